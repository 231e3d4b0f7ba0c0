import request from "supertest";
import { describe, expect, it } from "vitest";
import { bearer, lastMailTo, newSession, PASSWORD, testEmail } from "../../test/auth.test-kit.js";
import { startMemberTestKit } from "../../test/member-test-kit.js";
import { newOperator } from "../../test/operator.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);

const auditRows = async (action?: string) => {
  let query = kit.database.db.selectFrom("operator_audit_log").select((eb) => eb.fn.countAll<string>().as("n"));
  if (action) query = query.where("action", "=", action);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const uniqueName = (label: string) => `試験事業者${label}${Date.now() % 100000}`;

async function createOrganisation(admin: { id_token: string }, name: string, kind = "it_vendor") {
  const res = await request(kit.app)
    .post("/v1/operator/organisations")
    .set(bearer(admin))
    .send({
      name,
      business_kind: kind,
      location: "東京都千代田区",
      capital_yen: "10,000,000",
      founded_on: "2001-04-01",
    })
    .expect(201);
  return res.body.organisation.id as number;
}

/** An organisation with one listed service and one admin who joined through the operator's invitation. */
async function organisationWithStaff(label: string) {
  const admin = await newOperator(kit, "admin");
  const name = uniqueName(label);
  const providerId = await createOrganisation(admin, name);
  const serviceName = `停止試験サービス${label}${Date.now() % 100000}`;
  const service = await kit.database.db
    .insertInto("services")
    .values({ provider_id: providerId, name: serviceName, logo_image_filepath: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const email = testEmail("first-admin");
  await request(kit.app)
    .post(`/v1/operator/organisations/${providerId}/admin-invitations`)
    .set(bearer(admin))
    .send({ email })
    .expect(201);
  const token = /\/provider\/invitations\/([A-Za-z0-9_-]+)/.exec(lastMailTo(kit, email).text)?.[1];
  if (!token) throw new Error("no invitation link");
  const staff = await newSession(kit, email);
  await request(kit.app).post("/v1/provider/invitations/accept").set(bearer(staff)).send({ token }).expect(200);
  return { admin, providerId, serviceId: service.id, serviceName, staff, staffEmail: email };
}

describe("organisations in the operator console (ADR 166)", () => {
  it("When an admin operator creates an organisation, then it is listed with its business information and one audit row is written", async () => {
    // Arrange
    const admin = await newOperator(kit, "admin");
    const before = await auditRows("organisation.create");
    const name = uniqueName("作成");
    // Act
    const id = await createOrganisation(admin, name, "other_business");
    // Assert
    expect(await auditRows("organisation.create")).toBe(before + 1);
    const detail = await request(kit.app).get(`/v1/operator/organisations/${id}`).set(bearer(admin)).expect(200);
    expect(detail.body.organisation).toMatchObject({
      name,
      business_kind: "other_business",
      location: "東京都千代田区",
      capital_yen: 10_000_000,
      founded_on: "2001-04-01",
      suspended_at: null,
      staff_count: 0,
    });
    const list = await request(kit.app)
      .get(`/v1/operator/organisations?keyword=${encodeURIComponent(name)}`)
      .set(bearer(admin))
      .expect(200);
    expect(list.body.organisations.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it("When a member, a provider's staff member or a moderator creates or suspends an organisation, then 403 and nothing is written", async () => {
    const admin = await newOperator(kit, "admin");
    const id = await createOrganisation(admin, uniqueName("権限"));
    const member = await kit.member("orgs-member");
    const moderator = await newOperator(kit, "moderator");
    const { staff } = await organisationWithStaff("権限staff");
    const before = await auditRows();
    for (const [label, tokens] of [
      ["member", member],
      ["provider", staff],
      ["moderator", moderator],
    ] as const) {
      const created = await request(kit.app)
        .post("/v1/operator/organisations")
        .set(bearer(tokens))
        .send({ name: "不正な作成", business_kind: "it_vendor" });
      const suspended = await request(kit.app)
        .post(`/v1/operator/organisations/${id}/suspend`)
        .set(bearer(tokens))
        .send({ reason: "不正な停止" });
      expect([label, created.status, created.body.error_code]).toEqual([label, 403, "0109002"]);
      expect([label, suspended.status, suspended.body.error_code]).toEqual([label, 403, "0109002"]);
    }
    expect(await auditRows()).toBe(before);
    const row = await kit.database.db
      .selectFrom("providers")
      .select("suspended_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();
  });

  it("When the first admin is invited, then the staff invitation mail is sent once; a second admin invitation is 0205004", async () => {
    const admin = await newOperator(kit, "admin");
    const id = await createOrganisation(admin, uniqueName("招待"));
    const email = testEmail("invitee");
    const before = await auditRows("organisation.invite_admin");
    const invited = await request(kit.app)
      .post(`/v1/operator/organisations/${id}/admin-invitations`)
      .set(bearer(admin))
      .send({ email })
      .expect(201);
    expect(invited.body).toMatchObject({ email, role: "admin" });
    expect(lastMailTo(kit, email).subject).toContain("担当者として招待されました");
    expect(await auditRows("organisation.invite_admin")).toBe(before + 1);
    const again = await request(kit.app)
      .post(`/v1/operator/organisations/${id}/admin-invitations`)
      .set(bearer(admin))
      .send({ email: testEmail("another") });
    expect([again.status, again.body.error_code]).toEqual([409, "0205004"]);
    expect(await auditRows("organisation.invite_admin")).toBe(before + 1);
  });

  it("When an organisation is suspended, then its services leave the public list, detail and search, its staff are signed out and cannot sign in", async () => {
    // Arrange
    const { admin, providerId, serviceId, serviceName, staff, staffEmail } = await organisationWithStaff("停止");
    await request(kit.app).get("/v1/provider/organisation").set(bearer(staff)).expect(200);
    await request(kit.app).get(`/v1/services/${serviceId}`).expect(200);
    const searchBefore = await request(kit.app)
      .get(`/v1/searches/service?keyword=${encodeURIComponent(serviceName)}`)
      .expect(200);
    expect(searchBefore.body.services.map((s: { service_id: number }) => s.service_id)).toContain(serviceId);
    const listed = async () => {
      const all = await request(kit.app).get("/v1/services?page_size=100&sort=updated").expect(200);
      return all.body.services.map((s: { service_id: number }) => s.service_id) as number[];
    };
    expect(await listed()).toContain(serviceId);
    const before = await auditRows("organisation.suspend");

    // Act
    const suspended = await request(kit.app)
      .post(`/v1/operator/organisations/${providerId}/suspend`)
      .set(bearer(admin))
      .send({ reason: "契約終了のため" })
      .expect(200);

    // Assert
    expect(suspended.body.organisation).toMatchObject({ suspension_reason: "契約終了のため" });
    expect(await auditRows("organisation.suspend")).toBe(before + 1);
    const next = await request(kit.app).get("/v1/provider/organisation").set(bearer(staff));
    expect([next.status, next.body.error_code]).toEqual([401, "0109006"]);
    const refreshed = await request(kit.app).post("/v1/auth/refresh").send({ refresh_token: staff.refresh_token });
    expect(refreshed.status).toBe(401);
    const signIn = await request(kit.app).post("/v1/auth/sign-in").send({ email: staffEmail, password: PASSWORD });
    expect([signIn.status, signIn.body.error_code]).toEqual([400, "0205001"]);
    expect(signIn.body.message ?? JSON.stringify(signIn.body)).toContain("利用を停止");
    const detail = await request(kit.app).get(`/v1/services/${serviceId}`);
    expect(detail.status).toBe(404);
    const search = await request(kit.app)
      .get(`/v1/searches/service?keyword=${encodeURIComponent(serviceName)}`)
      .expect(200);
    expect(search.body.services.map((s: { service_id: number }) => s.service_id)).not.toContain(serviceId);
    expect(search.body.total_count).toBe(searchBefore.body.total_count - 1);
    expect(await listed()).not.toContain(serviceId);
    const again = await request(kit.app)
      .post(`/v1/operator/organisations/${providerId}/suspend`)
      .set(bearer(admin))
      .send({ reason: "二度目" });
    expect([again.status, again.body.error_code]).toEqual([409, "0205002"]);

    // Reinstated: listed again, and the staff sign in again; one audit row.
    const beforeReinstate = await auditRows("organisation.reinstate");
    await request(kit.app)
      .post(`/v1/operator/organisations/${providerId}/reinstate`)
      .set(bearer(admin))
      .send({ reason: "契約再開" })
      .expect(200);
    expect(await auditRows("organisation.reinstate")).toBe(beforeReinstate + 1);
    await request(kit.app).get(`/v1/services/${serviceId}`).expect(200);
    await request(kit.app).post("/v1/auth/sign-in").send({ email: staffEmail, password: PASSWORD }).expect(200);
  });

  it("When an organisation is suspended, then its own articles leave the public list and detail; the portal's stay", async () => {
    const { admin, providerId } = await organisationWithStaff("記事停止");
    const [own, portal] = await kit.database.db
      .selectFrom("contents")
      .select("id")
      .where("published_at", "<=", new Date())
      .orderBy("id")
      .limit(2)
      .execute();
    if (!own || !portal) throw new Error("the demo needs two published articles");
    await kit.database.db.updateTable("contents").set({ provider_id: providerId }).where("id", "=", own.id).execute();
    const total = async () =>
      (await request(kit.app).get("/v1/contents/search").expect(200)).body.total_count as number;
    await request(kit.app).get(`/v1/contents/${own.id}`).expect(200);
    const totalBefore = await total();

    await request(kit.app)
      .post(`/v1/operator/organisations/${providerId}/suspend`)
      .set(bearer(admin))
      .send({ reason: "記事の確認のため" })
      .expect(200);

    expect((await request(kit.app).get(`/v1/contents/${own.id}`)).status).toBe(404);
    await request(kit.app).get(`/v1/contents/${portal.id}`).expect(200);
    expect(await total()).toBe(totalBefore - 1);
  });

  it("When a suspension has no reason, then 400 and nothing changes", async () => {
    const admin = await newOperator(kit, "admin");
    const id = await createOrganisation(admin, uniqueName("理由"));
    const before = await auditRows();
    const res = await request(kit.app)
      .post(`/v1/operator/organisations/${id}/suspend`)
      .set(bearer(admin))
      .send({ reason: "  " });
    expect(res.status).toBe(400);
    expect(await auditRows()).toBe(before);
  });
});

describe("member support in the operator console (ADR 166)", () => {
  it("When a moderator looks a member up by address, then the account and membership come back and nothing of negotiations", async () => {
    const moderator = await newOperator(kit, "moderator");
    const member = await kit.member("support-lookup");
    const email = (
      await kit.database.db
        .selectFrom("accounts as a")
        .innerJoin("members as m", "m.account_id", "a.id")
        .select("a.email")
        .where("m.user_id", "=", member.userId)
        .executeTakeFirstOrThrow()
    ).email as string;
    const before = await auditRows();
    const res = await request(kit.app)
      .post("/v1/operator/members/lookup")
      .set(bearer(moderator))
      .send({ email: email.toUpperCase() })
      .expect(200);
    expect(res.body.member).toMatchObject({
      email,
      status: "active",
      member_state: "full",
      membership: { user_id: member.userId, is_pre_member: false },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/negotiation|message|file|bookmark|rating/i);
    expect(Object.keys(res.body.member).sort()).toEqual(
      ["account_id", "email", "email_confirmed_at", "member_state", "membership", "signed_up_at", "status"].sort(),
    );
    expect(await auditRows()).toBe(before);
    const none = await request(kit.app)
      .post("/v1/operator/members/lookup")
      .set(bearer(moderator))
      .send({ email: "nobody-here@example.jp" })
      .expect(200);
    expect(none.body.member).toBeNull();
  });

  it("When the member has negotiations, then the lookup still says nothing of them", async () => {
    const admin = await newOperator(kit, "admin");
    const negotiator = await kit.database.db
      .selectFrom("negotiations as n")
      .innerJoin("members as m", "m.user_id", "n.user_id")
      .innerJoin("accounts as a", "a.id", "m.account_id")
      .select(["a.email", "n.id"])
      .where("a.email", "is not", null)
      .executeTakeFirstOrThrow();
    const res = await request(kit.app)
      .post("/v1/operator/members/lookup")
      .set(bearer(admin))
      .send({ email: negotiator.email })
      .expect(200);
    expect(res.body.member).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toMatch(/negotiation|message|file/i);
  });

  it("When an editor or a member looks a member up, then 403", async () => {
    const editor = await newOperator(kit, "editor");
    const member = await kit.member("support-self");
    for (const tokens of [editor, member]) {
      const res = await request(kit.app)
        .post("/v1/operator/members/lookup")
        .set(bearer(tokens))
        .send({ email: "someone@example.jp" });
      expect([res.status, res.body.error_code]).toEqual([403, "0109002"]);
    }
  });

  it("When the code is resent to an unconfirmed account, then the sign-up mail goes out and one audit row is written; a confirmed one is 0205006", async () => {
    const moderator = await newOperator(kit, "moderator");
    const email = testEmail("unconfirmed");
    await request(kit.app).post("/v1/auth/sign-up").send({ email, password: PASSWORD }).expect(201);
    const found = await request(kit.app).post("/v1/operator/members/lookup").set(bearer(moderator)).send({ email });
    expect(found.body.member).toMatchObject({ status: "unconfirmed", member_state: "registering", membership: null });
    const mailsBefore = kit.smtp.mails.filter((m) => m.to.includes(email)).length;
    const before = await auditRows("member.resend_confirmation_code");
    await request(kit.app)
      .post(`/v1/operator/members/${found.body.member.account_id}/confirmation-code`)
      .set(bearer(moderator))
      .expect(200);
    expect(kit.smtp.mails.filter((m) => m.to.includes(email)).length).toBe(mailsBefore + 1);
    expect(lastMailTo(kit, email).text).toMatch(/確認コード：\d{6}/);
    expect(await auditRows("member.resend_confirmation_code")).toBe(before + 1);

    const member = await kit.member("confirmed");
    const confirmedId = (
      await kit.database.db
        .selectFrom("members")
        .select("account_id")
        .where("user_id", "=", member.userId)
        .executeTakeFirstOrThrow()
    ).account_id;
    const refused = await request(kit.app)
      .post(`/v1/operator/members/${confirmedId}/confirmation-code`)
      .set(bearer(moderator));
    expect([refused.status, refused.body.error_code]).toEqual([409, "0205006"]);
    expect(await auditRows("member.resend_confirmation_code")).toBe(before + 1);
  });

  it("When a member is withdrawn on request, then the member's withdrawal runs with one audit row; the session ends and a second try is 0205005", async () => {
    const admin = await newOperator(kit, "admin");
    const member = await kit.member("withdraw-on-request");
    const accountId = (
      await kit.database.db
        .selectFrom("members")
        .select("account_id")
        .where("user_id", "=", member.userId)
        .executeTakeFirstOrThrow()
    ).account_id;
    const before = await auditRows("member.withdraw");
    const res = await request(kit.app)
      .post(`/v1/operator/members/${accountId}/withdraw`)
      .set(bearer(admin))
      .send({ withdrawal: { retirement_reason: 1 }, reason: "電話で退会の依頼" })
      .expect(200);
    expect(res.body).toEqual({ account_id: accountId, status: "withdrawn" });
    expect(await auditRows("member.withdraw")).toBe(before + 1);
    const withdrawal = await kit.database.db
      .selectFrom("member_withdrawals")
      .select("retirement_reason")
      .where("account_id", "=", accountId)
      .executeTakeFirstOrThrow();
    expect(withdrawal.retirement_reason).toBe(1);
    await request(kit.app).get("/v1/users/login_info").set(bearer(member)).expect(401);
    const again = await request(kit.app)
      .post(`/v1/operator/members/${accountId}/withdraw`)
      .set(bearer(admin))
      .send({ withdrawal: { retirement_reason: 1 }, reason: "二度目" });
    expect([again.status, again.body.error_code]).toEqual([409, "0205005"]);
    // The "other" reason needs its text, as in the member's own withdrawal.
    const other = await kit.member("withdraw-other");
    const otherId = (
      await kit.database.db
        .selectFrom("members")
        .select("account_id")
        .where("user_id", "=", other.userId)
        .executeTakeFirstOrThrow()
    ).account_id;
    const invalid = await request(kit.app)
      .post(`/v1/operator/members/${otherId}/withdraw`)
      .set(bearer(admin))
      .send({ withdrawal: { retirement_reason: 8 }, reason: "依頼" });
    expect(invalid.status).toBe(400);
    expect(await auditRows("member.withdraw")).toBe(before + 1);
  });
});
