import { describe, expect, it } from "vitest";
import { BAD_CHARACTER, holdsBadCharacter } from "./bad-character.js";

describe("holdsBadCharacter", () => {
  it.each([
    ["a NUL", "a\u0000b", true],
    ["a lone high surrogate", "a\uD800", true],
    ["a lone low surrogate", "\uDC00b", true],
    ["a surrogate pair (an emoji)", "😀", false],
    ["plain Japanese text", "電子カルテ", false],
  ])("When a string holds %s, then %s", (_what, text, bad) => {
    expect(BAD_CHARACTER.test(text)).toBe(bad);
    expect(holdsBadCharacter(text)).toBe(bad);
  });

  it("When a key or a nested value holds one, then the object holds one", () => {
    expect(holdsBadCharacter({ ok: ["fine", { deep: "x\u0000" }] })).toBe(true);
    expect(holdsBadCharacter({ "k\uD800": 1 })).toBe(true);
    expect(holdsBadCharacter({ ok: ["fine", 1, null, true] })).toBe(false);
  });

  it("When nothing is text or the nesting is deeper than 64, then nothing is found", () => {
    expect(holdsBadCharacter(42)).toBe(false);
    expect(holdsBadCharacter(null)).toBe(false);
    let deep: unknown = "\u0000";
    for (let i = 0; i < 70; i++) deep = [deep];
    expect(holdsBadCharacter(deep)).toBe(false);
  });
});
