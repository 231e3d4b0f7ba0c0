import { RATING_LIMIT } from "@iryo/domain/constants";
import { errorMessage } from "@iryo/domain/error-catalogue";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { createRatingsRepository } from "../features/ratings/ratings.repository.js";
import { createRatingsService } from "../features/ratings/ratings.service.js";
import { countRows } from "../lib/row-sql.js";
import { bearer } from "./auth.test-kit.js";
import { OTHER_BUSINESS, startMemberTestKit } from "./member-test-kit.js";
import { useKit } from "./use-kit.js";

const kit = useKit(startMemberTestKit);
let services: number[];

beforeAll(async () => {
  services = await kit.serviceIds(RATING_LIMIT + 10);
});

const at = (i: number) => services[i] as number;

const INPUT = {
  scores: {
    price_appropriateness: 4,
    introduction_effect: 5,
    ease_of_use: 0,
    support_system: "",
    ease_of_introduction: 3,
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

const rowsOf = (userId: number) => countRows(kit.database.db, "ratings", { user_id: userId });

const post = (tokens: { id_token: string }, serviceId: number, body: object = INPUT) =>
  request(kit.app).post(`/v1/services/${serviceId}/ratings`).set(bearer(tokens)).send(body);

describe("posting ratings", () => {
  it("When a medical member posts, then the rating waits for publication and is published the next day", async () => {
    const a = await kit.member("poster");
    const res = await post(a, at(0)).expect(201);
    expect(res.body).toMatchObject({
      service_id: at(0),
      status: "pending",
      version: 1,
      scores: { price_appropriateness: 4, ease_of_use: 0, support_system: null },
      overall_score: 4,
    });
    const mine = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(a)).expect(200);
    expect(mine.body.ratings.map((r: { status: string }) => r.status)).toEqual(["pending"]);

    const publisher = createRatingsService(createRatingsRepository(kit.database.db));
    // Waiting for a moderator (ADR 148), it is not published even days later; approved, it is.
    await publisher.publishDue(new Date(Date.now() + 36 * 3_600_000));
    const waiting = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(a)).expect(200);
    expect(waiting.body.ratings[0]).toMatchObject({ status: "pending", review_state: "waiting" });
    await kit.database.db
      .updateTable("ratings")
      .set({ moderation: "approved", moderated_at: new Date() })
      .where("id", "=", res.body.rating_id)
      .execute();
    await publisher.publishDue(new Date(Date.now() + 36 * 3_600_000));
    const after = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(a)).expect(200);
    expect(after.body.ratings[0]).toMatchObject({ status: "published", published_at: expect.any(String) });
  });

  it("When an other-business member posts, then 0901001 comes back and nothing is stored", async () => {
    const biz = await kit.member("business", [OTHER_BUSINESS]);
    const res = await post(biz, at(0));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error_code: "0901001", error_message: errorMessage("0901001") });
    expect(await rowsOf(biz.userId)).toBe(0);
    const state = await request(kit.app)
      .get(`/v1/services/${at(0)}/ratings/auth`)
      .set(bearer(biz))
      .expect(200);
    expect(state.body.eligibility).toEqual({ can_post: false, refusal_code: "0901001", rated_service_count: 0 });
  });

  it("When a member rates the same service twice, then the second answers 409 0901003", async () => {
    const a = await kit.member("twice");
    await post(a, at(1)).expect(201);
    const res = await post(a, at(1));
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe("0901003");
    expect(await rowsOf(a.userId)).toBe(1);
  });

  it("When the guidelines are not ticked or a text is too long, then field errors come back and nothing is stored", async () => {
    const a = await kit.member("invalid");
    const res = await post(a, at(2), { ...INPUT, agree_review_guidelines: false, good_point: "あ".repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.field_errors).toMatchObject({ agree_review_guidelines: "0101003", good_point: "0101004|Max=500" });
    expect(await rowsOf(a.userId)).toBe(0);
    const missing = await post(a, 999_999);
    expect(missing.status).toBe(404);
  });

  it("When one member posts the same service 100 times in parallel, then exactly one rating is stored", async () => {
    const a = await kit.member("dup-parallel");
    const responses = await Promise.all(Array.from({ length: 100 }, () => post(a, at(3))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.error_code === "0901003")).toHaveLength(99);
    expect(await rowsOf(a.userId)).toBe(1);
  });

  it("When a member with 95 ratings posts 10 more in parallel, then exactly 100 are stored and 5 answer 0901002", async () => {
    const a = await kit.member("limit");
    await kit.database.db
      .insertInto("ratings")
      .values(
        services.slice(0, RATING_LIMIT - 5).map((serviceId) => ({
          service_id: serviceId,
          user_id: a.userId,
          good_point: "良い",
          improvement_point: "特になし",
          role: 1,
          usage_status: 1,
          facility_corporate_type: 1,
          bed_count: 1,
          department: 1,
        })),
      )
      .execute();
    const responses = await Promise.all(
      services.slice(RATING_LIMIT - 5, RATING_LIMIT + 5).map((serviceId) => post(a, serviceId)),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 400 && r.body.error_code === "0901002")).toHaveLength(5);
    expect(await rowsOf(a.userId)).toBe(RATING_LIMIT);
  });

  it("When 100 parallel posts of one member hit the 100 limit, then the limit holds", async () => {
    const a = await kit.member("limit-100");
    const responses = await Promise.all(services.slice(0, RATING_LIMIT + 1).map((serviceId) => post(a, serviceId)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(RATING_LIMIT);
    expect(responses.filter((r) => r.body.error_code === "0901002")).toHaveLength(1);
    expect(await rowsOf(a.userId)).toBe(RATING_LIMIT);
  });
});

describe("changing and deleting ratings", () => {
  it("When a member updates with the version they read, then it changes and waits for publication again; a stale version answers 0109001", async () => {
    const a = await kit.member("editor");
    const created = (await post(a, at(4)).expect(201)).body as { rating_id: number; version: number };
    const updated = await request(kit.app)
      .put(`/v1/services/ratings/${created.rating_id}`)
      .set(bearer(a))
      .send({ ...INPUT, good_point: "二度目の感想です。", version: created.version })
      .expect(200);
    expect(updated.body).toMatchObject({ good_point: "二度目の感想です。", version: 2, status: "pending" });

    const stale = await request(kit.app)
      .put(`/v1/services/ratings/${created.rating_id}`)
      .set(bearer(a))
      .send({ ...INPUT, version: created.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe("0109001");
  });

  it("When member B reads, updates or deletes member A's rating, then A's rating is not shown and stays unchanged", async () => {
    const a = await kit.member("rating-owner");
    const b = await kit.member("rating-other");
    const created = (await post(a, at(5)).expect(201)).body as { rating_id: number; version: number };

    const listB = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(b)).expect(200);
    expect(listB.body.ratings).toEqual([]);
    const stateB = await request(kit.app)
      .get(`/v1/services/${at(5)}/ratings/auth`)
      .set(bearer(b))
      .expect(200);
    expect(stateB.body.own_rating).toBeNull();
    const putB = await request(kit.app)
      .put(`/v1/services/ratings/${created.rating_id}`)
      .set(bearer(b))
      .send({ ...INPUT, good_point: "書き換え", version: 1 });
    expect(putB.status).toBe(404);
    const deleteB = await request(kit.app).delete(`/v1/services/ratings/${created.rating_id}`).set(bearer(b));
    expect(deleteB.status).toBe(404);

    const mine = await request(kit.app).get("/v1/services/ratings/mine").set(bearer(a)).expect(200);
    expect(mine.body.ratings[0]).toMatchObject({ rating_id: created.rating_id, good_point: INPUT.good_point });
  });

  it("When a member deletes their rating, then it is gone and they may rate the service again", async () => {
    const a = await kit.member("deleter");
    const created = (await post(a, at(6)).expect(201)).body as { rating_id: number };
    await request(kit.app).delete(`/v1/services/ratings/${created.rating_id}`).set(bearer(a)).expect(200);
    expect(await rowsOf(a.userId)).toBe(0);
    const state = await request(kit.app)
      .get(`/v1/services/${at(6)}/ratings/auth`)
      .set(bearer(a))
      .expect(200);
    expect(state.body.eligibility.can_post).toBe(true);
  });
});
