// 「参考になった」 votes and the similar-facility figures through /v1 (ADR 167): one vote per member and
// review under concurrency, never on one's own review, never by provider or operator accounts, only on
// published reviews; the filtered list and its figures equal what the rating rows give.

import { SIMILAR_FACILITY_MIN_COUNT } from "@iryo/domain/similar-facility";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_OPERATORS } from "../../seed/operators.seed.js";
import { startMemberKit } from "../../test/member-features.test-kit.js";
import { totpCode } from "../../test/operator.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);
type Auth = { Authorization: string };

const [DEMO_ADMIN] = DEMO_OPERATORS;

let serviceId = 0;
let provider: Auth;
let operator: Auth;

async function signIn(email: string): Promise<Auth> {
  const res = await request(kit.app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

/** A rating of the test service, written directly (posting publishes only the next day). */
async function rating(
  userId: number | null,
  over: { status?: "pending" | "published"; facility?: number; bed?: number; score?: number } = {},
): Promise<number> {
  const score = over.score ?? 4;
  const row = await kit.database.db
    .insertInto("ratings")
    .values({
      service_id: serviceId,
      user_id: userId,
      price_appropriateness: score,
      introduction_effect: score,
      ease_of_use: score,
      support_system: score,
      ease_of_introduction: score,
      good_point: "操作が分かりやすいです。",
      improvement_point: "帳票の種類を増やしてほしいです。",
      role: 4,
      usage_status: 1,
      facility_corporate_type: over.facility ?? 1,
      bed_count: over.bed ?? 5,
      department: 1,
      status: over.status ?? "published",
      moderation: (over.status ?? "published") === "published" ? "approved" : "waiting",
      published_at: (over.status ?? "published") === "published" ? new Date() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function votesOf(ratingId: number) {
  const [votes, row] = await Promise.all([
    kit.database.db.selectFrom("rating_helpful_votes").selectAll().where("rating_id", "=", ratingId).execute(),
    kit.database.db.selectFrom("ratings").select("helpful_count").where("id", "=", ratingId).executeTakeFirstOrThrow(),
  ]);
  return { votes, helpfulCount: row.helpful_count };
}

beforeAll(async () => {
  // A service of its own, so that its ratings are only the ones these tests write.
  const first = await kit.database.db
    .selectFrom("services")
    .select("provider_id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const service = await kit.database.db
    .insertInto("services")
    .values({ provider_id: first.provider_id, name: "参考になった試験サービス", logo_image_filepath: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  serviceId = service.id;
  const staff = await kit.database.db
    .selectFrom("provider_accounts as pa")
    .innerJoin("accounts as a", "a.id", "pa.account_id")
    .select("a.email")
    .orderBy("a.id")
    .executeTakeFirstOrThrow();
  provider = await signIn(staff.email ?? "");
  operator = await signIn(DEMO_ADMIN.email);
  await request(kit.app)
    .post("/v1/operator/session/totp")
    .set(operator)
    .send({ code: totpCode(DEMO_ADMIN.totp_secret, new Date()) })
    .expect(200);
});

describe("PUT/DELETE /v1/ratings/:id/helpful", () => {
  it("When 10 members each send 10 votes at once (100 requests), then each member counts once and the count equals the rows", async () => {
    const author = await kit.member();
    const ratingId = await rating(author.userId);
    const members = await Promise.all(Array.from({ length: 10 }, () => kit.member()));
    const answers = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 10 }, () => request(kit.app).put(`/v1/ratings/${ratingId}/helpful`).set(m.auth)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    for (const a of answers) expect(a.body).toMatchObject({ rating_id: ratingId, marked: true });
    const { votes, helpfulCount } = await votesOf(ratingId);
    expect(votes.map((v) => v.user_id).sort()).toEqual(members.map((m) => m.userId).sort());
    expect(helpfulCount).toBe(10);
  });

  it("When one member votes and takes it back 100 times at once, then the count always equals the rows, 0 or 1", async () => {
    const ratingId = await rating(null);
    const m = await kit.member();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? request(kit.app).put(`/v1/ratings/${ratingId}/helpful`).set(m.auth)
          : request(kit.app).delete(`/v1/ratings/${ratingId}/helpful`).set(m.auth),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { votes, helpfulCount } = await votesOf(ratingId);
    expect(votes.length).toBeLessThanOrEqual(1);
    expect(helpfulCount).toBe(votes.length);
    // A final, quiet vote and undo answer the state they leave.
    await request(kit.app).put(`/v1/ratings/${ratingId}/helpful`).set(m.auth).expect(200, {
      rating_id: ratingId,
      helpful_count: 1,
      marked: true,
    });
    await request(kit.app).delete(`/v1/ratings/${ratingId}/helpful`).set(m.auth).expect(200, {
      rating_id: ratingId,
      helpful_count: 0,
      marked: false,
    });
  });

  it("When the author votes on their own review 100 times at once, then every call is 403 0305001 and nothing is counted", async () => {
    const author = await kit.member();
    const ratingId = await rating(author.userId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => request(kit.app).put(`/v1/ratings/${ratingId}/helpful`).set(author.auth)),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body.error_code}`))).toEqual(new Set(["403 0305001"]));
    expect(await votesOf(ratingId)).toEqual({ votes: [], helpfulCount: 0 });
  });

  it("When a provider's staff or an operator votes, then 403 0109002 and nothing is counted", async () => {
    const ratingId = await rating(null);
    for (const auth of [provider, operator]) {
      const res = await request(kit.app).put(`/v1/ratings/${ratingId}/helpful`).set(auth).expect(403);
      expect(res.body.error_code).toBe("0109002");
      const undo = await request(kit.app).delete(`/v1/ratings/${ratingId}/helpful`).set(auth).expect(403);
      expect(undo.body.error_code).toBe("0109002");
    }
    await request(kit.app).put(`/v1/ratings/${ratingId}/helpful`).expect(401);
    expect(await votesOf(ratingId)).toEqual({ votes: [], helpfulCount: 0 });
  });

  it("When the review is not published or does not exist, then 404 0109005", async () => {
    const m = await kit.member();
    const pending = await rating(null, { status: "pending" });
    const res = await request(kit.app).put(`/v1/ratings/${pending}/helpful`).set(m.auth).expect(404);
    expect(res.body.error_code).toBe("0109005");
    await request(kit.app).put("/v1/ratings/999999999/helpful").set(m.auth).expect(404);
    expect(await votesOf(pending)).toEqual({ votes: [], helpfulCount: 0 });
  });

  it("When a member lists the reviews, then their own vote and own review are marked; a visitor sees neither", async () => {
    const author = await kit.member();
    const voted = await rating(null);
    const own = await rating(author.userId);
    await request(kit.app).put(`/v1/ratings/${voted}/helpful`).set(author.auth).expect(200);
    const list = await request(kit.app)
      .get(`/v1/services/${serviceId}/ratings?page_size=100`)
      .set(author.auth)
      .expect(200);
    type Row = { rating_id: number; viewer_marked_helpful: boolean; viewer_is_author: boolean };
    const byId = new Map((list.body.ratings as Row[]).map((r) => [r.rating_id, r]));
    expect(byId.get(voted)).toMatchObject({ viewer_marked_helpful: true, viewer_is_author: false });
    expect(byId.get(own)).toMatchObject({ viewer_marked_helpful: false, viewer_is_author: true });
    const visitor = await request(kit.app).get(`/v1/services/${serviceId}/ratings?page_size=100`).expect(200);
    for (const r of visitor.body.ratings as Row[]) {
      expect(r).toMatchObject({ viewer_marked_helpful: false, viewer_is_author: false });
    }
  });
});

describe("similar-facility figures", () => {
  it("When the list is filtered, then it holds only matching published ratings and the figure is their mean with its count", async () => {
    // Clinics (facility type 2) with 1〜19床: two ratings only, then a third.
    const clinic = { facility: 2, bed: 2 };
    await rating(null, { ...clinic, score: 5 });
    await rating(null, { ...clinic, score: 3 });
    await rating(null, { ...clinic, status: "pending", score: 1 });
    const q = `/v1/services/${serviceId}/ratings?facility_type=2&bed_count=2&page_size=100`;
    const two = await request(kit.app).get(q).expect(200);
    expect(two.body.total_count).toBe(2);
    expect(two.body.figure).toEqual({ rating_count: 2, scored_count: 2, average: null, shown: false });
    await rating(null, { ...clinic, score: 5 });
    const three = await request(kit.app).get(q).expect(200);
    expect(three.body.ratings).toHaveLength(SIMILAR_FACILITY_MIN_COUNT);
    expect(three.body.figure).toEqual({ rating_count: 3, scored_count: 3, average: 4.3, shown: true });
    for (const r of three.body.ratings) expect(r).toMatchObject({ facility_corporate_type: 2, bed_count: 2 });
  });

  it("When the groups are asked for, then each group's count and average equal the published rating rows", async () => {
    const res = await request(kit.app).get(`/v1/services/${serviceId}/ratings/similar-facilities`).expect(200);
    const rows = await kit.database.db
      .selectFrom("ratings")
      .select(["facility_corporate_type", "overall_score"])
      .where("service_id", "=", serviceId)
      .where("status", "=", "published")
      .execute();
    const facility = (
      res.body.dimensions as {
        dimension: string;
        groups: { code: number; rating_count: number; average: number | null }[];
      }[]
    ).find((d) => d.dimension === "facility_type");
    for (const g of facility?.groups ?? []) {
      const scores = rows.filter((r) => r.facility_corporate_type === g.code).map((r) => Number(r.overall_score));
      expect(g.rating_count).toBe(scores.length);
      expect(g.average).toBe(
        scores.length < SIMILAR_FACILITY_MIN_COUNT
          ? null
          : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10,
      );
    }
    expect(facility?.groups.reduce((n, g) => n + g.rating_count, 0)).toBe(rows.length);
  });

  it("When a filter names an unknown code, then 400 0109004", async () => {
    const res = await request(kit.app).get(`/v1/services/${serviceId}/ratings?facility_type=42`).expect(400);
    expect(res.body.error_code).toBe("0109004");
  });
});
