import { describe, expect, it } from "vitest";
import { analyseSearchQuery, prepareSearchVocabulary, segmentWords, withinOneEdit } from "./search-query.js";
import { foldSearchText } from "./search-text.js";
import { SEARCH_FILLER_WORDS, SEARCH_READINGS, SEARCH_RELATED, SEARCH_SYNONYMS } from "./search-vocabulary.js";

const terms = (keyword: string) => analyseSearchQuery(keyword).map((c) => c.term);
const only = (keyword: string) => {
  const concepts = analyseSearchQuery(keyword);
  expect(concepts).toHaveLength(1);
  return concepts[0] as (typeof concepts)[number];
};

describe("analyseSearchQuery", () => {
  it("When the keyword is blank, then it has no concept", () => {
    expect(analyseSearchQuery("  　")).toEqual([]);
  });

  it.each(["電カル", "EMR", "ＥＨＲ", "カルテ"])(
    "When %s is typed, then it finds what 電子カルテ finds (synonyms)",
    (keyword) => {
      const concept = only(keyword);
      expect(concept.term).toBe(foldSearchText(keyword));
      expect(concept.words[0]).toBe(concept.term);
      expect(concept.words).toEqual(expect.arrayContaining(["電子かるて", "emr", "ehr", "電かる"]));
      expect(concept.filler).toBe(false);
    },
  );

  it("When a reading is typed in hiragana or half-width katakana, then it finds its word and the word's synonyms", () => {
    expect(only("でんしかるて").words).toEqual(expect.arrayContaining(["電子かるて", "emr"]));
    expect(only("ﾃﾞﾝｼｶﾙﾃ").words).toEqual(only("でんしかるて").words);
    // A word with a reading finds the reading too (a catalogue may spell it in kana).
    expect(only("見守り").words).toContain("みまもり");
  });

  it("When a problem is typed, then it leads to the words of what solves it, strongest first", () => {
    const concept = only("未収金");
    expect(concept.words).toEqual(["未収金"]);
    expect(concept.related[0]).toContain("後払い");
    expect(concept.related.flat()).toEqual(expect.arrayContaining(["きゃっしゅれす", "医事会計"]));
  });

  it("When a synonym of a problem's word is typed, then it leads where the word leads (デイサービス as 介護施設)", () => {
    expect(only("デイサービス").related.flat()).toEqual(expect.arrayContaining(["介護記録", "見守り"]));
    expect(only("VPN").related[0]).toContain("ぜろとらすと");
  });

  it("When a link belongs to one spelling's own sense, then the spelling's synonyms do not follow it (EHR, not 電子カルテ)", () => {
    expect(only("EHR").related.flat()).toContain("地域医療連携");
    expect(only("電子カルテ").related).toEqual([]);
  });

  it("When a compound is typed in kana, then its reading finds it without making its parts words (看護師 stays whole)", () => {
    expect(only("おんらいんしんりょう").words).toEqual(expect.arrayContaining(["おんらいん診療", "遠隔診療"]));
    expect(only("ぱっくす").words).toContain("pacs");
    expect(terms("看護師の負担")).toEqual(["看護師", "負担"]);
  });

  it("When a qualifier such as 自動作成 follows a word, then it is filler and cannot find 自動精算機 on its own", () => {
    const [shift, automatic] = analyseSearchQuery("シフト 自動作成");
    expect(shift?.filler).toBe(false);
    expect(automatic).toMatchObject({ term: "自動作成", filler: true });
  });

  it("When a back-office word is typed whole, then it is not cut into a patient-side word (経費精算 is not 精算)", () => {
    expect(terms("経費精算")).toEqual(["経費精算"]);
    expect(only("経費精算").words).not.toContain("精算機");
  });

  it("When a filler word is typed next to a word, then the filler is marked and the word is not", () => {
    const [record, soft] = analyseSearchQuery("介護記録 ソフト");
    expect(record?.filler).toBe(false);
    expect(soft).toMatchObject({ term: "そふと", filler: true });
  });

  it("When words are typed without spaces, then they are cut into known words, longest first", () => {
    expect(terms("電子カルテ導入")).toEqual(["電子かるて", "導入"]);
    expect(terms("医事会計システム")).toEqual(["医事会計", "しすてむ"]);
  });

  it("When unknown words with kanji are typed without spaces, then the segmenter cuts them and particles drop", () => {
    expect(terms("看護師の負担")).toEqual(["看護師", "負担"]);
  });

  it("When two words mean the same thing, then they make one concept", () => {
    expect(terms("外国人 多言語")).toEqual(["外国人"]);
  });

  it("When a known word has a one-letter typo, then it finds what the word finds; a short one is left as typed", () => {
    expect(only("電子カルデ").words).toEqual(expect.arrayContaining(["電子かるで", "電子かるて", "emr"]));
    expect(only("レセコソ").words).toContain("れせこん");
    expect(only("かるで").words).toEqual(["かるで"]);
  });

  it("When a known Latin word is inside a longer Latin word, then it is not cut out of it", () => {
    expect(terms("enterprise")).toEqual(["enterprise"]);
    expect(terms("prise")).toEqual(["prise"]);
    expect(terms("RISシステム")).toEqual(["ris", "しすてむ"]);
  });

  it("When a word is 1–2 characters, then it is kept whole", () => {
    expect(terms("歯")).toEqual(["歯"]);
    expect(only("CT").words).toContain("pacs");
  });
});

describe("segmentWords", () => {
  it.each([
    ["an unknown kana word is kept whole", "みらいくらうど", ["みらいくらうど"]],
    ["a lone particle is no word", "の", []],
    ["a suffix kanji joins the word before it", "外国人患者", ["外国人", "患者"]],
    ["particles and endings between kanji words drop", "医師の負担を軽減したい", ["医師", "負担", "軽減"]],
  ])("When %s, then segmentWords(%j) is %j", (_case, text, words) => {
    expect(segmentWords(text)).toEqual(words);
  });
});

describe("withinOneEdit", () => {
  it.each([
    ["かるて", "かるて", true],
    ["かるて", "かるで", true],
    ["かるて", "かるてす", true],
    ["かるてす", "かるて", true],
    ["かるて", "がるで", false],
    ["かる", "かるてす", false],
  ])("When %j and %j are compared, then %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe("search vocabulary", () => {
  const all = [
    ...SEARCH_SYNONYMS.flat(),
    ...SEARCH_READINGS.flat(),
    ...SEARCH_RELATED.flatMap((r) => [...r.words, ...r.leadsTo]),
    ...SEARCH_FILLER_WORDS,
  ];

  it("When every word is folded, then none is blank or holds a space", () => {
    for (const word of all) expect(foldSearchText(word)).toMatch(/^\S+$/);
  });

  it("When a synonym group is folded, then it has no duplicate and at least two words", () => {
    for (const group of SEARCH_SYNONYMS) {
      const folded = group.map(foldSearchText);
      expect(new Set(folded).size, group.join(",")).toBe(folded.length);
      expect(folded.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("When the vocabulary is prepared ahead, then each word of a synonym group finds the whole group", () => {
    prepareSearchVocabulary();
    for (const group of SEARCH_SYNONYMS) {
      const folded = group.map(foldSearchText);
      for (const word of group) {
        const concepts = analyseSearchQuery(word);
        const found = concepts.find((c) => c.term === foldSearchText(word));
        expect(found?.words, word).toEqual(expect.arrayContaining(folded));
      }
    }
  });

  it("When a reading is given, then it is in hiragana", () => {
    for (const [, reading] of SEARCH_READINGS) expect(reading).toMatch(/^\p{Script=Hiragana}+$/u);
  });
});
