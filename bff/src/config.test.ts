import { describe, expect, it } from "vitest";
import { loadBffConfig } from "./config.js";

describe("the BFF's environment", () => {
  it("When SSR is unset, then public pages are server-rendered; false or 0 turns it off", () => {
    expect(loadBffConfig({}).SSR).toBe(true);
    expect(loadBffConfig({ SSR: "" }).SSR).toBe(true);
    expect(loadBffConfig({ SSR: "false" }).SSR).toBe(false);
    expect(loadBffConfig({ SSR: "0" }).SSR).toBe(false);
    expect(() => loadBffConfig({ SSR: "off" })).toThrow(/SSR/);
  });
});
