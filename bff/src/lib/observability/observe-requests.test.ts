import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "./logger.js";
import { cancelledRequestsCounter, createRegistry, httpDurationHistogram, observeRequests } from "./metrics.js";
import { currentSignal } from "./request-context.js";

// observeRequests (ADR 157, 179): the access line of every request, and the abort signal of a request
// whose client leaves — made on first read (ADR 196), aborted whether it was read before or after.

function observedApp() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    name: "bff",
    level: "info",
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  const registry = createRegistry("bff");
  const app = express();
  app.use(
    observeRequests({
      logger,
      duration: httpDurationHistogram(registry),
      cancelled: cancelledRequestsCounter(registry),
      abortable: () => true,
    }),
  );
  return { app, lines, registry };
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Sends GET `path` and leaves once the handler has it; resolves when the server has seen the close. */
async function leaveDuring(app: express.Express, path: string, closed: Promise<void>): Promise<void> {
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server?.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const req = http.get({ host: "127.0.0.1", port, path });
  req.on("error", () => {});
  await new Promise((resolve) => setTimeout(resolve, 50));
  req.destroy();
  await closed;
}

describe("observeRequests", () => {
  it("When a request is answered, then its access line has the request id, method, url, route, status and ms, and no abort", async () => {
    const { app, lines } = observedApp();
    app.get("/services/:id", (_req, res) => {
      res.json({ signal: currentSignal()?.aborted });
    });
    const res = await request(app).get("/services/7?x=1").set("x-request-id", "edge.1").expect(200);
    expect(res.body).toEqual({ signal: false });
    expect(res.headers["x-request-id"]).toBe("edge.1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(
      ["level", "time", "pid", "name", "req_id", "method", "url", "route", "status", "ms", "msg"].sort(),
    );
    expect(lines[0]).toMatchObject({
      level: "info",
      name: "bff",
      req_id: "edge.1",
      method: "GET",
      url: "/services/7?x=1",
      route: "/services/:id",
      status: 200,
      msg: "request",
    });
  });

  it("When the client leaves while the handler holds the signal, then the signal aborts and the line says 499, cancelled", async () => {
    const { app, lines, registry } = observedApp();
    let signal: AbortSignal | undefined;
    let closed!: () => void;
    const done = new Promise<void>((resolve) => {
      closed = resolve;
    });
    app.get("/slow", (_req, res) => {
      signal = currentSignal();
      res.once("close", () => setImmediate(closed));
    });
    await leaveDuring(app, "/slow", done);
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toMatchObject({ name: "RequestCancelledError" });
    expect(lines.at(-1)).toMatchObject({ status: 499, cancelled: true, route: "/slow" });
    expect(await registry.getSingleMetricAsString("http_requests_cancelled_total")).toMatch(
      /route="\/slow",tier="bff"\} 1/,
    );
  });

  it("When the signal is first read after the client has left, then it is already aborted", async () => {
    const { app, lines } = observedApp();
    let signal: AbortSignal | undefined;
    let read!: () => void;
    const done = new Promise<void>((resolve) => {
      read = resolve;
    });
    app.get("/late", () => {
      // Work of this request that reaches its first upstream read only after the browser has gone.
      setTimeout(() => {
        signal = currentSignal();
        read();
      }, 200);
    });
    await leaveDuring(app, "/late", done);
    expect(signal?.aborted).toBe(true);
    expect(lines.at(-1)).toMatchObject({ status: 499, cancelled: true });
  });
});
