// 「参考になった」 through GraphQL (ADR 167): the vote limits under 100 parallel mutations, the refusals with
// their codes, the viewer's state on the list, and the similar-facility figures and filter.

import { hashPassword } from "@iryo/api/lib/auth/password";
import { DEMO_OPERATORS } from "@iryo/api/seed/operators.seed";
import { insertMemberRows } from "@iryo/api/test/member-rows";
import { totpCode } from "@iryo/api/test/operator.test-kit";
import { SIMILAR_FACILITY_MIN_COUNT } from "@iryo/domain/similar-facility";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const SCRYPT_N = 1024;
const PASSWORD = "Passw0rd!";
// Many mutations of one address and account in a few seconds: the per-address and per-account
// GraphQL limits have their own tests.
const { stack, gql } = useTestStack(
  { GRAPHQL_RATE_LIMIT_POINTS: 100_000, GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: 100_000 },
  { auth: { scryptN: SCRYPT_N } },
);

let passwordHash = "";
let seq = 0;
let serviceId = 0;

const MARK = "mutation ($id: ID!) { markRatingHelpful(ratingId: $id) { id helpfulCount marked } }";
const UNMARK = "mutation ($id: ID!) { unmarkRatingHelpful(ratingId: $id) { id helpfulCount marked } }";

async function member(): Promise<{ userId: number; auth: Record<string, string> }> {
  const email = `bff-helpful-${process.pid}-${++seq}@example.jp`;
  const { userId } = await insertMemberRows(stack().db, { email, passwordHash, member: { first_name: `花子${seq}` } });
  return { userId, auth: bearerHeader(await apiIdToken(stack().apiUrl, email, PASSWORD)) };
}

async function rating(
  userId: number | null,
  { facility = 1, bed = 5, score = 4 }: { facility?: number; bed?: number; score?: number } = {},
): Promise<string> {
  const row = await stack()
    .db.insertInto("ratings")
    .values({
      service_id: serviceId,
      user_id: userId,
      price_appropriateness: score,
      introduction_effect: score,
      ease_of_use: score,
      support_system: score,
      ease_of_introduction: score,
      good_point: "入力が速くなりました。",
      improvement_point: "検索をもう少し速くしてほしいです。",
      role: 4,
      usage_status: 1,
      facility_corporate_type: facility,
      bed_count: bed,
      department: 1,
      status: "published",
      moderation: "approved",
      published_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

async function counted(ratingId: string) {
  const db = stack().db;
  const votes = await db
    .selectFrom("rating_helpful_votes")
    .select("user_id")
    .where("rating_id", "=", Number(ratingId))
    .execute();
  const row = await db
    .selectFrom("ratings")
    .select("helpful_count")
    .where("id", "=", Number(ratingId))
    .executeTakeFirstOrThrow();
  return { voters: votes.map((v) => v.user_id).sort((a, b) => a - b), helpfulCount: row.helpful_count };
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, SCRYPT_N);
  const first = await stack().db.selectFrom("services").select("provider_id").orderBy("id").executeTakeFirstOrThrow();
  const service = await stack()
    .db.insertInto("services")
    .values({ provider_id: first.provider_id, name: "BFF参考になった試験", logo_image_filepath: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  serviceId = service.id;
});

describe("markRatingHelpful / unmarkRatingHelpful", () => {
  it("When 10 members send 10 marks each at once (100 mutations), then each counts once and the count equals the voters", async () => {
    const author = await member();
    const id = await rating(author.userId);
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const answers = await Promise.all(
      members.flatMap((m) => Array.from({ length: 10 }, () => gql(MARK, { id }, m.auth))),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.errors).toBeUndefined();
      expect(a.body.data.markRatingHelpful).toMatchObject({ id, marked: true });
    }
    expect(await counted(id)).toEqual({
      voters: members.map((m) => m.userId).sort((a, b) => a - b),
      helpfulCount: 10,
    });
  });

  it("When the author marks their own review 100 times at once, then every answer is FORBIDDEN 0305001 and nothing counts", async () => {
    const author = await member();
    const id = await rating(author.userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => gql(MARK, { id }, author.auth)));
    for (const a of answers)
      expect(a.body.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0305001" });
    expect(await counted(id)).toEqual({ voters: [], helpfulCount: 0 });
  });

  it("When a provider's staff or an operator marks, then FORBIDDEN 0109002; a visitor is asked to sign in", async () => {
    const id = await rating(null);
    const staff = await stack()
      .db.selectFrom("provider_accounts as pa")
      .innerJoin("accounts as a", "a.id", "pa.account_id")
      .select("a.email")
      .orderBy("a.id")
      .executeTakeFirstOrThrow();
    const provider = bearerHeader(await apiIdToken(stack().apiUrl, staff.email ?? ""));
    const [admin] = DEMO_OPERATORS;
    if (!admin) throw new Error("no demo operator");
    const operator = bearerHeader(await apiIdToken(stack().apiUrl, admin.email));
    await gql(
      "mutation($c: String!) { verifyOperatorTotp(code: $c) { role } }",
      { c: totpCode(admin.totp_secret, new Date()) },
      operator,
    ).expect(200);
    for (const auth of [provider, operator]) {
      for (const query of [MARK, UNMARK]) {
        const res = await gql(query, { id }, auth).expect(200);
        expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
      }
    }
    const visitor = await gql(MARK, { id }).expect(200);
    expect(visitor.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect(await counted(id)).toEqual({ voters: [], helpfulCount: 0 });
  });

  it("When a member marks, lists and unmarks, then the list shows helpfulByViewer and the count; unmark twice is harmless", async () => {
    const m = await member();
    const id = await rating(null);
    const own = await rating(m.userId);
    await gql(MARK, { id }, m.auth).expect(200);
    const list = await gql(
      "query ($s: ID!) { serviceRatings(serviceId: $s, pageSize: 100) { items { id helpfulCount helpfulByViewer byViewer } } }",
      { s: String(serviceId) },
      m.auth,
    ).expect(200);
    const items = new Map(list.body.data.serviceRatings.items.map((r: { id: string }) => [r.id, r] as const));
    expect(items.get(id)).toEqual({ id, helpfulCount: 1, helpfulByViewer: true, byViewer: false });
    expect(items.get(own)).toMatchObject({ helpfulByViewer: false, byViewer: true });
    const first = await gql(UNMARK, { id }, m.auth).expect(200);
    const second = await gql(UNMARK, { id }, m.auth).expect(200);
    expect(first.body.data.unmarkRatingHelpful).toEqual({ id, helpfulCount: 0, marked: false });
    expect(second.body.data.unmarkRatingHelpful).toEqual({ id, helpfulCount: 0, marked: false });
  });
});

describe("similar-facility figures through GraphQL", () => {
  it("When filtered by facility type, then only matching reviews come with the figure behind them; groups under 3 are hidden", async () => {
    // Dental clinics (3) with no bed: two ratings, so hidden; then a third.
    await rating(null, { facility: 3, bed: 1, score: 5 });
    await rating(null, { facility: 3, bed: 1, score: 4 });
    const query =
      "query ($s: ID!) { serviceRatings(serviceId: $s, facilityType: 3, pageSize: 100) { totalCount figure { ratingCount scoredCount average shown } items { facilityTypeLabel } } similarFacilityRatings(serviceId: $s) { minCount dimensions { dimension groups { code ratingCount average shown } } } }";
    const two = await gql(query, { s: String(serviceId) }).expect(200);
    expect(two.body.data.serviceRatings.figure).toEqual({
      ratingCount: 2,
      scoredCount: 2,
      average: null,
      shown: false,
    });
    const group = (body: typeof two.body) =>
      body.data.similarFacilityRatings.dimensions
        .find((d: { dimension: string }) => d.dimension === "facility_type")
        .groups.find((g: { code: number }) => g.code === 3);
    expect(group(two.body)).toEqual({ code: 3, ratingCount: 2, average: null, shown: false });
    await rating(null, { facility: 3, bed: 1, score: 3 });
    const three = await gql(query, { s: String(serviceId) }).expect(200);
    expect(three.body.data.similarFacilityRatings.minCount).toBe(SIMILAR_FACILITY_MIN_COUNT);
    expect(three.body.data.serviceRatings.figure).toEqual({ ratingCount: 3, scoredCount: 3, average: 4, shown: true });
    expect(three.body.data.serviceRatings.items.map((r: { facilityTypeLabel: string }) => r.facilityTypeLabel)).toEqual(
      Array(3).fill("歯科診療所"),
    );
    expect(group(three.body)).toEqual({ code: 3, ratingCount: 3, average: 4, shown: true });
  });
});
