import { describe, expect, it } from "vitest";
import { vocabularyCompletions } from "./search-query.js";
import {
  keywordBigrams,
  rankSuggestions,
  SUGGESTION_MAX,
  type SuggestionCandidate,
  suggestionQuery,
  suggestionScore,
} from "./search-suggestions.js";
import { foldSearchText } from "./search-text.js";

const candidate = (kind: SuggestionCandidate["kind"], id: number, name: string, categories = "") => ({
  kind,
  id,
  name,
  folded: foldSearchText(name),
  categories: foldSearchText(categories),
});

describe("suggestionQuery", () => {
  it("When the keyword is blank, then there is no query", () => {
    expect(suggestionQuery(" 　")).toBeUndefined();
  });

  it("When a reading is half typed, then its completion's synonyms are words (でんしか → 電子カルテ)", () => {
    const query = suggestionQuery("でんしか");
    expect(query?.words).toContain(foldSearchText("電子カルテ"));
    // Not cut into でん + しか (歯科), which would suggest dental products.
    expect(query?.words).not.toContain("しか");
  });

  it("When the keyword has two pieces, then the first is analysed and the last completed", () => {
    const query = suggestionQuery("ﾚｾｺﾝ　でんしか");
    expect(query?.typed).toBe("れせこん でんしか");
    expect(query?.last).toBe("でんしか");
    expect(query?.words).toContain(foldSearchText("医事会計"));
    expect(query?.words).toContain(foldSearchText("電子カルテ"));
  });
});

describe("suggestionScore", () => {
  const query = suggestionQuery("でんしかるて") as NonNullable<ReturnType<typeof suggestionQuery>>;

  it("When the name is a word of the query, then it scores above a name that only holds one", () => {
    expect(suggestionScore(query, foldSearchText("電子カルテ"))).toBeGreaterThan(
      suggestionScore(query, foldSearchText("あおばカルテ")),
    );
  });

  it("When a service's category is named, then it scores above one whose name merely holds the word", () => {
    const q = suggestionQuery("でんしかるて") as NonNullable<ReturnType<typeof suggestionQuery>>;
    expect(suggestionScore(q, foldSearchText("あおばカルテ"), foldSearchText("電子カルテ"))).toBeGreaterThan(
      suggestionScore(q, foldSearchText("カルテック セルフ精算機"), foldSearchText("自動精算機")),
    );
  });

  it("When the name holds nothing of the query, then the score is 0", () => {
    expect(suggestionScore(query, foldSearchText("勤怠・シフト管理"))).toBe(0);
  });
});

describe("rankSuggestions", () => {
  it("When candidates of every kind match, then categories, issues and services come in that order, best first", () => {
    const query = suggestionQuery("みらい") as NonNullable<ReturnType<typeof suggestionQuery>>;
    const list = rankSuggestions(query, [
      candidate("service", 1, "クラウド ミライ問診"),
      candidate("service", 2, "ミライカルテ クラウド"),
      candidate("issue", 3, "みらいの医療"),
      candidate("category", 4, "ミライ"),
    ]);
    expect(list.map((s) => `${s.kind}:${s.id}`)).toEqual(["category:4", "issue:3", "service:2", "service:1"]);
  });

  it("When too many match, then at most SUGGESTION_MAX are kept, issues and categories giving way first", () => {
    const query = suggestionQuery("みらい") as NonNullable<ReturnType<typeof suggestionQuery>>;
    const many = [
      ...[1, 2, 3, 4].map((i) => candidate("category", i, `ミライ${i}`)),
      ...[1, 2, 3, 4].map((i) => candidate("issue", i, `ミライ課題${i}`)),
      ...[1, 2, 3, 4, 5, 6].map((i) => candidate("service", i, `ミライ製品${i}`)),
    ];
    const list = rankSuggestions(query, many);
    expect(list).toHaveLength(SUGGESTION_MAX);
    expect(list.filter((s) => s.kind === "service")).toHaveLength(5);
    expect(list.filter((s) => s.kind === "issue")).toHaveLength(1);
    expect(list.filter((s) => s.kind === "category")).toHaveLength(2);
  });

  it("When seminars and articles match too, then they follow the services, two each, and give way before services", () => {
    const query = suggestionQuery("みらい") as NonNullable<ReturnType<typeof suggestionQuery>>;
    const few = rankSuggestions(query, [
      candidate("article", 7, "ミライの記事"),
      ...[1, 2, 3].map((i) => candidate("seminar", i, `ミライ講座${i}`)),
      candidate("service", 1, "ミライカルテ"),
    ]);
    expect(few.map((s) => `${s.kind}:${s.id}`)).toEqual(["service:1", "seminar:1", "seminar:2", "article:7"]);
    const many = rankSuggestions(query, [
      ...[1, 2, 3].map((i) => candidate("category", i, `ミライ${i}`)),
      ...[1, 2, 3].map((i) => candidate("issue", i, `ミライ課題${i}`)),
      ...[1, 2, 3, 4, 5].map((i) => candidate("service", i, `ミライ製品${i}`)),
      ...[1, 2].map((i) => candidate("seminar", i, `ミライ講座${i}`)),
      ...[1, 2].map((i) => candidate("article", i, `ミライ記事${i}`)),
    ]);
    expect(many).toHaveLength(SUGGESTION_MAX);
    expect(many.map((s) => s.kind)).toEqual([
      "category",
      "issue",
      "service",
      "service",
      "service",
      "service",
      "seminar",
      "article",
    ]);
  });

  it("When a candidate comes twice, then it is listed once; one that does not match is left out", () => {
    const query = suggestionQuery("みらい") as NonNullable<ReturnType<typeof suggestionQuery>>;
    const list = rankSuggestions(query, [
      candidate("service", 1, "ミライカルテ"),
      candidate("service", 1, "ミライカルテ"),
      candidate("service", 2, "あおばカルテ"),
    ]);
    expect(list.map((s) => s.id)).toEqual([1]);
  });
});

describe("vocabularyCompletions", () => {
  it("When the beginning of a known word is typed, then the words that find what it finds are returned", () => {
    const words = vocabularyCompletions("ﾚｾﾌﾟ");
    expect(words).toContain(foldSearchText("レセコン"));
    expect(words).toContain(foldSearchText("医事会計"));
  });

  it("When one character is typed, then nothing is completed", () => {
    expect(vocabularyCompletions("れ")).toEqual([]);
  });
});

describe("keywordBigrams", () => {
  it("When a piece holds kanji or katakana, then its folded two-character pieces are returned; pure hiragana is skipped", () => {
    expect(keywordBigrams("給与計算 きゅうよ")).toEqual(["給与", "与計", "計算"]);
  });
});
