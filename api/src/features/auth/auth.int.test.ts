import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from "@iryo/domain/auth-policy";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@iryo/domain/constants";
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from "jose";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import { TEST_SCRYPT_N } from "../../db/test-database.js";
import { createMailer } from "../../lib/mail/mailer.js";
import {
  type AuthTestKit,
  auditEventCount,
  bearer,
  codeFromMail,
  lastMailTo,
  newSession,
  PASSWORD,
  signIn,
  signUpConfirmed,
  startAuthTestKit,
  TEST_PROXY_SECRET,
  testEmail,
} from "../../test/auth.test-kit.js";
import { getError } from "../../test/error-answer.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startAuthTestKit);
const email = testEmail;

const post = (path: string) => request(kit.app).post(`/v1/auth/${path}`);

/** The body of a call the api refuses with 400. */
const refused = async (path: string, body: object) => (await post(path).send(body).expect(400)).body;

/** A new address, signed up (its code mailed, not confirmed yet). */
async function signedUp(label: string): Promise<string> {
  const to = email(label);
  await post("sign-up").send({ email: to, password: PASSWORD }).expect(201);
  return to;
}

describe("POST /v1/auth/sign-up", () => {
  it("When the email is malformed, then 400 with 0101002 and a field error on email", async () => {
    const body = await refused("sign-up", { email: "not-an-email", password: PASSWORD });
    expect(body).toMatchObject({ error_code: "0101002", field_errors: { email: "0101002" } });
    expect(body.error_message).toBe("形式が正しくありません。");
  });

  it("When the password breaks the rule, then 400 with 0201003", async () => {
    const body = await refused("sign-up", { email: email("weak"), password: "onlyletters" });
    expect(body).toMatchObject({ error_code: "0201003", field_errors: { password: "0201003" } });
  });

  it("When a password confirmation is sent and differs, then 400 with 0201004 on it", async () => {
    const body = await refused("sign-up", {
      email: email("confirm"),
      password: PASSWORD,
      password_confirmation: "Other1234",
    });
    expect(body).toMatchObject({ error_code: "0201004", field_errors: { password_confirmation: "0201004" } });
  });

  it("When signed up, then a 6-digit code arrives by SMTP in a Japanese mail", async () => {
    const to = await signedUp("mail");
    const mail = lastMailTo(kit, to);
    expect(mail.subject).toBe("【医療ITナビ】メールアドレス確認コードのお知らせ");
    expect(mail.text).toContain("有効期限は24時間です");
    expect(codeFromMail(kit, to)).toMatch(/^\d{6}$/);
  });

  it("When a registered address signs up, then the answer is the same as for a new address", async () => {
    // Arrange
    const registered = email("taken");
    await signUpConfirmed(kit, registered);
    // Act
    const fresh = await post("sign-up").send({ email: email("fresh"), password: PASSWORD });
    const taken = await post("sign-up").send({ email: registered.toUpperCase(), password: "Another123" });
    // Assert
    expect({ status: taken.status, body: taken.body, type: taken.headers["content-type"] }).toEqual({
      status: fresh.status,
      body: fresh.body,
      type: fresh.headers["content-type"],
    });
    expect(taken.status).toBe(201);
  });

  it("When a registered address signs up, then its owner is mailed links to sign in and to reset the password, and the password stays", async () => {
    // Arrange
    const registered = email("owner");
    await signUpConfirmed(kit, registered);
    const before = kit.smtp.mails.length;
    // Act
    await post("sign-up").send({ email: registered, password: "Another123" }).expect(201);
    // Assert
    expect(kit.smtp.mails.length).toBe(before + 1);
    const mail = lastMailTo(kit, registered);
    expect(mail.subject).toBe("【医療ITナビ】会員登録のお申し込みについて");
    expect(mail.text).toContain("このメールアドレスはすでに登録されています");
    expect(mail.text).toContain("http://web.test/login");
    expect(mail.text).toContain("http://web.test/forgot-password");
    expect(mail.text).not.toMatch(/確認コード：/);
    await post("sign-in").send({ email: registered, password: "Another123" }).expect(400);
    await post("sign-in").send({ email: registered, password: PASSWORD }).expect(200);
  });

  it("When an unconfirmed email signs up again, then the first password stays and the newest code confirms it", async () => {
    const to = email("again");
    await post("sign-up").send({ email: to, password: "Firstpass1" }).expect(201);
    const firstCode = codeFromMail(kit, to);
    await post("sign-up").send({ email: to, password: "Secondpass2" }).expect(201);
    const secondCode = codeFromMail(kit, to);
    if (firstCode !== secondCode) {
      expect((await post("confirm-sign-up").send({ email: to, code: firstCode }).expect(400)).body.error_code).toBe(
        "0201007",
      );
    }
    await post("confirm-sign-up").send({ email: to, code: secondCode }).expect(200);
    await post("sign-in").send({ email: to, password: "Secondpass2" }).expect(400);
    await post("sign-in").send({ email: to, password: "Firstpass1" }).expect(200);
  });

  it("When the same email signs up five times at once, then one account exists", async () => {
    const to = email("race");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post("sign-up").send({ email: to, password: PASSWORD })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const rows = await kit.database.db.selectFrom("accounts").select("id").where("email", "=", to).execute();
    expect(rows).toHaveLength(1);
  });
});

describe("POST /v1/auth/resend-code and confirm-sign-up", () => {
  it("When the email is unknown, then resend gives 0201009", async () => {
    const body = await refused("resend-code", { email: email("nobody") });
    expect(body.error_code).toBe("0201009");
  });

  it("When a code is resent, then the new code confirms", async () => {
    const to = await signedUp("resend");
    const before = kit.smtp.mails.length;
    await post("resend-code").send({ email: to }).expect(200);
    expect(kit.smtp.mails.length).toBe(before + 1);
    await post("confirm-sign-up")
      .send({ email: to, code: codeFromMail(kit, to) })
      .expect(200);
  });

  it("When the email is unknown, then confirm gives 0201009", async () => {
    const body = await refused("confirm-sign-up", { email: email("nobody"), code: "123456" });
    expect(body.error_code).toBe("0201009");
  });

  it("When the code is wrong, then 0201007", async () => {
    const to = await signedUp("wrong");
    const right = codeFromMail(kit, to);
    const wrong = right === "000000" ? "000001" : "000000";
    const body = await refused("confirm-sign-up", { email: to, code: wrong });
    expect(body).toMatchObject({ error_code: "0201007", error_message: expect.stringContaining("確認コード") });
  });

  it("When the code is older than 24 hours, then 0201007", async () => {
    const to = await signedUp("expired");
    const code = codeFromMail(kit, to);
    kit.advance(DAY_MS + 1);
    try {
      expect((await post("confirm-sign-up").send({ email: to, code }).expect(400)).body.error_code).toBe("0201007");
    } finally {
      kit.advance(-(DAY_MS + 1));
    }
  });

  it("When a code was entered wrongly five times, then even the right code is refused", async () => {
    const to = await signedUp("attempts");
    const right = codeFromMail(kit, to);
    const wrong = right === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) await post("confirm-sign-up").send({ email: to, code: wrong }).expect(400);
    const body = await refused("confirm-sign-up", { email: to, code: right });
    expect(body.error_code).toBe("0201007");
  });

  it("When the code has letters, then 0101002 with a field error on code", async () => {
    const body = await refused("confirm-sign-up", { email: email("x"), code: "12ab56" });
    expect(body).toMatchObject({ error_code: "0101002", field_errors: { code: "0101002" } });
  });
});

describe("POST /v1/auth/sign-in", () => {
  it("When signed in, then the id token verifies against the JWKS with sub, email, iss and a 15-minute exp", async () => {
    const to = email("jwks");
    const tokens = await newSession(kit, to);
    expect(tokens.expires_in).toBe(900);
    const jwks = (await request(kit.app).get("/v1/auth/jwks.json").expect(200)).body;
    expect(JSON.stringify(jwks)).not.toContain('"d"');
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: ID_TOKEN_ISSUER,
      audience: ID_TOKEN_AUDIENCE,
      currentDate: kit.now(),
    });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(payload.email).toBe(to);
    expect(Number(payload.sub)).toBeGreaterThan(0);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
  });

  it("When the password is wrong or the email unknown, then 400 with 0201001", async () => {
    const to = email("wrongpw");
    await signUpConfirmed(kit, to);
    const wrong = await post("sign-in").send({ email: to, password: "Wrong1234" }).expect(400);
    expect(wrong.body).toEqual({ error_code: "0201001", error_message: expect.any(String) });
    const unknown = await post("sign-in")
      .send({ email: email("ghost"), password: PASSWORD })
      .expect(400);
    expect(unknown.body.error_code).toBe("0201001");
  });

  it("When the email is not confirmed yet, then 400 with 0201011", async () => {
    const to = await signedUp("unconfirmed");
    const body = await refused("sign-in", { email: to, password: PASSWORD });
    expect(body.error_code).toBe("0201011");
  });

  it("When the password is empty, then 0101001 on password", async () => {
    const body = await refused("sign-in", { email: email("empty"), password: "" });
    expect(body).toMatchObject({ error_code: "0101001", field_errors: { password: "0101001" } });
  });

  it("When a sign-in succeeds or fails, then the audit log has the event, account, ip and server time", async () => {
    const to = email("audit");
    await signUpConfirmed(kit, to);
    await post("sign-in").send({ email: to, password: "Wrong1234" }).expect(400);
    await signIn(kit, to);
    const account = await kit.database.db
      .selectFrom("accounts")
      .select("id")
      .where("email", "=", to)
      .executeTakeFirstOrThrow();
    const events = await kit.database.db
      .selectFrom("auth_audit_log")
      .select(["event", "ip", "created_at"])
      .where("account_id", "=", account.id)
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.event)).toEqual(["sign_up", "sign_up_confirmed", "sign_in_failed", "sign_in"]);
    expect(events[3]?.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(events[3]?.created_at).toBeInstanceOf(Date);
  });
});

describe("client address", () => {
  it.each([
    {
      when: "the BFF forwards X-Forwarded-For with the proxy secret",
      outcome: "the audit log has the client's address",
      forwardedFor: "203.0.113.7",
      secret: TEST_PROXY_SECRET,
      logged: /^203\.0\.113\.7$/,
    },
    {
      when: "a caller on the loopback sends X-Forwarded-For without the secret",
      outcome: "it is ignored",
      forwardedFor: "198.51.100.9",
      secret: "not-the-secret-at-all",
      logged: /127\.0\.0\.1|::1/,
    },
  ])("When $when, then $outcome", async ({ forwardedFor, secret, logged }) => {
    const to = email("forwarded");
    await signUpConfirmed(kit, to);
    await post("sign-in")
      .set("X-Forwarded-For", forwardedFor)
      .set("X-Proxy-Secret", secret)
      .send({ email: to, password: PASSWORD })
      .expect(200);
    const row = await kit.database.db
      .selectFrom("auth_audit_log")
      .select("ip")
      .where("event", "=", "sign_in")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.ip).toMatch(logged);
  });
});

describe("throttling", () => {
  it("When an account failed three times, then the next try waits even with the right password, and works after the wait", async () => {
    const to = email("delay");
    await signUpConfirmed(kit, to);
    for (let i = 0; i < 3; i++) await post("sign-in").send({ email: to, password: "Wrong1234" }).expect(400);
    const refused = await post("sign-in").send({ email: to, password: PASSWORD }).expect(429);
    expect(refused.body.error_code).toBe("0201012");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    kit.advance(2_000);
    await post("sign-in").send({ email: to, password: PASSWORD }).expect(200);
  });

  it("When the delays grow, then each wait is longer than the one before", async () => {
    const to = email("growing");
    await signUpConfirmed(kit, to);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await post("sign-in").send({ email: to, password: "Wrong1234" }).expect(400);
      const res = await post("sign-in").send({ email: to, password: "Wrong1234" });
      if (res.headers["retry-after"]) waits.push(Number(res.headers["retry-after"]));
      kit.advance(HOUR_MS / 2);
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1] as number);
  });

  it("When an account reaches 20 failures, then it is locked for an hour even with the right password", async () => {
    const to = email("lock");
    await signUpConfirmed(kit, to);
    for (let i = 0; i < 20; i++) {
      await post("sign-in").send({ email: to, password: "Wrong1234" }).expect(400);
      kit.advance(16 * MINUTE_MS);
    }
    const locked = await post("sign-in").send({ email: to, password: PASSWORD }).expect(429);
    // Locked for an hour from the 20th failure, 16 minutes ago.
    expect(locked.body).toMatchObject({ error_code: "0201012", error_params: { Wait: "44分" } });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(15 * 60);
    expect(await auditEventCount(kit, "sign_in_locked")).toBeGreaterThan(0);
    kit.advance(HOUR_MS);
    await post("sign-in").send({ email: to, password: PASSWORD }).expect(200);
  });

  it("When many sign-ins fail at once, then no more than the free ones get past the throttle", async () => {
    const to = email("parallel");
    await signUpConfirmed(kit, to);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post("sign-in").send({ email: to, password: "Wrong1234" })),
    );
    expect(results.filter((r) => r.headers["retry-after"] === undefined)).toHaveLength(3);
    kit.advance(DAY_MS);
  });
});

describe("throttling per IP", () => {
  let ipKit: AuthTestKit;
  beforeAll(async () => {
    ipKit = await startAuthTestKit({
      signInAddressThrottle: {
        freeFailures: 100,
        baseDelayMs: 1000,
        maxDelayMs: 1000,
        lockFailures: 5,
        lockMs: HOUR_MS,
        windowMs: DAY_MS,
      },
      codeCheckIpThrottle: {
        freeFailures: 100,
        baseDelayMs: 1000,
        maxDelayMs: 1000,
        lockFailures: 5,
        lockMs: HOUR_MS,
        windowMs: DAY_MS,
      },
    });
  });
  afterAll(async () => {
    await ipKit?.close();
  });
  /** A call of the identity provider from the one address of these tests. */
  const ipPost = (path: string, body: object) => request(ipKit.app).post(`/v1/auth/${path}`).send(body);

  it("When one IP fails on many accounts past its limit, then its next sign-in is refused even with the right password", async () => {
    await signUpConfirmed(ipKit, "ip-owner@example.jp");
    for (let i = 0; i < 5; i++) {
      await ipPost("sign-in", { email: `ip-victim-${i}@example.jp`, password: PASSWORD }).expect(400);
    }
    const res = await ipPost("sign-in", { email: "ip-owner@example.jp", password: PASSWORD }).expect(429);
    expect(res.body.error_code).toBe("0201012");
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("When one IP guesses codes past its limit, then code checks are refused with 0201007", async () => {
    ipKit.advance(DAY_MS);
    await ipPost("sign-up", { email: "code-ip@example.jp", password: PASSWORD });
    const right = codeFromMail(ipKit, "code-ip@example.jp");
    for (let i = 0; i < 5; i++) {
      await ipPost("confirm-sign-up", { email: `nobody-${i}@example.jp`, code: "123456" }).expect(400);
    }
    // Unknown emails are not code checks; wrong codes on a real one are.
    const wrong = right === "000000" ? "000001" : "000000";
    for (let i = 0; i < 4; i++) {
      await ipPost("confirm-sign-up", { email: "code-ip@example.jp", code: wrong });
    }
    await ipPost("resend-code", { email: "code-ip@example.jp" }).expect(200);
    const fresh = codeFromMail(ipKit, "code-ip@example.jp");
    await ipPost("confirm-sign-up", { email: "code-ip@example.jp", code: wrong });
    const res = await ipPost("confirm-sign-up", { email: "code-ip@example.jp", code: fresh }).expect(400);
    expect(res.body.error_code).toBe("0201007");
    expect(res.headers["retry-after"]).toBeDefined();
  });
});

describe("POST /v1/auth/refresh and sign-out", () => {
  it("When refreshed, then a new pair comes and the refresh token has changed", async () => {
    const first = await newSession(kit, email("rotate"));
    const res = await post("refresh").send({ refresh_token: first.refresh_token }).expect(200);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.body.expires_in).toBe(900);
    await request(kit.app).get("/v1/users/login_info").set(bearer(res.body)).expect(200);
  });

  it("When an already rotated token is used again, then 401 0109006 and the newest token of the family is revoked", async () => {
    const first = await newSession(kit, email("reuse"));
    const second = (await post("refresh").send({ refresh_token: first.refresh_token }).expect(200)).body;
    const third = (await post("refresh").send({ refresh_token: second.refresh_token }).expect(200)).body;
    const reuse = await post("refresh").send({ refresh_token: first.refresh_token }).expect(401);
    expect(reuse.body.error_code).toBe("0109006");
    const newest = await post("refresh").send({ refresh_token: third.refresh_token }).expect(401);
    expect(newest.body.error_code).toBe("0109006");
    expect(await auditEventCount(kit, "refresh_reuse_detected")).toBeGreaterThan(0);
  });

  it("When a family is revoked, then another sign-in's family still works", async () => {
    const to = email("families");
    const a = await newSession(kit, to);
    const b = await signIn(kit, to);
    await post("refresh").send({ refresh_token: a.refresh_token }).expect(200);
    await post("refresh").send({ refresh_token: a.refresh_token }).expect(401);
    await post("refresh").send({ refresh_token: b.refresh_token }).expect(200);
  });

  it("When the refresh token is unknown or expired, then 401 0109006", async () => {
    expect((await post("refresh").send({ refresh_token: "nope" }).expect(401)).body.error_code).toBe("0109006");
    const tokens = await newSession(kit, email("old"));
    kit.advance(31 * DAY_MS);
    try {
      await post("refresh").send({ refresh_token: tokens.refresh_token }).expect(401);
    } finally {
      kit.advance(-31 * DAY_MS);
    }
  });

  it("When signed out, then 204 and the refresh token no longer works", async () => {
    const tokens = await newSession(kit, email("signout"));
    await post("sign-out").send({ refresh_token: tokens.refresh_token }).expect(204);
    await post("refresh").send({ refresh_token: tokens.refresh_token }).expect(401);
  });
});

describe("the bearer check of the access guard", () => {
  it("When no, a broken or an expired bearer token comes, then 401 0109006", async () => {
    const tokens = await newSession(kit, email("bearer"));
    await getError(kit.app, "/v1/users/login_info", 401, "0109006");
    await request(kit.app).get("/v1/users/login_info").set("Authorization", "Bearer abc.def.ghi").expect(401);
    kit.advance(16 * MINUTE_MS);
    try {
      await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(401);
    } finally {
      kit.advance(-16 * MINUTE_MS);
    }
  });

  it("When the app restarts on the same database, then issued id tokens stay valid", async () => {
    const tokens = await newSession(kit, email("restart"));
    const again = createApp({ db: kit.database.db, log: () => {}, auth: { now: kit.now }, devMail: false });
    await request(again).get("/v1/users/login_info").set(bearer(tokens)).expect(200);
  });
});

describe("AUTH_PRIVATE_JWK", () => {
  it("When a private P-256 JWK is configured, then tokens are ES256 and verify against the published JWKS without the private part", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const privateJwk = JSON.stringify({ ...(await exportJWK(privateKey)), kid: "configured-1" });
    const app = createApp({
      db: kit.database.db,
      log: () => {},
      auth: { now: kit.now, privateJwk, scryptN: TEST_SCRYPT_N },
      devMail: false,
    });
    const to = email("jwk");
    await signUpConfirmed(kit, to);
    const tokens = (await request(app).post("/v1/auth/sign-in").send({ email: to, password: PASSWORD }).expect(200))
      .body;
    const jwks = (await request(app).get("/v1/auth/jwks.json").expect(200)).body;
    expect(jwks.keys).toEqual([expect.objectContaining({ kid: "configured-1", alg: "ES256", kty: "EC" })]);
    expect(jwks.keys[0]).not.toHaveProperty("d");
    const { protectedHeader } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), { currentDate: kit.now() });
    expect(protectedHeader).toMatchObject({ alg: "ES256", kid: "configured-1" });
    // The database key of the other app does not accept it.
    await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(401);
  });
});

describe("password reset", () => {
  it("When the email is unknown, then 200 and no mail is sent", async () => {
    const before = kit.smtp.mails.length;
    await post("forget-password")
      .send({ email: email("unknown") })
      .expect(200);
    expect(kit.smtp.mails.length).toBe(before);
  });

  it("When reset by the mailed link, then the new password signs in, the old one and every refresh token do not", async () => {
    const to = email("reset");
    const tokens = await newSession(kit, to);
    await post("forget-password").send({ email: to }).expect(200);
    const mail = lastMailTo(kit, to);
    expect(mail.subject).toBe("【医療ITナビ】パスワード再設定のご案内");
    const link = /http:\/\/web\.test\/reset-password\?token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    const weak = await post("reset-password").send({ token, password: "short" }).expect(400);
    expect(weak.body.error_code).toBe("0201003");
    await post("reset-password").send({ token, password: "Brandnew99" }).expect(200);
    await post("sign-in").send({ email: to, password: PASSWORD }).expect(400);
    await post("sign-in").send({ email: to, password: "Brandnew99" }).expect(200);
    await post("refresh").send({ refresh_token: tokens.refresh_token }).expect(401);
    const again = await post("reset-password").send({ token, password: "Another123" }).expect(400);
    expect(again.body.error_code).toBe("0201010");
  });

  it("When the link is older than an hour, then 0201010", async () => {
    const to = email("resetold");
    await signUpConfirmed(kit, to);
    await post("forget-password").send({ email: to }).expect(200);
    const token = decodeURIComponent(/token=(\S+)/.exec(lastMailTo(kit, to).text)?.[1] ?? "");
    kit.advance(HOUR_MS + 1);
    try {
      const body = await refused("reset-password", { token, password: "Brandnew99" });
      expect(body.error_code).toBe("0201010");
    } finally {
      kit.advance(-(HOUR_MS + 1));
    }
  });
});

describe("POST /v1/auth/change-password", () => {
  it("When not signed in, then 401 0109006", async () => {
    await post("change-password").send({ current_password: PASSWORD, new_password: "Newpass123" }).expect(401);
  });

  it("When the current password is wrong, then 0201006; when the new one is weak, then 0201003", async () => {
    const tokens = await newSession(kit, email("chpw"));
    const wrong = await post("change-password")
      .set(bearer(tokens))
      .send({ current_password: "Wrong1234", new_password: "Newpass123" })
      .expect(400);
    expect(wrong.body.error_code).toBe("0201006");
    const weak = await post("change-password")
      .set(bearer(tokens))
      .send({ current_password: PASSWORD, new_password: "12345678" })
      .expect(400);
    expect(weak.body).toMatchObject({ error_code: "0201003", field_errors: { new_password: "0201003" } });
  });

  it("When changed, then only the new password signs in", async () => {
    const to = email("chpwok");
    const tokens = await newSession(kit, to);
    await post("change-password")
      .set(bearer(tokens))
      .send({ current_password: PASSWORD, new_password: "Newpass123" })
      .expect(200);
    await post("sign-in").send({ email: to, password: PASSWORD }).expect(400);
    await post("sign-in").send({ email: to, password: "Newpass123" }).expect(200);
  });
});

describe("change email", () => {
  it("When the new email is malformed or taken, then 0101002 or 0201005", async () => {
    const taken = email("holder");
    await signUpConfirmed(kit, taken);
    const tokens = await newSession(kit, email("mover"));
    const bad = await post("change-email").set(bearer(tokens)).send({ new_email: "bad@" }).expect(400);
    expect(bad.body.error_code).toBe("0101002");
    const dup = await post("change-email").set(bearer(tokens)).send({ new_email: taken }).expect(400);
    expect(dup.body.error_code).toBe("0201005");
  });

  it("When confirmed with the code mailed to the new address, then only then the email changes", async () => {
    const from = email("from");
    const to = email("to");
    const tokens = await newSession(kit, from);
    await post("change-email").set(bearer(tokens)).send({ new_email: to }).expect(200);
    expect(lastMailTo(kit, to).subject).toBe("【医療ITナビ】メールアドレス変更の確認コードのお知らせ");
    const code = codeFromMail(kit, to);
    await post("sign-in").send({ email: from, password: PASSWORD }).expect(200);
    const wrong = code === "000000" ? "000001" : "000000";
    const res = await post("confirm-code-update").set(bearer(tokens)).send({ code: wrong }).expect(400);
    expect(res.body.error_code).toBe("0201007");
    await post("confirm-code-update").set(bearer(tokens)).send({ code }).expect(200);
    await post("sign-in").send({ email: from, password: PASSWORD }).expect(400);
    const after = await signIn(kit, to);
    expect(after.id_token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("When no change is pending, then confirm-code-update gives 0201007", async () => {
    const tokens = await newSession(kit, email("nopending"));
    const res = await post("confirm-code-update").set(bearer(tokens)).send({ code: "123456" }).expect(400);
    expect(res.body.error_code).toBe("0201007");
  });

  it("When someone else takes the address before the code is entered, then 0201005", async () => {
    const target = email("contested");
    const tokens = await newSession(kit, email("slow"));
    await post("change-email").set(bearer(tokens)).send({ new_email: target }).expect(200);
    const code = codeFromMail(kit, target);
    await signUpConfirmed(kit, target);
    const res = await post("confirm-code-update").set(bearer(tokens)).send({ code }).expect(400);
    expect(res.body.error_code).toBe("0201005");
  });
});

describe("password hashing at the default cost", () => {
  it("When an app runs with the default N, then the hash is scrypt N=131072, r=8, p=1 and it signs in", async () => {
    const app = createApp({
      db: kit.database.db,
      log: () => {},
      auth: { now: kit.now },
      mailer: createMailer({ smtpUrl: kit.smtp.url, outboxDir: "/nonexistent", log: () => {} }),
      devMail: false,
    });
    const to = email("default-n");
    await request(app).post("/v1/auth/sign-up").send({ email: to, password: PASSWORD }).expect(201);
    const row = await kit.database.db
      .selectFrom("accounts")
      .select("password_hash")
      .where("email", "=", to)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$/);
    await request(app)
      .post("/v1/auth/confirm-sign-up")
      .send({ email: to, code: codeFromMail(kit, to) })
      .expect(200);
    await request(app).post("/v1/auth/sign-in").send({ email: to, password: PASSWORD }).expect(200);
  });
});
