import { describe, expect, it } from "vitest";
import { stripEmpty, trim, trimDeep } from "./request-body.js";

describe("stripEmpty", () => {
  it("When a body has '', null, undefined and [] values, then they are removed at every depth", () => {
    const at = new Date("2026-11-22T00:00:00Z");
    expect(
      stripEmpty({
        a: "",
        b: null,
        c: undefined,
        d: [],
        e: "x",
        f: 0,
        g: false,
        h: { i: "", j: [null, "", "k", []], l: { m: [] } },
        at,
      }),
    ).toEqual({ e: "x", f: 0, g: false, h: { j: ["k"], l: {} }, at });
  });

  it("When an array holds only empty values, then the array itself goes", () => {
    expect(stripEmpty({ tags: ["", null] })).toEqual({});
  });

  it("When the value is not an object, then it is returned as it is", () => {
    expect(stripEmpty("text")).toBe("text");
  });
});

describe("trim / trimDeep", () => {
  it("When text has half- and full-width spaces around it, then they are removed", () => {
    expect(trim("\u3000 山田 \u3000")).toBe("山田");
  });

  it("When a body holds strings at any depth, then every one is trimmed and other values stay", () => {
    expect(trimDeep({ a: " x ", b: [" y", 1], c: { d: "z " }, e: null })).toEqual({
      a: "x",
      b: ["y", 1],
      c: { d: "z" },
      e: null,
    });
  });
});
