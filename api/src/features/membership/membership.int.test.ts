import { MEMBERSHIP_FORM_EXAMPLE } from "@iryo/domain/validation/membership-form.test-kit";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { TEST_SCRYPT_N } from "../../db/test-database.js";
import { seedMembers } from "../../seed/members.seed.js";
import { seedTime } from "../../seed/seed-time.js";
import {
  auditEventCount,
  bearer,
  codeFromMail,
  newSession,
  PASSWORD,
  signIn,
  startAuthTestKit,
  testEmail,
} from "../../test/auth.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startAuthTestKit);
const email = testEmail;

const FORM = {
  ...MEMBERSHIP_FORM_EXAMPLE,
  last_name: "鈴木",
  first_name: "一郎",
  email: "ichiro@example.jp",
  position: "課長",
  corporate_type: [10, 20],
  sickbed_number: "1,200",
  email_magazine_flag: 1,
  referral_code: "0001AB",
};

const loginInfo = (tokens: { id_token: string }) =>
  request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(200);

describe("the member life cycle", () => {
  it("When a visitor signs up, confirms, signs in and registers, then login_info follows each step", async () => {
    const to = email("journey");
    await request(kit.app).post("/v1/auth/sign-up").send({ email: to, password: PASSWORD }).expect(201);
    await request(kit.app)
      .post("/v1/auth/confirm-sign-up")
      .send({ email: to, code: codeFromMail(kit, to) })
      .expect(200);
    const tokens = await signIn(kit, to);

    expect((await loginInfo(tokens)).body).toEqual({
      user_id: null,
      username: null,
      hospital_name: null,
      department: null,
      is_pre_member: false,
      terms_of_use_version: null,
      provider_id: null,
      account_kind: "member",
      member_state: "registering",
      // Known before registration: the registration form shows it.
      email: to,
    });
    const missing = await request(kit.app).get("/v1/membership").set(bearer(tokens)).expect(404);
    expect(missing.body.error_code).toBe("0109005");

    const created = await request(kit.app).post("/v1/membership").set(bearer(tokens)).send(FORM).expect(201);
    expect(created.body.user_id).toBeGreaterThan(0);

    expect((await loginInfo(tokens)).body).toEqual({
      user_id: created.body.user_id,
      username: "鈴木 一郎",
      hospital_name: "千代田中央病院",
      department: "情報システム部",
      is_pre_member: false,
      terms_of_use_version: 1,
      provider_id: null,
      account_kind: "member",
      member_state: "full",
      email: to,
    });

    const membership = await request(kit.app).get("/v1/membership").set(bearer(tokens)).expect(200);
    expect(membership.body).toMatchObject({
      user_id: created.body.user_id,
      last_name: "鈴木",
      first_name: "一郎",
      // The account's own address, not the form's (issue 21).
      email: to,
      hospital_prefecture: 13,
      hospital_name: "千代田中央病院",
      department: 7,
      role_in_department: 6,
      position: "課長",
      working_corporate_type: 4,
      corporate_types: [10, 20],
      sickbed_number: 1200,
      email_magazine: 1,
      referral_code: "0001AB",
      status_popup_closed_date: null,
    });

    await kit.setTermsVersion(2);
    try {
      expect((await loginInfo(tokens)).body.terms_of_use_version).toBe(1);
      const agreed = await request(kit.app)
        .post("/v1/users/agree-term-of-usage")
        .set(bearer(tokens))
        .send({})
        .expect(200);
      expect(agreed.body).toEqual({ terms_of_use_version: 2 });
      expect((await loginInfo(tokens)).body.terms_of_use_version).toBe(2);
    } finally {
      await kit.setTermsVersion(1);
    }
  });

  it("When the member registers again, then 409 0109001", async () => {
    const tokens = await newSession(kit, email("twice"));
    await request(kit.app).post("/v1/membership").set(bearer(tokens)).send(FORM).expect(201);
    const res = await request(kit.app).post("/v1/membership").set(bearer(tokens)).send(FORM).expect(409);
    expect(res.body.error_code).toBe("0109001");
  });

  it("When two registrations of one account race, then one member is created", async () => {
    const tokens = await newSession(kit, email("race"));
    const results = await Promise.all(
      [1, 2, 3].map(() => request(kit.app).post("/v1/membership").set(bearer(tokens)).send(FORM)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it("When the form has errors, then 400 with the first code and a field error for every bad field", async () => {
    const tokens = await newSession(kit, email("invalid"));
    const res = await request(kit.app)
      .post("/v1/membership")
      .set(bearer(tokens))
      .send({ ...FORM, last_name: "あ".repeat(51), corporate_type: [], referral_code: "ZZZZ" })
      .expect(400);
    expect(res.body).toMatchObject({
      error_code: "0101004",
      error_message: "50文字以内で入力してください。",
      field_errors: { last_name: "0101004|Max=50", corporate_type: "0101001", referral_code: "0101002" },
    });
    await request(kit.app).get("/v1/membership").set(bearer(tokens)).expect(404);
  });

  it("When the form uses the answer's field names, then it is accepted and errors name those fields", async () => {
    const tokens = await newSession(kit, email("aliases"));
    const { hospital_location, corporate_type, email_magazine_flag, ...rest } = FORM;
    const aliased = {
      ...rest,
      hospital_prefecture: hospital_location,
      corporate_types: corporate_type,
      email_magazine: 3,
    };
    const bad = await request(kit.app).post("/v1/membership").set(bearer(tokens)).send(aliased).expect(400);
    expect(bad.body.field_errors).toEqual({ email_magazine: "0101002" });
    await request(kit.app)
      .post("/v1/membership")
      .set(bearer(tokens))
      .send({ ...aliased, email_magazine: email_magazine_flag })
      .expect(201);
  });

  it("When not signed in, then every member route is 401 0109006", async () => {
    for (const [method, path] of [
      ["get", "/v1/users/login_info"],
      ["get", "/v1/membership"],
      ["post", "/v1/membership"],
      ["put", "/v1/membership/change-pre-member-information"],
      ["post", "/v1/users/agree-term-of-usage"],
      ["post", "/v1/membership/withdraw"],
    ] as const) {
      const res = await request(kit.app)[method](path).send({});
      expect(res.status, path).toBe(401);
      expect(res.body.error_code).toBe("0109006");
    }
  });

  it("When an account without a member agrees to the terms, then 404 0109005", async () => {
    const tokens = await newSession(kit, email("noagree"));
    const res = await request(kit.app).post("/v1/users/agree-term-of-usage").set(bearer(tokens)).send({}).expect(404);
    expect(res.body.error_code).toBe("0109005");
  });
});

describe("pre-members", () => {
  let seeded: ReturnType<typeof createApp>;
  beforeAll(async () => {
    await kit.database.db.transaction().execute((trx) => seedMembers(trx, seedTime(), TEST_SCRYPT_N));
    seeded = kit.app;
  });

  /** The tokens of a seeded account (the seed gives every account the same password). */
  const signInSeeded = async (email: string) =>
    (await request(seeded).post("/v1/auth/sign-in").send({ email, password: "Demo12345" }).expect(200)).body;

  it("When the seeded pre-member completes the form, then the flag clears and the system terms version is stored", async () => {
    const tokens = await signInSeeded("pre@iryo-it-navi.example");
    const before = (await loginInfo(tokens)).body;
    expect(before).toMatchObject({ is_pre_member: true, terms_of_use_version: null });
    expect(before.user_id).toBeGreaterThan(0);
    const res = await request(seeded)
      .put("/v1/membership/change-pre-member-information")
      .set(bearer(tokens))
      .send(FORM)
      .expect(200);
    expect(res.body.user_id).toBe(before.user_id);
    expect((await loginInfo(tokens)).body).toMatchObject({
      user_id: before.user_id,
      is_pre_member: false,
      terms_of_use_version: 1,
      hospital_name: "千代田中央病院",
    });
    const again = await request(seeded)
      .put("/v1/membership/change-pre-member-information")
      .set(bearer(tokens))
      .send(FORM)
      .expect(409);
    expect(again.body.error_code).toBe("0109001");
  });

  it("When the seeded demo member signs in, then it is fully registered", async () => {
    const tokens = await signInSeeded("demo@iryo-it-navi.example");
    expect((await loginInfo(tokens)).body).toMatchObject({
      is_pre_member: false,
      terms_of_use_version: 1,
      username: "山田 花子",
    });
  });

  it("When an account without a member sends the pre-member form, then 404 0109005", async () => {
    const tokens = await newSession(kit, email("nopre"));
    const res = await request(kit.app)
      .put("/v1/membership/change-pre-member-information")
      .set(bearer(tokens))
      .send(FORM)
      .expect(404);
    expect(res.body.error_code).toBe("0109005");
  });
});

describe("POST /v1/membership/withdraw", () => {
  it.each([
    [{ retirement_reason: 42 }, "0101002", "retirement_reason"],
    [{}, "0101001", "retirement_reason"],
    [{ retirement_reason: 8 }, "0101001", "retirement_reason_other"],
    [{ retirement_reason: 8, retirement_reason_other: "あ".repeat(501) }, "0101004", "retirement_reason_other"],
  ])("When the body is %j, then 400 %s on %s", async (body, code, field) => {
    const tokens = await newSession(kit, email("badwithdraw"));
    const res = await request(kit.app).post("/v1/membership/withdraw").set(bearer(tokens)).send(body).expect(400);
    expect(res.body.error_code).toBe(code);
    expect(Object.keys(res.body.field_errors)).toEqual([field]);
  });

  it("When a member withdraws, then the old credentials fail with 0201001, tokens die, data is blanked and the reason is kept", async () => {
    const to = email("leaver");
    const tokens = await newSession(kit, to);
    const { user_id } = (await request(kit.app).post("/v1/membership").set(bearer(tokens)).send(FORM).expect(201)).body;
    await request(kit.app)
      .post("/v1/membership/withdraw")
      .set(bearer(tokens))
      .send({ retirement_reason: 8, retirement_reason_other: " 転職のため " })
      .expect(200);

    const res = await request(kit.app).post("/v1/auth/sign-in").send({ email: to, password: PASSWORD }).expect(400);
    expect(res.body.error_code).toBe("0201001");
    await request(kit.app).post("/v1/auth/refresh").send({ refresh_token: tokens.refresh_token }).expect(401);
    await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(401);

    const member = await kit.database.db
      .selectFrom("members")
      .select(["last_name", "email", "withdrawn_at"])
      .where("user_id", "=", user_id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ last_name: "", email: "" });
    expect(member.withdrawn_at).toBeInstanceOf(Date);
    const reason = await kit.database.db
      .selectFrom("member_withdrawals")
      .selectAll()
      .where("user_id", "=", user_id)
      .executeTakeFirstOrThrow();
    expect(reason).toMatchObject({ retirement_reason: 8, retirement_reason_other: "転職のため" });
    expect(await auditEventCount(kit, "withdraw")).toBeGreaterThan(0);

    // The address is free again: a new sign-up is a new account.
    await newSession(kit, to, "Another123");
    const fresh = await signIn(kit, to, "Another123");
    expect((await loginInfo(fresh)).body.user_id).toBeNull();
  });
});
