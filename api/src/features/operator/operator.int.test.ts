import { ALL_CALLERS, admits } from "@iryo/domain/account";
import { OPERATOR_SECOND_FACTOR_MAX_AGE_MS } from "@iryo/domain/constants";
import { fillPath } from "@iryo/domain/contracts/endpoint";
import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import { OPERATOR_TOTP_ATTEMPTS_LIMIT } from "@iryo/domain/rate-limits";
import { sql } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { bearer, signIn } from "../../test/auth.test-kit.js";
import { startMemberTestKit } from "../../test/member-test-kit.js";
import { newOperator, totpCode } from "../../test/operator.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);

const auditRows = async () =>
  Number(
    (
      await kit.database.db
        .selectFrom("operator_audit_log")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("signing in to the operator console: password, then TOTP (ADR 147)", () => {
  it("When an operator has signed in with the password only, then operator calls answer 403 0203001 until the TOTP step", async () => {
    // Arrange
    const operator = await newOperator(kit, "admin", { verified: false });
    // Act
    const session = await request(kit.app).get("/v1/operator/session").set(bearer(operator)).expect(200);
    const refused = await request(kit.app).get("/v1/operator/dashboard").set(bearer(operator)).expect(403);
    // Assert
    expect(session.body).toMatchObject({ role: "admin", second_factor_verified: false });
    expect(refused.body.error_code).toBe("0203001");
  });

  it("When a wrong code is sent, then 400 0203002; with the right one the session is verified and one audit row is written", async () => {
    const operator = await newOperator(kit, "moderator", { verified: false });
    const wrongCode = totpCode(operator.secret, new Date(kit.now().getTime() - 10 * 60_000));
    const wrong = await request(kit.app)
      .post("/v1/operator/session/totp")
      .set(bearer(operator))
      .send({ code: wrongCode })
      .expect(400);
    expect(wrong.body.error_code).toBe("0203002");

    const before = await auditRows();
    const ok = await request(kit.app)
      .post("/v1/operator/session/totp")
      .set(bearer(operator))
      .send({ code: totpCode(operator.secret, kit.now()) })
      .expect(200);
    expect(ok.body).toMatchObject({ role: "moderator", second_factor_verified: true });
    expect(await auditRows()).toBe(before + 1);
    await request(kit.app).get("/v1/operator/dashboard").set(bearer(operator)).expect(200);
  });

  it("When a used code is sent again, even from a new session, then it is refused (no replay)", async () => {
    const operator = await newOperator(kit, "admin", { verified: false });
    const code = totpCode(operator.secret, kit.now());
    await request(kit.app).post("/v1/operator/session/totp").set(bearer(operator)).send({ code }).expect(200);
    const second = await signIn(kit, operator.email);
    const replay = await request(kit.app).post("/v1/operator/session/totp").set(bearer(second)).send({ code });
    expect(replay.status).toBe(400);
    expect(replay.body.error_code).toBe("0203002");
    await request(kit.app).get("/v1/operator/dashboard").set(bearer(second)).expect(403);
    // The code of the next 30-second step is a new code and passes.
    const next = totpCode(operator.secret, new Date(kit.now().getTime() + 30_000));
    await request(kit.app).post("/v1/operator/session/totp").set(bearer(second)).send({ code: next }).expect(200);
  });

  it("When codes are tried more often than the limit, then 429 0109007 even for the right code", async () => {
    const operator = await newOperator(kit, "editor", { verified: false });
    for (let i = 0; i < OPERATOR_TOTP_ATTEMPTS_LIMIT.limit; i++) {
      await request(kit.app).post("/v1/operator/session/totp").set(bearer(operator)).send({ code: "000000" });
    }
    const limited = await request(kit.app)
      .post("/v1/operator/session/totp")
      .set(bearer(operator))
      .send({ code: totpCode(operator.secret, kit.now()) });
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe("0109007");
  });

  it("When a session's second factor is older than the fixed time, then operator calls answer 0203001 until a new code is entered (ADR 214)", async () => {
    // Arrange: verified, then its verification aged past OPERATOR_SECOND_FACTOR_MAX_AGE_MS.
    const operator = await newOperator(kit, "admin");
    await request(kit.app).get("/v1/operator/dashboard").set(bearer(operator)).expect(200);
    await kit.database.db
      .updateTable("operator_verified_sessions")
      .set({ verified_at: new Date(kit.now().getTime() - OPERATOR_SECOND_FACTOR_MAX_AGE_MS - 60_000) })
      .where("account_id", "=", operator.accountId)
      .execute();
    // Act
    const refused = await request(kit.app).get("/v1/operator/dashboard").set(bearer(operator)).expect(403);
    const session = await request(kit.app).get("/v1/operator/session").set(bearer(operator)).expect(200);
    await request(kit.app)
      .post("/v1/operator/session/totp")
      .set(bearer(operator))
      .send({ code: totpCode(operator.secret, new Date(kit.now().getTime() + 30_000)) })
      .expect(200);
    // Assert
    expect(refused.body.error_code).toBe("0203001");
    expect(session.body.second_factor_verified).toBe(false);
    await request(kit.app).get("/v1/operator/dashboard").set(bearer(operator)).expect(200);
  });

  it("When someone with the password enters wrong codes until refused, then the operator's own session still verifies, and the operator is mailed once for that session (ADR 214)", async () => {
    // Arrange: the operator's account, and a second session of it opened with the password.
    const operator = await newOperator(kit, "moderator", { verified: false });
    const intruder = await signIn(kit, operator.email);
    // Act
    for (let i = 0; i < OPERATOR_TOTP_ATTEMPTS_LIMIT.limit; i++) {
      await request(kit.app)
        .post("/v1/operator/session/totp")
        .set(bearer(intruder))
        .send({ code: "000000" })
        .expect(400);
    }
    const refused = await request(kit.app)
      .post("/v1/operator/session/totp")
      .set(bearer(intruder))
      .send({ code: "000000" });
    const own = await request(kit.app)
      .post("/v1/operator/session/totp")
      .set(bearer(operator))
      .send({ code: totpCode(operator.secret, kit.now()) });
    // Assert
    expect(refused.status).toBe(429);
    expect(own.status).toBe(200);
    await expect
      .poll(() => kit.smtp.mails.filter((m) => m.to.includes(operator.email)).map((m) => m.subject))
      .toContain("【医療ITナビ】運営コンソールで二段階認証のコードが誤って入力されました");
    expect(
      kit.smtp.mails.filter((m) => m.to.includes(operator.email) && m.subject.includes("誤って入力")),
    ).toHaveLength(1);
  });

  it("When a member or a provider calls the TOTP step, then 403 0109002", async () => {
    const member = await kit.member("totp-member");
    const res = await request(kit.app).post("/v1/operator/session/totp").set(bearer(member)).send({ code: "123456" });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("0109002");
  });
});

describe("operator roles", () => {
  it("When a moderator changes an operator's role, then 403 0109002 and nothing changes; an admin can, with one audit row", async () => {
    const moderator = await newOperator(kit, "moderator");
    const admin = await newOperator(kit, "admin");
    const target = await newOperator(kit, "editor");
    const refused = await request(kit.app)
      .put(`/v1/operator/operators/${target.accountId}/role`)
      .set(bearer(moderator))
      .send({ role: "admin" });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe("0109002");

    const before = await auditRows();
    const changed = await request(kit.app)
      .put(`/v1/operator/operators/${target.accountId}/role`)
      .set(bearer(admin))
      .send({ role: "moderator" })
      .expect(200);
    expect(changed.body.role).toBe("moderator");
    expect(await auditRows()).toBe(before + 1);
    const search = await request(kit.app)
      .get(`/v1/operator/audit-log?action=operator.change_role&target_id=${target.accountId}`)
      .set(bearer(moderator))
      .expect(200);
    expect(search.body.entries).toHaveLength(1);
    expect(search.body.entries[0]).toMatchObject({
      operator_account_id: admin.accountId,
      target_type: "operator",
      before_values: JSON.stringify({ role: "editor" }),
      after_values: JSON.stringify({ role: "moderator" }),
    });
  });

  it("When an admin changes their own role, then 409 0203006", async () => {
    const admin = await newOperator(kit, "admin");
    const res = await request(kit.app)
      .put(`/v1/operator/operators/${admin.accountId}/role`)
      .set(bearer(admin))
      .send({ role: "editor" });
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe("0203006");
  });
});

describe("the audit log is append-only (ADR 149)", () => {
  it("When a row is updated or deleted, even straight in the database, then the database refuses", async () => {
    await newOperator(kit, "admin");
    const db = kit.database.db;
    await expect(sql`UPDATE operator_audit_log SET reason = 'changed'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM operator_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await auditRows()).toBeGreaterThan(0);
  });

  it("When the log is searched by a Tokyo date range, then only the rows of those days come back", async () => {
    const admin = await newOperator(kit, "admin");
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(kit.now());
    const inRange = await request(kit.app)
      .get(`/v1/operator/audit-log?operator_account_id=${admin.accountId}&from=${today}&to=${today}`)
      .set(bearer(admin))
      .expect(200);
    expect(inRange.body.entries.map((e: { action: string }) => e.action)).toEqual(["operator.sign_in"]);
    const before = await request(kit.app)
      .get(`/v1/operator/audit-log?operator_account_id=${admin.accountId}&to=2020-01-01`)
      .set(bearer(admin))
      .expect(200);
    expect(before.body.total_count).toBe(0);
  });
});

describe("operators never read negotiation chats or files (ADR 150)", () => {
  const negotiationCalls = ENDPOINTS.filter((e) => /negotiation|material-files\/upload/.test(e.path));

  it("When the registry is read, then no negotiation call admits an operator of any role", () => {
    expect(negotiationCalls.length).toBeGreaterThan(5);
    const operators = ALL_CALLERS.filter((c) => c.kind === "operator");
    for (const endpoint of negotiationCalls) {
      if (typeof endpoint.access !== "object") throw new Error(`${endpoint.path} is not guarded`);
      const access = endpoint.access;
      expect(operators.filter((c) => admits(access, c))).toEqual([]);
    }
  });

  it("When a verified admin calls every negotiation call with a real negotiation, then each answers 403 0109002", async () => {
    const admin = await newOperator(kit, "admin");
    const negotiation = await kit.database.db
      .selectFrom("negotiations")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    for (const endpoint of negotiationCalls) {
      const path = `/v1${fillPath(endpoint.path, new Proxy({}, { get: () => String(negotiation.id) }) as Record<string, string>)}`;
      const method = endpoint.method.toLowerCase() as "get" | "post" | "put" | "delete";
      const req = request(kit.app)[method](path).set(bearer(admin));
      const res = method === "get" ? await req : await req.send({});
      expect([endpoint.path, res.status, res.body.error_code]).toEqual([endpoint.path, 403, "0109002"]);
    }
  });
});
