// The operator console through GraphQL (ADR 147–149): the TOTP step before anything else, a moderator's
// decisions, the reviewer's view of them, and the refusals the api makes surfacing with their codes.

import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { DEMO_OPERATORS } from "@iryo/api/seed/operators.seed";
import { totpCode } from "@iryo/api/test/operator.test-kit";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const [ADMIN, MODERATOR] = DEMO_OPERATORS;
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const DASHBOARD = "{ operatorDashboard { waitingCount days { date received } oldestWaiting { id serviceName } } }";

describe("the operator console", () => {
  it("When an operator signs in with the password only, then the console answers 0203001 until the TOTP step passes", async () => {
    const admin = await as(ADMIN.email);
    const before = await gql(DASHBOARD, {}, admin).expect(200);
    expect(before.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0203001" });

    const wrong = await gql("mutation($c: String!) { verifyOperatorTotp(code: $c) { role } }", { c: "000000" }, admin);
    expect(wrong.body.errors[0].extensions.errorCode).toBe("0203002");
    const verified = await gql(
      "mutation($c: String!) { verifyOperatorTotp(code: $c) { role secondFactorVerified } }",
      { c: totpCode(ADMIN.totp_secret, new Date()) },
      admin,
    ).expect(200);
    expect(verified.body.data.verifyOperatorTotp).toEqual({ role: "admin", secondFactorVerified: true });
    const after = await gql(DASHBOARD, {}, admin).expect(200);
    expect(after.body.data.operatorDashboard.days).toHaveLength(14);
  });

  it("When a member asks for the moderation queue, then it is FORBIDDEN (0109002)", async () => {
    const res = await gql("{ moderationQueue { totalCount } }", {}, await as(DEMO_MEMBER_EMAIL)).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });

  it("When a moderator rejects a member's rating with a reason, then the member's list shows 非公開 with that reason", async () => {
    const memberToken = await apiIdToken(stack().apiUrl, DEMO_MEMBER_EMAIL);
    const member = bearerHeader(memberToken);
    const service = await request(stack().apiUrl).get("/v1/services?page_size=100").expect(200);
    const mine = await gql("{ myRatings(pageSize: 100) { items { serviceId } } }", {}, member).expect(200);
    const rated = new Set(mine.body.data.myRatings.items.map((r: { serviceId: string }) => Number(r.serviceId)));
    const target = (service.body.services as { service_id: number }[]).find((s) => !rated.has(s.service_id));
    if (!target) throw new Error("no unrated service");
    const posted = await request(stack().apiUrl)
      .post(`/v1/services/${target.service_id}/ratings`)
      .set(member)
      .send({
        scores: {
          price_appropriateness: 3,
          introduction_effect: 3,
          ease_of_use: 3,
          support_system: 3,
          ease_of_introduction: 3,
        },
        good_point: "営業の方の名刺に 090-1234-5678 とありました。",
        improvement_point: "特にありません。",
        role: 1,
        usage_status: 1,
        facility_corporate_type: 1,
        bed_count: 1,
        department: 1,
        agree_review_guidelines: true,
        agree_terms: true,
      })
      .expect(201);

    const moderator = await as(MODERATOR.email);
    await gql(
      "mutation($c: String!) { verifyOperatorTotp(code: $c) { role } }",
      { c: totpCode(MODERATOR.totp_secret, new Date()) },
      moderator,
    ).expect(200);
    const queue = await gql("{ moderationQueue(pageSize: 100) { items { id flags version } } }", {}, moderator).expect(
      200,
    );
    const item = queue.body.data.moderationQueue.items.find(
      (i: { id: string }) => i.id === String(posted.body.rating_id),
    );
    expect(item.flags).toEqual(["phone_number"]);

    const rejected = await gql(
      "mutation($input: RejectRatingInput!) { rejectRating(input: $input) { id moderation rejectionReason } }",
      {
        input: {
          ratingId: item.id,
          version: item.version,
          reason: "personal_information",
          note: "電話番号を削除してください。",
        },
      },
      moderator,
    ).expect(200);
    expect(rejected.body.data.rejectRating).toMatchObject({
      moderation: "rejected",
      rejectionReason: "personal_information",
    });

    const after = await gql(
      "{ myRatings(pageSize: 100) { items { id reviewState rejectionReason rejectionNote } } }",
      {},
      member,
    ).expect(200);
    expect(after.body.data.myRatings.items.find((r: { id: string }) => r.id === item.id)).toEqual({
      id: item.id,
      reviewState: "rejected",
      rejectionReason: "personal_information",
      rejectionNote: "電話番号を削除してください。",
    });

    const log = await gql(
      'query($t: String) { auditLog(targetType: "rating", targetId: $t) { items { action reason } } }',
      { t: item.id },
      moderator,
    ).expect(200);
    expect(log.body.data.auditLog.items).toEqual([
      { action: "rating.reject", reason: "personal_information: 電話番号を削除してください。" },
    ]);
  });
});
