import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/members.seed.js";
import { startMemberKit, type TestMember } from "../../test/member-features.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);
type Auth = { Authorization: string };

let serviceX = 0;
let providerName = "";
let editorX: Auth;
let adminX: Auth;
let adminY: Auth;
let reviewer: TestMember;

async function signIn(email: string): Promise<Auth> {
  const res = await request(kit.app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

async function staffOf(providerId: number, role: "admin" | "editor"): Promise<Auth> {
  const row = await kit.database.db
    .selectFrom("provider_accounts as p")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .select("a.email")
    .where("p.provider_id", "=", providerId)
    .where("p.role", "=", role)
    .orderBy("a.id")
    .executeTakeFirstOrThrow();
  return signIn(row.email ?? "");
}

/** A published rating of service X by `reviewer` (written directly: posting publishes only the next day). */
async function publishedRating(userId: number | null): Promise<number> {
  const template = await kit.database.db.selectFrom("ratings").selectAll().orderBy("id").executeTakeFirstOrThrow();
  const row = await kit.database.db
    .insertInto("ratings")
    .values({
      service_id: serviceX,
      user_id: userId,
      price_appropriateness: 4,
      introduction_effect: 4,
      ease_of_use: 4,
      support_system: 4,
      ease_of_introduction: 4,
      good_point: "操作が分かりやすいです。",
      improvement_point: "帳票の種類を増やしてほしいです。",
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
  return row.id;
}

const publicReplyOf = async (ratingId: number) => {
  const res = await request(kit.app).get(`/v1/services/${serviceX}/ratings?page_size=100&sort=date`).expect(200);
  const rating = (res.body.ratings as { rating_id: number; official_reply: unknown }[]).find(
    (r) => r.rating_id === ratingId,
  );
  return rating?.official_reply;
};

beforeAll(async () => {
  // An organisation with an editor (the first three demo organisations have one) and a service.
  const editor = await kit.database.db
    .selectFrom("provider_accounts as pa")
    .innerJoin("services as s", "s.provider_id", "pa.provider_id")
    .innerJoin("providers as p", "p.id", "pa.provider_id")
    .select(["s.id", "pa.provider_id", "p.name"])
    .where("pa.role", "=", "editor")
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  serviceX = editor.id;
  providerName = editor.name;
  editorX = await staffOf(editor.provider_id, "editor");
  adminX = await staffOf(editor.provider_id, "admin");
  const y = await kit.database.db
    .selectFrom("provider_accounts")
    .select("provider_id")
    .where("provider_id", "<>", editor.provider_id)
    .where("role", "=", "admin")
    .orderBy("provider_id")
    .executeTakeFirstOrThrow();
  adminY = await staffOf(y.provider_id, "admin");
  reviewer = await kit.member();
});

describe("official replies", () => {
  it("When an editor replies, then the public list shows it with the organisation's name and the reviewer gets a mail", async () => {
    const ratingId = await publishedRating(reviewer.userId);
    const res = await request(kit.app)
      .post(`/v1/provider/reviews/${ratingId}/reply`)
      .set(editorX)
      .send({ body: "  ご利用いただきありがとうございます。帳票は次の版で追加します。  " })
      .expect(201);
    expect(res.body).toMatchObject({
      body: "ご利用いただきありがとうございます。帳票は次の版で追加します。",
      version: 1,
      history: [],
    });
    expect(await publicReplyOf(ratingId)).toMatchObject({
      provider_name: providerName,
      body: "ご利用いただきありがとうございます。帳票は次の版で追加します。",
      edited: false,
    });
    const mail = (await kit.mailer.outbox()).find((m) => m.to === reviewer.email);
    expect(mail?.subject).toContain(providerName);
    expect(mail?.text).toContain(`/services/${serviceX}/ratings-and-reviews`);
  });

  it("When two staff reply to the same review at once, then one reply is stored and the other gets 409 0303001", async () => {
    const ratingId = await publishedRating(null);
    const answers = await Promise.all([
      request(kit.app).post(`/v1/provider/reviews/${ratingId}/reply`).set(editorX).send({ body: "返信A" }),
      request(kit.app).post(`/v1/provider/reviews/${ratingId}/reply`).set(adminX).send({ body: "返信B" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error_code).toBe("0303001");
    const rows = await kit.database.db
      .selectFrom("rating_replies")
      .selectAll()
      .where("rating_id", "=", ratingId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("When a reply is edited, then the history keeps the earlier text, the public shows the latest as edited, and a stale version is 0109001", async () => {
    const ratingId = await publishedRating(null);
    await request(kit.app)
      .post(`/v1/provider/reviews/${ratingId}/reply`)
      .set(adminX)
      .send({ body: "最初の返信です。" })
      .expect(201);
    const edited = await request(kit.app)
      .put(`/v1/provider/reviews/${ratingId}/reply`)
      .set(editorX)
      .send({ body: "訂正した返信です。", version: 1 })
      .expect(200);
    expect(edited.body).toMatchObject({ body: "訂正した返信です。", version: 2 });
    expect(edited.body.history).toMatchObject([{ version: 1, body: "最初の返信です。" }]);
    expect(await publicReplyOf(ratingId)).toMatchObject({ body: "訂正した返信です。", edited: true });
    const stale = await request(kit.app)
      .put(`/v1/provider/reviews/${ratingId}/reply`)
      .set(adminX)
      .send({ body: "古い版からの編集", version: 1 })
      .expect(409);
    expect(stale.body.error_code).toBe("0109001");
    const listed = await request(kit.app)
      .get(`/v1/provider/reviews?service_id=${serviceX}&page_size=100`)
      .set(adminX)
      .expect(200);
    const review = (listed.body.reviews as { rating_id: number; reply: { version: number } | null }[]).find(
      (r) => r.rating_id === ratingId,
    );
    expect(review?.reply?.version).toBe(2);
  });

  it("When staff of another organisation read, reply to or edit, then they get 404 0109005 and nothing changes", async () => {
    const ratingId = await publishedRating(null);
    const posted = await request(kit.app)
      .post(`/v1/provider/reviews/${ratingId}/reply`)
      .set(adminY)
      .send({ body: "他社の返信" })
      .expect(404);
    expect(posted.body.error_code).toBe("0109005");
    await request(kit.app)
      .post(`/v1/provider/reviews/${ratingId}/reply`)
      .set(adminX)
      .send({ body: "自社の返信" })
      .expect(201);
    const put = await request(kit.app)
      .put(`/v1/provider/reviews/${ratingId}/reply`)
      .set(adminY)
      .send({ body: "書き換え", version: 1 })
      .expect(404);
    expect(put.body.error_code).toBe("0109005");
    expect(await publicReplyOf(ratingId)).toMatchObject({ body: "自社の返信" });
    await request(kit.app).get(`/v1/provider/reviews?service_id=${serviceX}`).set(adminY).expect(404);
    const own = await request(kit.app).get("/v1/provider/reviews?page_size=100").set(adminY).expect(200);
    expect((own.body.reviews as { rating_id: number }[]).map((r) => r.rating_id)).not.toContain(ratingId);
  });

  it("When a member calls the reply endpoint, then it is refused (403 0109002)", async () => {
    const ratingId = await publishedRating(null);
    const res = await request(kit.app)
      .post(`/v1/provider/reviews/${ratingId}/reply`)
      .set(reviewer.auth)
      .send({ body: "会員の返信" })
      .expect(403);
    expect(res.body.error_code).toBe("0109002");
  });
});

describe("staff and the rating endpoints", () => {
  it("When staff post, change or delete a rating, then every call is refused (403 0109002)", async () => {
    const ratingId = await publishedRating((await kit.member()).userId);
    const body = {
      price_appropriateness: 5,
      introduction_effect: 5,
      ease_of_use: 5,
      support_system: 5,
      ease_of_introduction: 5,
      good_point: "自社の評価",
      improvement_point: "なし",
    };
    for (const call of [
      request(kit.app).post(`/v1/services/${serviceX}/ratings`).set(adminX).send(body),
      request(kit.app)
        .put(`/v1/services/ratings/${ratingId}`)
        .set(adminX)
        .send({ ...body, version: 1 }),
      request(kit.app).delete(`/v1/services/ratings/${ratingId}`).set(editorX),
      request(kit.app).get(`/v1/services/${serviceX}/ratings/auth`).set(editorX),
    ]) {
      const res = await call.expect(403);
      expect(res.body.error_code).toBe("0109002");
    }
    const count = await kit.database.db.selectFrom("ratings").select("id").where("id", "=", ratingId).execute();
    expect(count).toHaveLength(1);
  });
});
