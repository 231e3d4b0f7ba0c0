import { describe, expect, it } from "vitest";
import { highlightRanges } from "./search-highlight.js";
import { correctedKeyword, editDistance, highlightWords } from "./search-query.js";

const marked = (text: string, keyword: string) =>
  highlightRanges(text, highlightWords(keyword)).map(([a, b]) => text.slice(a, b));

describe("highlightRanges", () => {
  it("When a reading is typed, then the word it reads as is marked in the text as shown", () => {
    expect(marked("クラウド型の電子カルテです", "でんしかるて")).toEqual(["電子カルテ"]);
  });

  it("When the text is half-width or upper case, then the ranges still cover the characters as shown", () => {
    expect(marked("ﾐﾗｲｶﾙﾃ と EMR", "かるて")).toEqual(["ｶﾙﾃ", "EMR"]);
  });

  it("When a Latin word sits inside a longer word, then it is not marked (RIS in Enterprise)", () => {
    expect(marked("みなとPACS Enterprise と RIS", "ris")).toEqual(["RIS"]);
  });

  it("When a kana word ends inside a syllable of a longer word, then it is not marked (カルテ in カルテック)", () => {
    expect(marked("カルテック セルフ精算機とミライカルテ", "かるて")).toEqual(["カルテ"]);
  });

  it("When matches overlap, then they are merged into one range; filler words are not marked", () => {
    expect(marked("電子カルテシステム", "電子カルテ カルテ ソフト")).toEqual(["電子カルテシステム"]);
    expect(marked("会計ソフト", "ソフト")).toEqual([]);
  });

  it("When there is no word, then there is no range", () => {
    expect(highlightRanges("電子カルテ", [])).toEqual([]);
  });
});

describe("correctedKeyword (もしかして)", () => {
  it.each([
    ["電子カルデー", "電子カルテ"],
    ["でんしかるで", "電子カルテ"],
    ["オンライン珍療", "オンライン診療"],
    ["ランサムウエア 対策", "ランサムウェア 対策"],
  ])("When '%s' is typed, then '%s' is offered", (typed, offered) => {
    expect(correctedKeyword(typed)).toBe(offered);
  });

  it.each(["電子カルテ", "給与計算", "ris", "ab"])(
    "When '%s' is known or nothing is near, then nothing is offered",
    (k) => {
      expect(correctedKeyword(k)).toBeUndefined();
    },
  );
});

describe("editDistance", () => {
  it("When strings differ, then it counts inserts, deletes and replacements, stopping past the limit", () => {
    expect(editDistance("かるて", "かるて")).toBe(0);
    expect(editDistance("かるて", "かるで")).toBe(1);
    expect(editDistance("電子カルテ", "電子カルデー")).toBe(2);
    expect(editDistance("あいうえお", "かきくけこ", 2)).toBe(3);
  });
});
