import { REJECTION_REASON_LABELS } from "@iryo/domain/review-moderation";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { createRatingsRepository } from "../features/ratings/ratings.repository.js";
import { createRatingsService } from "../features/ratings/ratings.service.js";
import { bearer, lastMailTo } from "./auth.test-kit.js";
import { startMemberTestKit } from "./member-test-kit.js";
import { newOperator, type TestOperator } from "./operator.test-kit.js";
import { useKit } from "./use-kit.js";

const kit = useKit(startMemberTestKit);
const DAY_MS = 24 * 3_600_000;
let services: number[];
let moderator: TestOperator;

beforeAll(async () => {
  services = await kit.serviceIds(12);
  moderator = await newOperator(kit, "moderator");
});

const at = (i: number) => services[i] as number;

const INPUT = {
  scores: {
    price_appropriateness: 5,
    introduction_effect: 5,
    ease_of_use: 5,
    support_system: 5,
    ease_of_introduction: 5,
  },
  good_point: "画面が見やすく、導入初日から使えました。",
  improvement_point: "帳票の出力形式を増やしてほしいです。",
  role: 1,
  usage_status: 1,
  facility_corporate_type: 1,
  bed_count: 1,
  department: 1,
  agree_review_guidelines: true,
  agree_terms: true,
};

async function postRating(label: string, serviceId: number, input: object = INPUT) {
  const member = await kit.member(label);
  const res = await request(kit.app).post(`/v1/services/${serviceId}/ratings`).set(bearer(member)).send(input);
  expect(res.status).toBe(201);
  return { member, rating: res.body as { rating_id: number; version: number; review_state: string } };
}

const ratingCount = async (serviceId: number) =>
  (await request(kit.app).get(`/v1/services/${serviceId}/rating-info`).expect(200)).body.rating_count as number;

const auditRowsOf = async (ratingId: number) =>
  kit.database.db
    .selectFrom("operator_audit_log")
    .selectAll()
    .where("target_type", "=", "rating")
    .where("target_id", "=", String(ratingId))
    .execute();

const publisher = () => createRatingsService(createRatingsRepository(kit.database.db));

describe("a rating waits for a moderator, then for the next day (product §4.4, ADR 148)", () => {
  it("When a member posts, then it is 審査中 and even the next day it does not count until approved", async () => {
    const before = await ratingCount(at(0));
    const { rating } = await postRating("queued", at(0));
    expect(rating.review_state).toBe("waiting");
    expect(await publisher().publishDue(new Date(kit.now().getTime() + 2 * DAY_MS))).toBe(0);
    expect(await ratingCount(at(0))).toBe(before);
    const queue = await request(kit.app)
      .get("/v1/operator/ratings/queue?page_size=100")
      .set(bearer(moderator))
      .expect(200);
    expect(queue.body.ratings.map((r: { rating_id: number }) => r.rating_id)).toContain(rating.rating_id);
  });

  it("When a moderator approves, then one audit row is written, it is 公開予定 today and counts only from the next Tokyo day", async () => {
    const before = await ratingCount(at(1));
    const { member, rating } = await postRating("approved", at(1));
    const approved = await request(kit.app)
      .post(`/v1/operator/ratings/${rating.rating_id}/approve`)
      .set(bearer(moderator))
      .send({ version: rating.version })
      .expect(200);
    expect(approved.body.moderation).toBe("approved");
    const rows = await auditRowsOf(rating.rating_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "rating.approve", operator_account_id: moderator.accountId });
    expect(lastMailTo(kit, await emailOf(member.userId)).subject).toContain("掲載が決まりました");

    const mine = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(member)).expect(200);
    expect(mine.body.ratings[0]).toMatchObject({ review_state: "scheduled", status: "pending" });
    // The same Tokyo day: nothing yet.
    await publisher().publishDue(kit.now());
    expect(await ratingCount(at(1))).toBe(before);
    // The next Tokyo day: published and counted.
    await publisher().publishDue(new Date(kit.now().getTime() + DAY_MS));
    expect(await ratingCount(at(1))).toBe(before + 1);
    const after = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(member)).expect(200);
    expect(after.body.ratings[0]).toMatchObject({ review_state: "published", status: "published" });
  });

  it("When a moderator rejects with a reason, then the member sees 非公開 with the reason, gets a mail, and one audit row is written", async () => {
    const { member, rating } = await postRating("rejected", at(2));
    await request(kit.app)
      .post(`/v1/operator/ratings/${rating.rating_id}/reject`)
      .set(bearer(moderator))
      .send({ version: rating.version, reason: "personal_information", note: "患者さんのお名前が含まれています。" })
      .expect(200);
    const mine = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(member)).expect(200);
    expect(mine.body.ratings[0]).toMatchObject({
      review_state: "rejected",
      rejection_reason: "personal_information",
      rejection_note: "患者さんのお名前が含まれています。",
    });
    const mail = lastMailTo(kit, await emailOf(member.userId));
    expect(mail.text).toContain(REJECTION_REASON_LABELS.personal_information);
    const rows = await auditRowsOf(rating.rating_id);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ["rating.reject", "personal_information: 患者さんのお名前が含まれています。"],
    ]);
    // Deciding twice is refused and writes nothing.
    const again = await request(kit.app)
      .post(`/v1/operator/ratings/${rating.rating_id}/approve`)
      .set(bearer(moderator))
      .send({ version: rating.version });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("0203003");
    expect(await auditRowsOf(rating.rating_id)).toHaveLength(1);
  });

  it("When an editor approves, then 403 0109002 and no audit row is written", async () => {
    const editor = await newOperator(kit, "editor");
    const { rating } = await postRating("editor-refused", at(3));
    const res = await request(kit.app)
      .post(`/v1/operator/ratings/${rating.rating_id}/approve`)
      .set(bearer(editor))
      .send({ version: rating.version });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("0109002");
    expect(await auditRowsOf(rating.rating_id)).toHaveLength(0);
  });
});

async function emailOf(userId: number): Promise<string> {
  const row = await kit.database.db
    .selectFrom("members as m")
    .innerJoin("accounts as a", "a.id", "m.account_id")
    .select("a.email")
    .where("m.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.email ?? "";
}

describe("flags computed when a rating enters the queue", () => {
  it("When the texts hold a patient's name, an ID, a phone number and an address, then each is flagged", async () => {
    const { rating } = await postRating("flags", at(4), {
      ...INPUT,
      good_point: "患者 山田太郎の記録（ID 12345678）がすぐ見られます。",
      improvement_point: "問い合わせは 03-1234-5678 か vendor@example.com まで。",
    });
    const detail = await request(kit.app)
      .get(`/v1/operator/ratings/${rating.rating_id}`)
      .set(bearer(moderator))
      .expect(200);
    expect(detail.body.flags).toEqual(["person_name", "id_number", "phone_number", "email_address"]);
  });

  it("When the member's hospital name is the provider's name, then the rating is flagged as possibly affiliated", async () => {
    const member = await kit.member("affiliated");
    const provider = await kit.database.db
      .selectFrom("services as s")
      .innerJoin("providers as p", "p.id", "s.provider_id")
      .select("p.name")
      .where("s.id", "=", at(5))
      .executeTakeFirstOrThrow();
    await kit.database.db
      .updateTable("members")
      .set({ hospital_name: provider.name })
      .where("user_id", "=", member.userId)
      .execute();
    const res = await request(kit.app)
      .post(`/v1/services/${at(5)}/ratings`)
      .set(bearer(member))
      .send(INPUT)
      .expect(201);
    const detail = await request(kit.app)
      .get(`/v1/operator/ratings/${res.body.rating_id}`)
      .set(bearer(moderator))
      .expect(200);
    expect(detail.body.flags).toContain("provider_affiliation");
  });
});

describe("「不適切な内容を報告」 (one report per member)", () => {
  it("When a member reports a published review ten times at once, then one report is stored and the review returns to the queue flagged", async () => {
    const { rating } = await postRating("reported", at(6));
    await request(kit.app)
      .post(`/v1/operator/ratings/${rating.rating_id}/approve`)
      .set(bearer(moderator))
      .send({ version: rating.version })
      .expect(200);
    await publisher().publishDue(new Date(kit.now().getTime() + DAY_MS));
    const reader = await kit.member("reader");
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(kit.app)
          .post(`/v1/ratings/${rating.rating_id}/report`)
          .set(bearer(reader))
          .send({ reason: "defamation", note: "" }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.error_code === "0203004")).toHaveLength(9);
    const detail = await request(kit.app)
      .get(`/v1/operator/ratings/${rating.rating_id}`)
      .set(bearer(moderator))
      .expect(200);
    expect(detail.body).toMatchObject({ status: "published", report_count: 1 });
    expect(detail.body.flags).toContain("reported");
  });

  it("When a member reports a review that is not published, then 400 0203005", async () => {
    const { rating } = await postRating("unpublished", at(7));
    const reader = await kit.member("reader2");
    const res = await request(kit.app)
      .post(`/v1/ratings/${rating.rating_id}/report`)
      .set(bearer(reader))
      .send({ reason: "off_topic" });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe("0203005");
  });
});

describe("the console's first page", () => {
  it("When ratings were received and decided today, then today's counts and the oldest waiting rating are shown", async () => {
    const res = await request(kit.app).get("/v1/operator/dashboard").set(bearer(moderator)).expect(200);
    const today = res.body.days[0];
    expect(today.received).toBeGreaterThanOrEqual(8);
    expect(today.approved).toBeGreaterThanOrEqual(2);
    expect(today.rejected).toBeGreaterThanOrEqual(1);
    expect(res.body.oldest_waiting).not.toBeNull();
    expect(res.body.waiting_count).toBeGreaterThan(0);
  });
});
