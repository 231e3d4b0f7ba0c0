import { FREE_TEXT_MAX_LENGTH } from "@iryo/domain/constants";
import { RATING_CRITERIA } from "@iryo/domain/rating";
import { recommendedRankKey } from "@iryo/domain/review-helpfulness";
import { sql } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { getError } from "../../test/error-answer.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";
import { createRatingsRepository } from "./ratings.repository.js";
import { createRatingsService } from "./ratings.service.js";

const kit = useKit(startSeededApp);

async function serviceIdByName(name: string): Promise<number> {
  const row = await kit.db.selectFrom("services").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

/** The rating-info numbers computed independently, in JS, from the rating rows. */
async function expectedInfo(serviceId: number) {
  const rows = await kit.db
    .selectFrom("ratings")
    .selectAll()
    .where("service_id", "=", serviceId)
    .where("status", "=", "published")
    .execute();
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const overall = rows.map((r) => {
    const said = RATING_CRITERIA.map((c) => r[c.key]).filter((s): s is number => typeof s === "number" && s > 0);
    return said.length === 0 ? null : Math.round((said.reduce((a, b) => a + b, 0) / said.length) * 100) / 100;
  });
  const counted = overall.filter((o): o is number => o !== null);
  return {
    rating_count: rows.length,
    overall_average: counted.length ? round1(counted.reduce((a, b) => a + b, 0) / counted.length) : null,
    criteria: RATING_CRITERIA.map((c) => {
      const said = rows.map((r) => r[c.key]).filter((s): s is number => typeof s === "number" && s > 0);
      return {
        key: c.key,
        count: said.length,
        average: said.length ? round1(said.reduce((a, b) => a + b, 0) / said.length) : null,
      };
    }),
    distribution: [0, 1, 2, 3, 4, 5].map((score) => ({
      score,
      count: overall.filter((o) => (o === null ? 0 : Math.round(o)) === score).length,
    })),
  };
}

describe("seed", () => {
  it("When the demo data is seeded, then at least 400 published ratings exist with Japanese texts", async () => {
    const row = await kit.db
      .selectFrom("ratings")
      .select([sql<number>`count(*)::int`.as("n"), sql<number>`count(distinct good_point)::int`.as("texts")])
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    expect(row.n).toBeGreaterThanOrEqual(400);
    expect(row.texts).toBeGreaterThan(100);
  });
});

describe("GET /v1/services/:id/rating-info", () => {
  it("When asked for a seeded service, then every number equals what the rating rows give", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    const res = await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200);
    const expected = await expectedInfo(id);
    expect(res.body.rating_count).toBeGreaterThan(0);
    expect(res.body).toMatchObject({
      service_id: id,
      rating_count: expected.rating_count,
      overall_average: expected.overall_average,
      distribution: expected.distribution,
    });
    expect(res.body.criteria.map((c: { key: string; count: number; average: number }) => c)).toEqual(
      expected.criteria.map((c) => ({ ...c, label: expect.any(String) })),
    );
  });

  it("When every seeded service is compared, then the trigger-kept summaries equal a full recount", async () => {
    const ids = (await kit.db.selectFrom("services").select("id").execute()).map((r) => r.id);
    for (const id of ids.slice(0, 30)) {
      const res = await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200);
      const expected = await expectedInfo(id);
      expect(res.body.distribution).toEqual(expected.distribution);
      expect(res.body.overall_average).toBe(expected.overall_average);
    }
  });

  it("When the service has no rating, then the counts are 0 and the averages null", async () => {
    const ids = (await kit.db.selectFrom("services").select("id").orderBy("id").execute()).map((r) => r.id);
    const res = await request(kit.app).get(`/v1/services/${ids[12]}/rating-info`).expect(200);
    expect(res.body.rating_count).toBe(0);
    expect(res.body.overall_average).toBeNull();
    expect(res.body.criteria.every((c: { average: unknown }) => c.average === null)).toBe(true);
  });

  it.each(["999999", "abc"])("When the service id is %s, then 404 with 0109005", async (id) => {
    await getError(kit.app, `/v1/services/${id}/rating-info`, 404, "0109005");
  });
});

describe("GET /v1/services/rating-info?ids=", () => {
  it("When ids are batched, then each existing service comes once in the asked order and unknown ids are left out", async () => {
    const a = await serviceIdByName("ミライカルテ クラウド");
    const b = await serviceIdByName("さくらレセプト");
    const all = (await kit.db.selectFrom("services").select("id").orderBy("id").execute()).map((r) => r.id);
    const unrated = all[12] as number;
    const res = await request(kit.app).get(`/v1/services/rating-info?ids=${b},${a},999999,${b},${unrated}`).expect(200);
    expect(res.body.rating_infos.map((r: { service_id: number }) => r.service_id)).toEqual([b, a, unrated]);
    expect(res.body.rating_infos[2]).toMatchObject({ rating_count: 0, overall_average: null });
    const single = await request(kit.app).get(`/v1/services/${a}/rating-info`).expect(200);
    expect(res.body.rating_infos[1]).toEqual(single.body);
  });

  it.each([
    "",
    "ids=",
    "ids=a,b",
    "ids=1,,2",
    "ids=0",
    `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
  ])("When the query is '%s', then 400 with 0109004", async (query) => {
    await getError(kit.app, `/v1/services/rating-info?${query}`, 400, "0109004");
  });
});

describe("GET /v1/services/:id/ratings", () => {
  it("When no sort is given, then the recommended order (time-decayed helpful score) applies and a visitor gets no review text", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    const res = await request(kit.app).get(`/v1/services/${id}/ratings`).expect(200);
    expect(res.body.sort).toBe("recommended");
    const ids = res.body.ratings.map((r: { rating_id: number }) => r.rating_id);
    const rows = await kit.db
      .selectFrom("ratings")
      .select(["id", "helpful_count", "published_at", "created_at"])
      .where("id", "in", ids)
      .execute();
    const key = new Map(rows.map((r) => [r.id, recommendedRankKey(r.helpful_count, r.published_at ?? r.created_at)]));
    const keys = ids.map((i: number) => key.get(i) as number);
    expect(keys).toEqual([...keys].sort((x, y) => y - x));
    // The newest first on request.
    const dated = await request(kit.app).get(`/v1/services/${id}/ratings?sort=date`).expect(200);
    const dates = dated.body.ratings.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.texts_visible).toBe(false);
    expect(res.body.ratings[0]).toMatchObject({ good_point: null, improvement_point: null });
    expect(res.body.ratings[0].scores).toHaveProperty("ease_of_use");
  });

  it("When sorted by rating, then overall scores never rise down the page", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    const res = await request(kit.app).get(`/v1/services/${id}/ratings?sort=rating`).expect(200);
    const scores = res.body.ratings.map((r: { overall_score: number | null }) => r.overall_score ?? -1);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it("When sorted by reviews, then the most helpful reviews come first", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    const res = await request(kit.app).get(`/v1/services/${id}/ratings?sort=reviews`).expect(200);
    const helpful = res.body.ratings.map((r: { helpful_count: number }) => r.helpful_count);
    expect(helpful).toEqual([...helpful].sort((x, y) => y - x));
  });

  it("When the viewer is a registered member, then the review texts are shown", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    const tokens = await request(kit.app)
      .post("/v1/auth/sign-in")
      .send({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD })
      .expect(200);
    const res = await request(kit.app)
      .get(`/v1/services/${id}/ratings`)
      .set("authorization", `Bearer ${tokens.body.id_token}`)
      .expect(200);
    expect(res.body.texts_visible).toBe(true);
    expect(res.body.ratings[0].good_point).toMatch(/[ぁ-ん]/);
    expect(res.body.ratings[0].good_point.length).toBeLessThanOrEqual(FREE_TEXT_MAX_LENGTH);
  });

  it("When the Bearer token is forged, then the viewer is a visitor and sees no review text", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    const res = await request(kit.app)
      .get(`/v1/services/${id}/ratings`)
      .set("authorization", "Bearer forged")
      .expect(200);
    expect(res.body.texts_visible).toBe(false);
    expect(res.body.ratings[0].good_point).toBeNull();
  });

  it("When pages of 20 are walked, then they cover every published rating once", async () => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    await kit.db
      .insertInto("ratings")
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          service_id: id,
          user_id: 1000 + i,
          price_appropriateness: 4,
          introduction_effect: 4,
          ease_of_use: 4,
          support_system: 4,
          ease_of_introduction: 4,
          good_point: "追加のテスト評価です。",
          improvement_point: "特にありません。",
          role: 1,
          usage_status: 1,
          facility_corporate_type: 1,
          bed_count: 1,
          department: 1,
          status: "published" as const,
          created_at: new Date("2025-01-01T00:00:00Z"),
        })),
      )
      .execute();
    const first = await request(kit.app).get(`/v1/services/${id}/ratings?sort=rating&page_number=1`).expect(200);
    const total = first.body.total_count;
    expect(total).toBe((await expectedInfo(id)).rating_count);
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 20); page += 1) {
      const res = await request(kit.app).get(`/v1/services/${id}/ratings?sort=rating&page_number=${page}`).expect(200);
      ids.push(...res.body.ratings.map((r: { rating_id: number }) => r.rating_id));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it.each(["sort=best", "page_size=7", "page_number=0"])("When the query is %s, then 400 with 0109004", async (q) => {
    const id = await serviceIdByName("ミライカルテ クラウド");
    await getError(kit.app, `/v1/services/${id}/ratings?${q}`, 400, "0109004");
  });

  it("When the service does not exist, then 404 with 0109005", async () => {
    await getError(kit.app, "/v1/services/999999/ratings", 404, "0109005");
  });
});

describe("publication", () => {
  it("When a rating is written today, then it stays out of the lists and counts until the next Tokyo day", async () => {
    const id = await serviceIdByName("さくらレセプト");
    const before = (await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200)).body;
    const createdAt = new Date("2026-11-20T15:30:00Z"); // 2026-11-21 00:30 in Tokyo
    await kit.db
      .insertInto("ratings")
      .values({
        service_id: id,
        user_id: 42,
        price_appropriateness: 1,
        introduction_effect: 1,
        ease_of_use: 1,
        support_system: 1,
        ease_of_introduction: 1,
        good_point: "本日投稿の評価です。",
        improvement_point: "翌日以降に反映されます。",
        role: 1,
        usage_status: 1,
        facility_corporate_type: 1,
        bed_count: 1,
        department: 1,
        created_at: createdAt,
      })
      .execute();
    const service = createRatingsService(createRatingsRepository(kit.db));
    expect(await service.publishDue(new Date("2026-11-21T14:59:00Z"))).toBe(0); // still the 21st in Tokyo
    expect((await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200)).body).toEqual(before);
    expect(await service.publishDue(new Date("2026-11-21T15:00:00Z"))).toBe(1); // the 22nd in Tokyo
    const after = (await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200)).body;
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.distribution[1].count).toBe(before.distribution[1].count + 1);
    expect(after).toMatchObject(await expectedInfo(id));
  });

  it("When a published rating is deleted, then the summary drops it too", async () => {
    const id = await serviceIdByName("さくらレセプト");
    const before = (await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200)).body;
    await kit.db.deleteFrom("ratings").where("service_id", "=", id).where("user_id", "=", 42).execute();
    const after = (await request(kit.app).get(`/v1/services/${id}/rating-info`).expect(200)).body;
    expect(after.rating_count).toBe(before.rating_count - 1);
    expect(after).toMatchObject(await expectedInfo(id));
  });

  it("When the summaries are rebuilt from scratch, then they equal the trigger-kept ones", async () => {
    const before = await kit.db.selectFrom("service_rating_summaries").selectAll().orderBy("service_id").execute();
    await sql`select refresh_service_rating_summaries()`.execute(kit.db);
    const after = await kit.db.selectFrom("service_rating_summaries").selectAll().orderBy("service_id").execute();
    expect(after).toEqual(before);
  });
});

describe("GET /v1/services/review-list and /v1/services/ratings", () => {
  it("When sorted by reviews, then rating counts never rise down the page and each has its summary", async () => {
    const res = await request(kit.app).get("/v1/services/review-list?sort=reviews").expect(200);
    const counts = res.body.services.map((s: { rating_info: { rating_count: number } }) => s.rating_info.rating_count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts.every((c: number) => c > 0)).toBe(true);
    expect(res.body.services).toHaveLength(20);
  });

  it("When sorted by rating, then overall averages never rise down the page", async () => {
    const res = await request(kit.app).get("/v1/services/review-list?sort=rating&page_size=50").expect(200);
    const avgs = res.body.services.map(
      (s: { rating_info: { overall_average: number } }) => s.rating_info.overall_average,
    );
    expect(avgs).toEqual([...avgs].sort((x, y) => y - x));
  });

  it("When the recent ratings are asked, then they come newest first with their service names and no text", async () => {
    const res = await request(kit.app).get("/v1/services/ratings").expect(200);
    expect(res.body.ratings).toHaveLength(20);
    const published = await kit.db
      .selectFrom("ratings")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    expect(res.body.total_count).toBe(published.n);
    expect(res.body.ratings[0]).toMatchObject({ service_name: expect.any(String), good_point: null });
    const dates = res.body.ratings.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
