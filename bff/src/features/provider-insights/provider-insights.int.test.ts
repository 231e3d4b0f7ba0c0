// The provider console's analytics, leads and review replies through GraphQL: staff of organisation X
// see and answer only X's; Y's staff get NOT_FOUND (0109005) and nothing changes. The page-view beacon
// counts once per session key and day.

import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

/** X's first service and a published rating of it (written directly: posting publishes the next day). */
async function serviceAndRatingOfX(): Promise<{ serviceId: number; ratingId: number }> {
  const db = stack().db;
  const service = await db
    .selectFrom("services as s")
    .innerJoin("provider_accounts as pa", "pa.provider_id", "s.provider_id")
    .innerJoin("accounts as a", "a.id", "pa.account_id")
    .select("s.id")
    .where("a.email", "=", DEMO_PROVIDER_EMAIL)
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  const template = await db.selectFrom("ratings").selectAll().orderBy("id").executeTakeFirstOrThrow();
  const rating = await db
    .insertInto("ratings")
    .values({
      service_id: service.id,
      user_id: null,
      price_appropriateness: 3,
      introduction_effect: 3,
      ease_of_use: 3,
      support_system: 3,
      ease_of_introduction: 3,
      good_point: "良い点です。",
      improvement_point: "改善点です。",
      role: template.role,
      usage_status: template.usage_status,
      facility_corporate_type: template.facility_corporate_type,
      bed_count: template.bed_count,
      department: template.department,
      status: "published",
      published_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { serviceId: service.id, ratingId: rating.id };
}

const ANALYTICS =
  "query($s: ID) { providerAnalytics(serviceId: $s, weeks: 4) { serviceId services { id } weeks { isoWeek pageViews } } }";
const LEADS =
  "query($k: String!) { providerLeads(kind: $k, pageSize: 100) { totalCount items { id serviceId details { key } } } }";
const REVIEWS =
  "query($s: ID) { providerReviews(serviceId: $s, pageSize: 100) { items { id reply { id body version } } } }";
const REPLY = "mutation($r: ID!, $b: String!) { postReviewReply(ratingId: $r, body: $b) { id body version } }";
const EDIT =
  "mutation($r: ID!, $b: String!, $v: Int!) { updateReviewReply(ratingId: $r, body: $b, version: $v) { body version history { version body } } }";
const PUBLIC =
  "query($id: ID!) { serviceRatings(serviceId: $id, pageSize: 100) { items { id officialReply { providerName body edited } } } }";

describe("provider insights through GraphQL", () => {
  it("When the beacon is sent twice with one session key, then it counts once and X sees the view", async () => {
    const { serviceId } = await serviceAndRatingOfX();
    const beacon =
      'mutation($s: ID!) { recordServiceEvent(serviceId: $s, kind: "page_view", visitorKey: "bff-test-session-key-1") }';
    expect((await gql(beacon, { s: String(serviceId) }).expect(200)).body.data.recordServiceEvent).toBe(true);
    expect((await gql(beacon, { s: String(serviceId) }).expect(200)).body.data.recordServiceEvent).toBe(false);
    const res = await gql(ANALYTICS, { s: String(serviceId) }, await as(DEMO_PROVIDER_EMAIL)).expect(200);
    const weeks = res.body.data.providerAnalytics.weeks as { pageViews: number }[];
    expect(weeks.at(-1)?.pageViews).toBe(1);
  });

  it("When Y asks for X's analytics, leads or reviews, then NOT_FOUND or only Y's own", async () => {
    const { serviceId } = await serviceAndRatingOfX();
    const adminX = await as(DEMO_PROVIDER_EMAIL);
    const adminY = await as(demoProviderEmail(1));
    const analytics = await gql(ANALYTICS, { s: String(serviceId) }, adminY).expect(200);
    expect(analytics.body.errors[0].extensions.errorCode).toBe("0109005");
    const reviews = await gql(REVIEWS, { s: String(serviceId) }, adminY).expect(200);
    expect(reviews.body.errors[0].extensions.errorCode).toBe("0109005");

    const leadsX = (await gql(LEADS, { k: "negotiation" }, adminX).expect(200)).body.data.providerLeads;
    const leadsY = (await gql(LEADS, { k: "negotiation" }, adminY).expect(200)).body.data.providerLeads;
    expect(leadsX.totalCount).toBeGreaterThan(0);
    const idsX = new Set(leadsX.items.map((l: { id: string }) => l.id));
    expect(leadsY.items.filter((l: { id: string }) => idsX.has(l.id))).toEqual([]);
    for (const lead of leadsX.items)
      expect(lead.details.map((d: { key: string }) => d.key)).toEqual(["name", "hospital_name"]);
  });

  it("When X replies and edits, then the visitor sees the latest as edited; Y cannot reply or edit", async () => {
    const { serviceId, ratingId } = await serviceAndRatingOfX();
    const adminX = await as(DEMO_PROVIDER_EMAIL);
    const adminY = await as(demoProviderEmail(1));
    const fromY = await gql(REPLY, { r: String(ratingId), b: "他社からの返信" }, adminY).expect(200);
    expect(fromY.body.errors[0].extensions.errorCode).toBe("0109005");

    const posted = await gql(REPLY, { r: String(ratingId), b: "ご評価ありがとうございます。" }, adminX).expect(200);
    expect(posted.body.data.postReviewReply).toMatchObject({ body: "ご評価ありがとうございます。", version: 1 });
    const again = await gql(REPLY, { r: String(ratingId), b: "二度目" }, adminX).expect(200);
    expect(again.body.errors[0].extensions.errorCode).toBe("0303001");

    const editY = await gql(EDIT, { r: String(ratingId), b: "書き換え", v: 1 }, adminY).expect(200);
    expect(editY.body.errors[0].extensions.errorCode).toBe("0109005");
    const edited = await gql(EDIT, { r: String(ratingId), b: "改めてお礼申し上げます。", v: 1 }, adminX).expect(200);
    expect(edited.body.data.updateReviewReply).toMatchObject({
      body: "改めてお礼申し上げます。",
      version: 2,
      history: [{ version: 1, body: "ご評価ありがとうございます。" }],
    });

    const visitor = await gql(PUBLIC, { id: String(serviceId) }).expect(200);
    const item = visitor.body.data.serviceRatings.items.find((r: { id: string }) => r.id === String(ratingId));
    expect(item.officialReply).toMatchObject({
      providerName: "株式会社メディカルブリッジ",
      body: "改めてお礼申し上げます。",
      edited: true,
    });
  });

  it("When a member asks for leads, then it is FORBIDDEN (0109002)", async () => {
    const res = await gql(LEADS, { k: "material_download" }, await as(DEMO_MEMBER_EMAIL)).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });
});
