import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EnvError, parseEnv } from "./env.js";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  URL: z.url().optional(),
  MODE: z.enum(["a", "b"]).default("a"),
});

describe("parseEnv", () => {
  it("When every key is valid or unset, then defaults fill the gaps", () => {
    expect(parseEnv("api", schema, { PORT: "4100" })).toEqual({ PORT: 4100, MODE: "a" });
  });

  it("When a value is empty, then it counts as unset", () => {
    expect(parseEnv("api", schema, { PORT: "", URL: "" })).toEqual({ PORT: 4000, MODE: "a" });
  });

  it("When several keys are bad, then one EnvError names every one of them", () => {
    let thrown: unknown;
    try {
      parseEnv("api", schema, { PORT: "70000", URL: "not a url", MODE: "c" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    const envError = thrown as EnvError;
    expect(envError.app).toBe("api");
    expect(envError.problems.map((p) => p.split(":")[0])).toEqual(["PORT", "URL", "MODE"]);
    expect(envError.message).toMatch(/^api: invalid environment\n {2}- PORT:/);
  });

  it("When the schema fails at the root, then the problem says (root)", () => {
    const rooted = z.object({}).refine(() => false, "broken");
    expect(() => parseEnv("bff", rooted, {})).toThrow(/\(root\): broken/);
  });
});
