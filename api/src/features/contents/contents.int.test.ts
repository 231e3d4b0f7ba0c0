import request from "supertest";
import { describe, expect, it } from "vitest";
import { getError } from "../../test/error-answer.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

interface ContentItem {
  content_id: number;
  title: string;
  tags: string[];
  published_at: string;
}

describe("GET /v1/contents/top-list", () => {
  it("When the home asks, then the 5 newest articles come, newest first", async () => {
    const res = await request(kit.app).get("/v1/contents/top-list").expect(200);
    const items: ContentItem[] = res.body.contents;
    expect(items).toHaveLength(5);
    const dates = items.map((c) => c.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]?.title).toBe("電子カルテの選び方 ― クラウド型とオンプレミス型の違い");
  });

  it("When an article is scheduled for later, then it is not listed and its detail is 404", async () => {
    const row = await kit.db
      .insertInto("contents")
      .values({ title: "公開予定の記事", published_at: new Date(Date.now() + 86_400_000) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const top = await request(kit.app).get("/v1/contents/top-list").expect(200);
    expect(top.body.contents.map((c: ContentItem) => c.content_id)).not.toContain(row.id);
    await request(kit.app).get(`/v1/contents/${row.id}`).expect(404);
    await kit.db.deleteFrom("contents").where("id", "=", row.id).execute();
  });
});

describe("GET /v1/contents/search", () => {
  it("When unfiltered, then page 1 of 20 and the total of at least 30 articles", async () => {
    const res = await request(kit.app).get("/v1/contents/search").expect(200);
    expect(res.body).toMatchObject({ page_size: 20, page_number: 1 });
    expect(res.body.total_count).toBeGreaterThanOrEqual(30);
    expect(res.body.contents).toHaveLength(20);
  });

  it("When filtered by a tag, then every item carries it", async () => {
    const res = await request(kit.app)
      .get(`/v1/contents/search?tag=${encodeURIComponent("セキュリティ")}`)
      .expect(200);
    expect(res.body.total_count).toBeGreaterThan(1);
    expect(res.body.contents.every((c: ContentItem) => c.tags.includes("セキュリティ"))).toBe(true);
  });

  it.each([["page_size=10"], ["page_number=-1"], ["page_number=x"], [`tag=${"a".repeat(51)}`]])(
    "When the query has %s, then 400 with 0109004",
    async (query) => {
      await getError(kit.app, `/v1/contents/search?${query}`, 400, "0109004");
    },
  );
});

describe("GET /v1/contents/tags", () => {
  it("When listed, then each tag comes once with its count", async () => {
    const res = await request(kit.app).get("/v1/contents/tags").expect(200);
    const tags: { tag: string; count: number }[] = res.body.tags;
    expect(new Set(tags.map((t) => t.tag)).size).toBe(tags.length);
    expect(tags.find((t) => t.tag === "電子カルテ")?.count).toBeGreaterThanOrEqual(5);
  });
});

describe("GET /v1/contents/{id}", () => {
  it("When the article exists, then its raw editor HTML with both visibility blocks and its services come", async () => {
    const res = await request(kit.app).get("/v1/contents/1").expect(200);
    expect(res.body.body_html).toContain('data-visibility="before-login"');
    expect(res.body.body_html).toContain('data-visibility="after-login"');
    expect(res.body.body_html).toContain("https://www.youtube.com/watch?v=");
    expect(res.body.services.map((s: { service_name: string }) => s.service_name)).toContain("ミライカルテ クラウド");
    const byQuery = await request(kit.app).get("/v1/contents?id=1").expect(200);
    expect(byQuery.body.title).toBe(res.body.title);
  });

  it.each(["99999", "0", "-1", "abc"])("When the id is %s, then 404 with 0109005", async (id) => {
    await getError(kit.app, `/v1/contents/${id}`, 404, "0109005");
  });
});

describe("GET /v1/searches/content", () => {
  it("When the keyword is in hiragana, then an article with the katakana word is found", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/content?keyword=${encodeURIComponent("くらうど")}`)
      .expect(200);
    expect(res.body.contents.map((c: ContentItem) => c.title)).toContain(
      "電子カルテの選び方 ― クラウド型とオンプレミス型の違い",
    );
  });

  it("When the paging is not allowed, then 400 with 0109004", async () => {
    for (const query of ["page_size=7", "page_number=0"]) {
      await getError(kit.app, `/v1/searches/content?keyword=a&${query}`, 400, "0109004");
    }
  });

  it("When nothing matches, then an empty page with total 0", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/content?keyword=${encodeURIComponent("存在しない言葉")}`)
      .expect(200);
    expect(res.body).toMatchObject({ contents: [], total_count: 0 });
  });

  it("When the keyword has 51 characters, then 400 with 0101004; with 50, then 200", async () => {
    const long = await request(kit.app)
      .get(`/v1/searches/content?keyword=${"a".repeat(51)}`)
      .expect(400);
    expect(long.body.error_code).toBe("0101004");
    await request(kit.app)
      .get(`/v1/searches/content?keyword=${"a".repeat(50)}`)
      .expect(200);
  });
});
