// The article, seminar and category searches use the service search's query analysis (issue 25 item 5,
// ADR 159): synonyms, readings, filler words and Latin word boundaries, the same on PGlite and PostgreSQL.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

async function titles(path: string, keyword: string): Promise<string[]> {
  const res = await request(kit.app)
    .get(`/v1/searches/${path}?keyword=${encodeURIComponent(keyword)}&page_size=100`)
    .expect(200);
  const list: { title?: string; category_name?: string }[] =
    res.body.contents ?? res.body.seminars ?? res.body.categories;
  return list.map((item) => item.title ?? item.category_name ?? "");
}

describe("article search (GET /v1/searches/content)", () => {
  it("When a reading is typed in hiragana, then the article with the word in kanji is found", async () => {
    expect(await titles("content", "でんしかるて")).toContain("電子カルテの選び方 ― クラウド型とオンプレミス型の違い");
  });

  it("When an abbreviation is typed, then the article with its synonym is found (電カル → 電子カルテ)", async () => {
    expect(await titles("content", "電カル")).toContain("電子カルテの選び方 ― クラウド型とオンプレミス型の違い");
  });

  it("When a Latin word is cut out of a longer one, then it does not match (dp is not in DPC)", async () => {
    expect(await titles("content", "dp")).toEqual([]);
    expect(await titles("content", "dpc")).toContain("DPCデータで見る在院日数の適正化");
  });
});

describe("seminar search (GET /v1/searches/seminar)", () => {
  it("When a filler word is added, then it does not sink the query (ランサムウェア ソフト)", async () => {
    expect(await titles("seminar", "ランサムウェア ソフト")).toContain(
      "医療機関のランサムウェア対策 最新動向と今日からできること",
    );
  });

  it("When two words are typed, then every word (or a synonym) must occur", async () => {
    const found = await titles("seminar", "きんむひょう 看護師");
    expect(found).toContain("看護師の勤務表作成を自動化する 〜導入病院の事例紹介〜");
    expect(found.every((t) => t.includes("看護"))).toBe(true);
  });
});

describe("keyword order of seminars and articles (ADR 204)", () => {
  it("When a word is in one seminar's title and only in the others' text, then that seminar comes first", async () => {
    const found = await titles("seminar", "電カル");
    expect(found.length).toBeGreaterThan(1);
    expect(found[0]).toBe("はじめてのクラウド型電子カルテ選び 〜診療所の失敗しない比較ポイント〜");
    expect(found.slice(1).some((t) => t.includes("電子カルテ"))).toBe(false);
  });

  it("When several article titles hold the word, then they come before the rest, each part newest first", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/content?keyword=${encodeURIComponent("でんしかるて")}&page_size=100`)
      .expect(200);
    const items: { title: string; published_at: string }[] = res.body.contents;
    const inTitle = items.map((i) => i.title.includes("電子カルテ"));
    const firstOther = inTitle.indexOf(false);
    expect(inTitle.filter(Boolean).length).toBeGreaterThan(1);
    expect(firstOther).toBeGreaterThan(0);
    expect(inTitle.slice(firstOther).includes(true)).toBe(false);
    for (const part of [items.slice(0, firstOther), items.slice(firstOther)]) {
      const dates = part.map((i) => i.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it("When the list is not a keyword search, then it keeps its own order", async () => {
    const res = await request(kit.app).get("/v1/contents/search?page_size=100").expect(200);
    const dates: string[] = res.body.contents.map((i: { published_at: string }) => i.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("word edges in SQL (ADR 204)", () => {
  it("When a kana word would end inside a syllable of an article's text, then the SQL match refuses it as the ranking does", async () => {
    const title = "カルテックで会計待ちを減らす";
    await kit.db
      .insertInto("contents")
      .values({ title, tags: [], published_at: new Date(Date.now() - 86_400_000) })
      .execute();
    expect(await titles("content", "カルテック")).toContain(title);
    const karte = await titles("content", "かるて");
    expect(karte).not.toContain(title);
    expect(karte).toContain("電子カルテの選び方 ― クラウド型とオンプレミス型の違い");
  });
});

describe("category search (GET /v1/searches/category)", () => {
  it("When a reading or a synonym is typed, then the category is found", async () => {
    expect(await titles("category", "でんしかるて")).toContain("電子カルテ");
    expect(await titles("category", "勤怠管理")).toContain("勤怠・シフト管理");
  });
});
