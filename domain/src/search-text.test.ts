import { describe, expect, it } from "vitest";
import {
  foldSearchText,
  isShortTerm,
  katakanaToHiragana,
  onWordEdges,
  SHORT_TERM_MAX_LENGTH,
  searchTerms,
  wordEdgesOf,
} from "./search-text.js";

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

describe("onWordEdges", () => {
  const at = (text: string, word: string) => {
    const folded = foldSearchText(text);
    const needle = foldSearchText(word);
    const from = folded.indexOf(needle);
    expect(from).toBeGreaterThanOrEqual(0);
    return onWordEdges(folded, from, from + needle.length, wordEdgesOf(needle));
  };

  it.each([
    ["a Latin word inside a longer Latin word", "みなとPACS Enterprise", "prise", false],
    ["a Latin word right after kana", "メディブリッジEMR", "EMR", true],
    ["a kana word that ends inside a syllable (the brand カルテック)", "カルテック セルフ精算機", "カルテ", false],
    ["a kana word followed by another word", "電子カルテシステム", "カルテ", true],
    ["a kana word followed by the long vowel mark", "セキュリティー診断", "セキュリティ", true],
    ["a kana word at the end of the text", "ミライカルテ", "カルテ", true],
    ["a kanji word before small kana (no kana edge to keep)", "予約ッ", "予約", true],
  ])("When %s, then it is on word edges: %s", (_case, text, word, expected) => {
    expect(at(text, word as string)).toBe(expected);
  });
});
