import { SEMINAR_RECEPTION_STATUS } from "@iryo/domain/seminar-reception-status";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { getError } from "../../test/error-answer.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);

interface SeminarItem {
  seminar_id: number;
  title: string;
  reception_status: number;
  starts_at: string;
  tags: string[];
}

describe("GET /v1/seminars/top-list", () => {
  it("When the home asks, then 4 accepting seminars come, soonest first", async () => {
    const res = await request(kit.app).get("/v1/seminars/top-list").expect(200);
    const items: SeminarItem[] = res.body.seminars;
    expect(items).toHaveLength(4);
    expect(items.every((s) => s.reception_status === SEMINAR_RECEPTION_STATUS.ACCEPTING)).toBe(true);
    const starts = items.map((s) => s.starts_at);
    expect([...starts].sort()).toEqual(starts);
  });
});

describe("GET /v1/seminars/search", () => {
  it("When unfiltered, then page 1 of 20 comes with a total over all five statuses", async () => {
    const res = await request(kit.app).get("/v1/seminars/search").expect(200);
    expect(res.body).toMatchObject({ page_size: 20, page_number: 1 });
    expect(res.body.total_count).toBeGreaterThanOrEqual(20);
    expect(res.body.seminars).toHaveLength(20);
    const all = await request(kit.app).get("/v1/seminars/search?page_size=50").expect(200);
    const statuses = new Set(all.body.seminars.map((s: SeminarItem) => s.reception_status));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("When page 2 is asked, then it holds the rest and no item of page 1", async () => {
    const first = await request(kit.app).get("/v1/seminars/search").expect(200);
    const second = await request(kit.app).get("/v1/seminars/search?page_number=2").expect(200);
    expect(second.body.seminars).toHaveLength(first.body.total_count - 20);
    const ids = new Set(first.body.seminars.map((s: SeminarItem) => s.seminar_id));
    expect(second.body.seminars.some((s: SeminarItem) => ids.has(s.seminar_id))).toBe(false);
  });

  it("When filtered by status 5, then only finished seminars come", async () => {
    const res = await request(kit.app).get("/v1/seminars/search?status=5").expect(200);
    expect(res.body.total_count).toBeGreaterThan(0);
    expect(res.body.seminars.every((s: SeminarItem) => s.reception_status === 5)).toBe(true);
  });

  it("When filtered by a tag, then every item carries it", async () => {
    const res = await request(kit.app)
      .get(`/v1/seminars/search?tag=${encodeURIComponent("セキュリティ")}`)
      .expect(200);
    expect(res.body.total_count).toBe(2);
    expect(res.body.seminars.every((s: SeminarItem) => s.tags.includes("セキュリティ"))).toBe(true);
  });

  it.each([["page_size=30"], ["page_number=0"], ["status=6"], ["status=abc"], ["service_id=0"]])(
    "When the query has %s, then 400 with 0109004",
    async (query) => {
      const res = await getError(kit.app, `/v1/seminars/search?${query}`, 400, "0109004");
      expect(res.body.error_message).toMatch(/リクエスト/);
    },
  );
});

describe("GET /v1/seminars/tags", () => {
  it("When listed, then each tag comes once with its count, most used first", async () => {
    const res = await request(kit.app).get("/v1/seminars/tags").expect(200);
    const tags: { tag: string; count: number }[] = res.body.tags;
    expect(new Set(tags.map((t) => t.tag)).size).toBe(tags.length);
    expect(tags[0]?.count).toBeGreaterThanOrEqual(tags[tags.length - 1]?.count ?? 0);
    expect(tags.find((t) => t.tag === "セキュリティ")?.count).toBe(2);
  });
});

describe("GET /v1/seminars/{id}", () => {
  it("When the seminar exists, then its detail, organiser and related services come, by path or query", async () => {
    const res = await request(kit.app).get("/v1/seminars/1").expect(200);
    expect(res.body).toMatchObject({ seminar_id: 1, meeting_type: 2, reception_status: 2 });
    expect(res.body.description_html).toContain("<h2>主な内容</h2>");
    expect(res.body.organizer_name).toBe("株式会社ミライカルテ");
    expect(res.body.services.map((s: { service_name: string }) => s.service_name)).toContain("ミライカルテ クラウド");
    const byQuery = await request(kit.app).get("/v1/seminars?id=1").expect(200);
    expect(byQuery.body.title).toBe(res.body.title);
  });

  it.each(["99999", "0", "abc", "1.5", "99999999999"])("When the id is %s, then 404 with 0109005", async (id) => {
    await getError(kit.app, `/v1/seminars/${id}`, 404, "0109005");
  });

  it("When /seminars has no id, then 404", async () => {
    await request(kit.app).get("/v1/seminars").expect(404);
  });

  it("When a service's seminars are asked, then only those linked to it come", async () => {
    const detail = await request(kit.app).get("/v1/seminars/2").expect(200);
    const serviceId = detail.body.services[0].service_id;
    const res = await request(kit.app).get(`/v1/seminars/search?service_id=${serviceId}`).expect(200);
    expect(res.body.seminars.map((s: SeminarItem) => s.seminar_id)).toContain(2);
    for (const s of res.body.seminars as SeminarItem[]) {
      const d = await request(kit.app).get(`/v1/seminars/${s.seminar_id}`).expect(200);
      expect(d.body.services.map((x: { service_id: number }) => x.service_id)).toContain(serviceId);
    }
  });
});

describe("GET /v1/searches/seminar", () => {
  it("When the keyword is typed in hiragana or half-width kana, then a seminar titled in katakana is found", async () => {
    for (const keyword of ["らんさむうぇあ", "ﾗﾝｻﾑｳｪｱ", "ランサムウェア"]) {
      const res = await request(kit.app)
        .get(`/v1/searches/seminar?keyword=${encodeURIComponent(keyword)}`)
        .expect(200);
      expect(res.body.seminars.map((s: SeminarItem) => s.title)).toContain(
        "医療機関のランサムウェア対策 最新動向と今日からできること",
      );
    }
  });

  it("When a seminar is written without search text, then the trigger folds it and the keyword finds it", async () => {
    const row = await kit.db
      .insertInto("seminars")
      .values({
        title: "ﾃｽﾄ用セミナー",
        meeting_type: 2,
        reception_status: 2,
        starts_at: new Date("2026-12-01T05:00:00Z"),
        ends_at: new Date("2026-12-01T06:00:00Z"),
        meeting_url: "https://example.com/live",
        tags: ["検証タグ"],
      })
      .returning(["id", "search_text"])
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain("てすと用せみなー");
    const res = await request(kit.app)
      .get(`/v1/searches/seminar?keyword=${encodeURIComponent("テスト用 検証タグ")}`)
      .expect(200);
    expect(res.body.seminars.map((s: SeminarItem) => s.seminar_id)).toEqual([row.id]);
    await kit.db.deleteFrom("seminars").where("id", "=", row.id).execute();
  });

  it("When two terms are given, then only seminars containing both come", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/seminar?keyword=${encodeURIComponent("在宅 ルート")}`)
      .expect(200);
    expect(res.body.total_count).toBe(1);
  });

  it("When the keyword has a LIKE wildcard, then it is matched literally", async () => {
    const res = await request(kit.app).get("/v1/searches/seminar?keyword=%25").expect(200);
    expect(res.body.total_count).toBe(0);
  });

  it("When the keyword has 51 characters, then 400 with 0101004 and the maximum in the message", async () => {
    const res = await request(kit.app)
      .get(`/v1/searches/seminar?keyword=${encodeURIComponent("あ".repeat(51))}`)
      .expect(400);
    expect(res.body.error_code).toBe("0101004");
    expect(res.body.error_message).toContain("50");
  });
});
