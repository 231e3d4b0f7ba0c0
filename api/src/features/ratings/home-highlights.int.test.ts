import { HOME_HIGHLIGHTS_SIZE, REVIEW_EXCERPT_LENGTH } from "@iryo/domain/constants";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD, DEMO_PRE_MEMBER_EMAIL } from "../../seed/members.seed.js";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startSeededApp);
let memberToken: string;
beforeAll(async () => {
  memberToken = await tokenOf(DEMO_MEMBER_EMAIL);
});

async function tokenOf(email: string): Promise<string> {
  const res = await request(kit.app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return res.body.id_token;
}

interface Highlight {
  service_id: number;
  service_name: string;
  provider_name: string;
  logo_image_filepath: string | null;
  rating_info: { rating_count: number; overall_average: number | null; overall_count: number; criteria: unknown[] };
  review_excerpt: string | null;
}

const highlights = (token?: string) => {
  const req = request(kit.app).get("/v1/services/home-highlights");
  return (token ? req.set("authorization", `Bearer ${token}`) : req).expect(200);
};

/** A published rating of `serviceId` created at `createdAt` with the given texts. */
async function addRating(
  serviceId: number,
  createdAt: Date,
  good: string,
  improvement: string,
  status: "pending" | "published" = "published",
) {
  const row = await kit.db
    .insertInto("ratings")
    .values({
      service_id: serviceId,
      user_id: null,
      price_appropriateness: 5,
      introduction_effect: 5,
      ease_of_use: 5,
      support_system: 5,
      ease_of_introduction: 5,
      good_point: good,
      improvement_point: improvement,
      role: 1,
      usage_status: 1,
      facility_corporate_type: 1,
      bed_count: 1,
      department: 1,
      status,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("GET /v1/services/home-highlights", () => {
  it("When a visitor asks, then both lists are the first services of the review list's two sorts, without excerpts", async () => {
    const res = await highlights();
    const [rated, reviewed] = await Promise.all([
      request(kit.app).get("/v1/services/review-list?sort=rating").expect(200),
      request(kit.app).get("/v1/services/review-list?sort=reviews").expect(200),
    ]);
    const ids = (list: { service_id: number }[]) => list.map((s) => s.service_id);
    expect(res.body.top_rated).toHaveLength(HOME_HIGHLIGHTS_SIZE);
    expect(res.body.most_reviewed).toHaveLength(HOME_HIGHLIGHTS_SIZE);
    expect(ids(res.body.top_rated)).toEqual(ids(rated.body.services).slice(0, HOME_HIGHLIGHTS_SIZE));
    expect(ids(res.body.most_reviewed)).toEqual(ids(reviewed.body.services).slice(0, HOME_HIGHLIGHTS_SIZE));
    // The same service-in-a-list fields and summary as the review list, plus the excerpt.
    const { review_excerpt, ...first } = res.body.top_rated[0];
    expect(first).toEqual(rated.body.services[0]);
    expect(review_excerpt).toBeNull();
    expect(res.body.excerpts_visible).toBe(false);
    for (const s of [...res.body.top_rated, ...res.body.most_reviewed] as Highlight[]) {
      expect(s.review_excerpt).toBeNull();
      expect(s.rating_info.rating_count).toBeGreaterThan(0);
      expect(s.logo_image_filepath).toMatch(/^\/media\/logos\//);
    }
  });

  it("When the Bearer is forged or belongs to a pre-member, then the answer is a visitor's", async () => {
    const forged = await highlights("forged");
    expect(forged.body.excerpts_visible).toBe(false);
    const pre = await highlights(await tokenOf(DEMO_PRE_MEMBER_EMAIL));
    expect(pre.body.excerpts_visible).toBe(false);
    expect([...pre.body.top_rated, ...pre.body.most_reviewed].every((s: Highlight) => s.review_excerpt === null)).toBe(
      true,
    );
  });

  it("When a member asks, then each service carries the text of its newest published review, cut short", async () => {
    const res = await highlights(memberToken);
    expect(res.body.excerpts_visible).toBe(true);
    const all: Highlight[] = [...res.body.top_rated, ...res.body.most_reviewed];
    for (const s of all) {
      const newest = await kit.db
        .selectFrom("ratings")
        .select(["good_point", "improvement_point"])
        .where("service_id", "=", s.service_id)
        .where("status", "=", "published")
        .where((eb) => eb.or([eb("good_point", "<>", ""), eb("improvement_point", "<>", "")]))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .executeTakeFirst();
      if (!newest) {
        expect(s.review_excerpt).toBeNull();
        continue;
      }
      const text = (newest.good_point.trim() ? newest.good_point : newest.improvement_point)
        .replace(/\s+/g, " ")
        .trim();
      const excerpt = s.review_excerpt ?? "";
      expect([...excerpt].length).toBeLessThanOrEqual(REVIEW_EXCERPT_LENGTH);
      if (excerpt.endsWith("…")) expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
      else expect(excerpt).toBe(text);
    }
    expect(all.some((s) => s.review_excerpt)).toBe(true);
  });

  it("When the newest review's good point is blank, then its improvement point is the excerpt; pending and textless ratings are passed over", async () => {
    const first: Highlight = (await highlights()).body.top_rated[0];
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const added = [
      await addRating(first.service_id, later(1), "   ", "サポートの受付時間がもう少し長いと助かります。"),
      // Newer, but without any text: not an excerpt.
      await addRating(first.service_id, later(2), "", " "),
      // Newer still, but not published yet.
      await addRating(first.service_id, later(3), "公開前のレビューです。", "", "pending"),
    ];
    try {
      const res = await highlights(memberToken);
      const same = [...res.body.top_rated, ...res.body.most_reviewed].find(
        (s: Highlight) => s.service_id === first.service_id,
      );
      expect(same?.review_excerpt).toBe("サポートの受付時間がもう少し長いと助かります。");
    } finally {
      await kit.db.deleteFrom("ratings").where("id", "in", added).execute();
    }
  });

  it("When the newest review is long, then the excerpt ends with … after at most 60 characters", async () => {
    const first: Highlight = (await highlights()).body.most_reviewed[0];
    const long = `${"操作画面が分かりやすく、".repeat(10)}\n\n導入後すぐに使えました。`;
    const id = await addRating(first.service_id, new Date(Date.now() + 60_000), long, "");
    try {
      const res = await highlights(memberToken);
      const same = res.body.most_reviewed.find((s: Highlight) => s.service_id === first.service_id);
      expect(same.review_excerpt).toBe(`${long.slice(0, REVIEW_EXCERPT_LENGTH - 1)}…`);
    } finally {
      await kit.db.deleteFrom("ratings").where("id", "=", id).execute();
    }
  });
});

describe("the review list's rated sorts", () => {
  it("When every page is walked in either sort, then each rated service comes once, in the summary's order", async () => {
    const summaries = await kit.db
      .selectFrom("service_rating_summaries")
      .select(["service_id", "rating_count", "overall_average"])
      .where("rating_count", ">", 0)
      .execute();
    const avg = (s: { overall_average: string | null }) =>
      s.overall_average === null ? -1 : Number(s.overall_average);
    const byRating = [...summaries].sort(
      (a, b) => avg(b) - avg(a) || b.rating_count - a.rating_count || b.service_id - a.service_id,
    );
    const byReviews = [...summaries].sort(
      (a, b) => b.rating_count - a.rating_count || avg(b) - avg(a) || b.service_id - a.service_id,
    );
    for (const [sort, expected] of [
      ["rating", byRating],
      ["reviews", byReviews],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(summaries.length / 20); page++) {
        const res = await request(kit.app).get(`/v1/services/review-list?sort=${sort}&page_number=${page}`).expect(200);
        expect(res.body.total_count).toBe(summaries.length);
        seen.push(...res.body.services.map((s: { service_id: number }) => s.service_id));
      }
      expect(seen).toEqual(expected.map((s) => s.service_id));
    }
  });
});
