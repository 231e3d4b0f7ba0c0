import { describe, expect, it } from "vitest";
import { foldSearchText, isShortTerm, katakanaToHiragana, SHORT_TERM_MAX_LENGTH, searchTerms } from "./search-text.js";

describe("foldSearchText", () => {
  it("When half-width katakana, katakana and hiragana spell the same word, then all fold to one text", () => {
    const folded = ["ﾃﾞﾝｼｶﾙﾃ", "デンシカルテ", "でんしかるて"].map(foldSearchText);
    expect(folded).toEqual(["でんしかるて", "でんしかるて", "でんしかるて"]);
  });

  it.each([
    ["full-width and upper-case Latin become lower-case ASCII", "ＥＭＲ Cloud", "emr cloud"],
    [
      "ideographic and other white space runs become one space, trimmed",
      "　ミライ　 カルテ\tクラウド  ",
      "みらい かるて くらうど",
    ],
    ["kanji, the long vowel mark and digits are kept", "電子カルテー２０２６", "電子かるてー2026"],
    ["a non-ASCII capital keeps its case (ASCII-only lower case, as in SQL)", "É", "É"],
  ])("When %s, then foldSearchText(%j) is %j", (_case, text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe("katakanaToHiragana", () => {
  it("When the edges of the katakana range and the iteration marks are given, then each becomes hiragana", () => {
    expect(katakanaToHiragana("ァヶヽヾ")).toBe("ぁゖゝゞ");
  });

  it("When characters just outside the range are given, then they are kept", () => {
    expect(katakanaToHiragana("゠ヷーヿ")).toBe("゠ヷーヿ");
  });
});

describe("searchTerms", () => {
  it.each([
    ["several words are each folded and duplicates dropped", "カルテ　かるて クラウド", ["かるて", "くらうど"]],
    ["a blank keyword has no term", "  　", []],
    ["a one-character keyword is that one folded character", "ｶ", ["か"]],
  ])("When %s, then searchTerms(%j) is %j", (_case, keyword, terms) => {
    expect(searchTerms(keyword)).toEqual(terms);
  });
});

describe("isShortTerm", () => {
  it("When a term has 1 or 2 characters, then it is short; with 3 it is not", () => {
    expect(SHORT_TERM_MAX_LENGTH).toBe(2);
    expect(isShortTerm("か")).toBe(true);
    expect(isShortTerm("かる")).toBe(true);
    expect(isShortTerm("かるて")).toBe(false);
  });

  it("When a 2-character term contains a surrogate pair, then it counts as 2 characters", () => {
    expect(isShortTerm("𠮷野")).toBe(true);
  });
});
