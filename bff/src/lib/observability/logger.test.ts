import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.js";
import { requestScope } from "./request-context.js";

// Every line written while a request is served names it (ADR 157); the access line names its request
// itself and is written as it is, without a merged copy (ADR 201).

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({
    name: "bff",
    level: "info",
    destination: { write: (line: string) => void lines.push(line) },
  });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("createLogger", () => {
  it("When a line is written while a request is served, then it carries that request's id; outside a request it carries none", () => {
    const { logger, parsed } = capturedLogger();
    requestScope.run({ requestId: "req-1" }, () => logger.warn({ detail: 1 }, "inside"));
    logger.warn({ detail: 2 }, "outside");
    logger.warn("no fields");
    const [inside, outside, bare] = parsed();
    expect(inside).toMatchObject({ req_id: "req-1", detail: 1, msg: "inside", level: "warn", name: "bff" });
    expect(outside).toMatchObject({ detail: 2, msg: "outside" });
    expect(outside).not.toHaveProperty("req_id");
    expect(bare).not.toHaveProperty("req_id");
  });

  it("When a line names its request itself, then that id is written once, whatever the scope says, and the line object is left as it was", () => {
    const { logger, lines } = capturedLogger();
    const line = { req_id: "own", status: 200 };
    requestScope.run({ requestId: "scope" }, () => logger.info(line, "request"));
    expect(lines[0]?.match(/"req_id"/g)).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ req_id: "own", status: 200, msg: "request" });
    expect(line).toEqual({ req_id: "own", status: 200 });
  });
});
