import { describe, expect, it } from "vitest";
import { foldSearchText, isShortTerm, katakanaToHiragana, SHORT_TERM_MAX_LENGTH, searchTerms } from "./search-text.js";

describe("foldSearchText", () => {
  it("When half-width katakana, katakana and hiragana spell the same word, then all fold to one text", () => {
    const folded = ["ﾃﾞﾝｼｶﾙﾃ", "デンシカルテ", "でんしかるて"].map(foldSearchText);
    expect(folded).toEqual(["でんしかるて", "でんしかるて", "でんしかるて"]);
  });

  it("When the text has full-width and upper-case Latin, then it becomes lower-case ASCII", () => {
    expect(foldSearchText("ＥＭＲ Cloud")).toBe("emr cloud");
  });

  it("When the text has ideographic spaces and runs of white space, then they become one space, trimmed", () => {
    expect(foldSearchText("　ミライ　 カルテ\tクラウド  ")).toBe("みらい かるて くらうど");
  });

  it("When the text has kanji, the long vowel mark and digits, then they are kept", () => {
    expect(foldSearchText("電子カルテー２０２６")).toBe("電子かるてー2026");
  });

  it("When a non-ASCII capital letter is given, then its case is kept (ASCII-only lower case, as in SQL)", () => {
    expect(foldSearchText("É")).toBe("É");
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
  it("When a keyword has several words, then each is folded and duplicates are dropped", () => {
    expect(searchTerms("カルテ　かるて クラウド")).toEqual(["かるて", "くらうど"]);
  });

  it("When the keyword is blank, then there is no term", () => {
    expect(searchTerms("  　")).toEqual([]);
  });

  it("When the keyword is one character, then that one folded character is the term", () => {
    expect(searchTerms("ｶ")).toEqual(["か"]);
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
