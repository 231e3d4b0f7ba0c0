import { describe, expect, it } from "vitest";
import { excerptOf } from "./excerpt.js";

describe("excerptOf", () => {
  it("When the text is short, then it is kept whole with its white space collapsed", () => {
    expect(excerptOf("  使いやすい。\n\n導入も 　簡単でした。 ", 60)).toBe("使いやすい。 導入も 簡単でした。");
  });

  it("When the text is blank, then the excerpt is empty", () => {
    expect(excerptOf(" \n\t", 60)).toBe("");
  });

  it("When the text is longer than the limit, then it is cut to the limit with the ellipsis counted", () => {
    const text = "あ".repeat(100);
    const cut = excerptOf(text, 60);
    expect(cut).toBe(`${"あ".repeat(59)}…`);
    expect([...cut]).toHaveLength(60);
  });

  it("When exactly the limit in graphemes but longer in code units, then nothing is cut", () => {
    const family = "👨‍👩‍👧";
    const text = family.repeat(5);
    expect(text.length).toBeGreaterThan(5);
    expect(excerptOf(text, 5)).toBe(text);
  });

  it("When the cut falls inside an emoji sequence or a combining mark, then the grapheme stays whole", () => {
    const family = "👨‍👩‍👧";
    expect(excerptOf(`${"い".repeat(3)}${family}${"う".repeat(10)}`, 5)).toBe(`いいい${family}…`);
    const voiced = "か\u3099"; // か + combining voiced mark: one grapheme
    expect(excerptOf(`${voiced.repeat(8)}`, 4)).toBe(`${voiced.repeat(3)}…`);
  });

  it("When the cut falls after a space, then the space before the ellipsis is dropped", () => {
    expect(excerptOf("abcd efgh ijkl", 6)).toBe("abcd…");
  });
});
