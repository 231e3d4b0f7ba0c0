// The defects of the outside probe (issue 9) on the api: mail and click limits, sessions that end
// when they should, bad characters, the account lock the owner can lift, pre-members and reviews.
import { ACCOUNT_SIGN_IN_THROTTLE, ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from "@iryo/domain/auth-policy";
import { MAIL_PER_ACCOUNT_LIMIT, MAIL_PER_ADDRESS_LIMIT } from "@iryo/domain/rate-limits";
import { importJWK, type JWK, SignJWT } from "jose";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdvertisementsRepository } from "../features/advertisements/advertisements.repository.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../seed/members.seed.js";
import {
  type AuthTestKit,
  bearer,
  lastMailTo,
  newSession,
  PASSWORD,
  signIn,
  startAuthTestKit,
  TEST_PROXY_SECRET,
  type Tokens,
} from "./auth.test-kit.js";
import { getError } from "./error-answer.js";

let kit: AuthTestKit;
let seq = 0;
const email = (label: string) => `${label}-${++seq}@example.jp`;
const post = (path: string) => request(kit.app).post(`/v1/auth/${path}`);
const mailsTo = (to: string) => kit.smtp.mails.filter((m) => m.to.includes(to)).length;
const sessionLive = (tokens: Pick<Tokens, "id_token">) => request(kit.app).get("/v1/auth/session").set(bearer(tokens));

beforeAll(async () => {
  kit = await startAuthTestKit({}, { seed: true });
});
afterAll(async () => {
  await kit?.close();
});

describe("mail-sending routes are throttled", () => {
  it("When 31 reset mails are asked for one address, then only the first ones are sent and the rest refused with 429 0109007", async () => {
    const to = email("reset-flood");
    await newSession(kit, to);
    // The sign-up code was the first mail to this address.
    expect(mailsTo(to)).toBe(1);
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 31; i++) {
      const res = await post("forget-password").send({ email: to });
      statuses.push(res.status);
      if (res.status !== 200) refused = res;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAIL_PER_ADDRESS_LIMIT.limit - 1);
    expect(statuses[30]).toBe(429);
    expect(refused?.body.error_code).toBe("0109007");
    expect(refused?.body.error_message).toBe("リクエストが多すぎます。しばらく時間をおいてから再度お試しください。");
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    expect(mailsTo(to)).toBe(MAIL_PER_ADDRESS_LIMIT.limit);
  });

  it("When reset mails are asked for an unknown address, then the same limit answers (nothing tells whether it exists)", async () => {
    const to = email("nobody");
    for (let i = 0; i < MAIL_PER_ADDRESS_LIMIT.limit; i++)
      await post("forget-password").send({ email: to }).expect(200);
    const res = await post("forget-password").send({ email: to }).expect(429);
    expect(res.body.error_code).toBe("0109007");
  });

  it("When the sign-up code is resent again and again, then the mails stop at the limit", async () => {
    const to = email("resend-flood");
    await post("sign-up").send({ email: to, password: PASSWORD }).expect(201);
    for (let i = 1; i < MAIL_PER_ADDRESS_LIMIT.limit; i++) await post("resend-code").send({ email: to }).expect(200);
    const res = await post("resend-code").send({ email: to }).expect(429);
    expect(res.body.error_code).toBe("0109007");
    expect(mailsTo(to)).toBe(MAIL_PER_ADDRESS_LIMIT.limit);
  });

  it("When one account asks for email changes to ever new addresses, then the account's limit stops the mails", async () => {
    const tokens = await newSession(kit, email("changer"));
    for (let i = 0; i < MAIL_PER_ACCOUNT_LIMIT.limit; i++) {
      await post("change-email")
        .set(bearer(tokens))
        .send({ new_email: email("target") })
        .expect(200);
    }
    const res = await post("change-email")
      .set(bearer(tokens))
      .send({ new_email: email("target") })
      .expect(429);
    expect(res.body.error_code).toBe("0109007");
  });
});

describe("advertisement clicks", () => {
  it("When one client clicks an ad 50 times in a row, then one click is counted and every answer still has the link", async () => {
    const repo = createAdvertisementsRepository(kit.database.db);
    const before = await repo.countClicks(3);
    for (let i = 0; i < 50; i++) {
      const res = await request(kit.app).post("/v1/advertisements/3/click").expect(201);
      expect(res.body.link_url).toMatch(/^https:\/\//);
    }
    expect(await repo.countClicks(3)).toBe(before + 1);
  });

  it("When another client (forwarded by the BFF) clicks the same ad, then its click is counted too", async () => {
    const repo = createAdvertisementsRepository(kit.database.db);
    const before = await repo.countClicks(4);
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.2"]) {
      await request(kit.app)
        .post("/v1/advertisements/4/click")
        .set("x-forwarded-for", ip)
        .set("x-proxy-secret", TEST_PROXY_SECRET)
        .expect(201);
    }
    expect(await repo.countClicks(4)).toBe(before + 2);
  });

  it("When one client calls the click route more than 60 times, then it is refused with 429 0109007", async () => {
    const client = { "x-forwarded-for": "203.0.113.50", "x-proxy-secret": TEST_PROXY_SECRET };
    for (let i = 0; i < 60; i++) await request(kit.app).post("/v1/advertisements/5/click").set(client).expect(201);
    const res = await request(kit.app).post("/v1/advertisements/5/click").set(client).expect(429);
    expect(res.body.error_code).toBe("0109007");
  });
});

describe("sessions end when they should", () => {
  it("When the password is changed, then every other session is signed out and this one stays", async () => {
    const to = email("change-pw");
    const mine = await newSession(kit, to);
    const other = await signIn(kit, to);
    await post("change-password")
      .set(bearer(mine))
      .send({ current_password: PASSWORD, new_password: "Newpass123" })
      .expect(200);
    await sessionLive(other).expect(401);
    await post("refresh").send({ refresh_token: other.refresh_token }).expect(401);
    await sessionLive(mine).expect(204);
    await post("refresh").send({ refresh_token: mine.refresh_token }).expect(200);
  });

  it("When a member signs out, then the id token is refused at once on every member route", async () => {
    const tokens = await newSession(kit, email("sign-out"));
    await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(200);
    await post("sign-out").send({ refresh_token: tokens.refresh_token }).expect(204);
    const res = await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(401);
    expect(res.body.error_code).toBe("0109006");
  });

  it("When a refresh token is reused, then the id tokens of that session are refused", async () => {
    const tokens = await newSession(kit, email("reuse"));
    const next = (await post("refresh").send({ refresh_token: tokens.refresh_token }).expect(200)).body as Tokens;
    await post("refresh").send({ refresh_token: tokens.refresh_token }).expect(401);
    await sessionLive(next).expect(401);
    await sessionLive(tokens).expect(401);
  });

  it("When the password is reset, then the id tokens issued before are refused", async () => {
    const to = email("reset-revokes");
    const tokens = await newSession(kit, to);
    await post("forget-password").send({ email: to }).expect(200);
    const token = /token=([^\s]+)/.exec(lastMailTo(kit, to).text)?.[1] as string;
    await post("reset-password")
      .send({ token: decodeURIComponent(token), password: "Another123" })
      .expect(200);
    await sessionLive(tokens).expect(401);
  });

  it("When a token signed with the api's own key has no exp, then it is refused", async () => {
    const tokens = await newSession(kit, email("no-exp"));
    const [, payload] = tokens.id_token.split(".");
    const claims = JSON.parse(Buffer.from(payload as string, "base64url").toString()) as { sub: string; sid: string };
    const key = await kit.database.db.selectFrom("auth_signing_keys").selectAll().executeTakeFirstOrThrow();
    const signing = await importJWK({ ...(key.private_jwk as JWK), alg: key.alg }, key.alg);
    const forever = await new SignJWT({ sid: claims.sid, email: null })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuer(ID_TOKEN_ISSUER)
      .setAudience(ID_TOKEN_AUDIENCE)
      .setIssuedAt()
      .sign(signing);
    await sessionLive({ id_token: forever }).expect(401);
    await sessionLive(tokens).expect(204);
  });
});

describe("bad characters", () => {
  const BAD = ["a\u0000b", "\ud800", "x\udc00y"];

  it.each(["service", "category", "seminar", "content"])(
    "When /v1/searches/%s gets a NUL or a lone surrogate in the keyword, then 400 0109004",
    async (kind) => {
      // A NUL; a lone high and a lone low surrogate (as the bytes a CESU-8 encoder sends); broken escapes.
      for (const keyword of ["a%00b", "%ED%A0%80", "x%ED%B0%80y", "%E3%81", "%zz"]) {
        await getError(kit.app, `/v1/searches/${kind}?keyword=${keyword}`, 400, "0109004");
      }
    },
  );

  it("When membership fields or the withdrawal reason hold a NUL or a lone surrogate, then 400 and nothing is written", async () => {
    const tokens = await newSession(kit, email("bad-chars"));
    for (const bad of BAD) {
      const form = {
        last_name: `鈴${bad}`,
        first_name: "一郎",
        email: "ichiro@example.jp",
        hospital_location: 13,
        hospital_name: bad,
        department: 7,
        role_in_department: 6,
        position: "課長",
        working_corporate_type: 4,
        corporate_type: [10],
        sickbed_number: "120",
        email_magazine_flag: 1,
      };
      const registered = await request(kit.app).post("/v1/membership").set(bearer(tokens)).send(form).expect(400);
      expect(registered.body.error_code).toMatch(/^(0101002|0109004)$/);
      const withdrawn = await request(kit.app)
        .post("/v1/membership/withdraw")
        .set(bearer(tokens))
        .send({ retirement_reason: 8, retirement_reason_other: `理由${bad}` })
        .expect(400);
      expect(withdrawn.body.error_code).toMatch(/^(0101002|0109004)$/);
    }
    await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(200);
  });
});

describe("account lock", () => {
  it("When wrong passwords lock an account, then the owner gets a mail whose reset link lifts the lock at once", async () => {
    const to = email("locked");
    await newSession(kit, to);
    for (let i = 0; i < ACCOUNT_SIGN_IN_THROTTLE.lockFailures; i++) {
      await post("sign-in").send({ email: to, password: "Wrong1234" }).expect(400);
      kit.advance(ACCOUNT_SIGN_IN_THROTTLE.maxDelayMs);
    }
    const locked = await post("sign-in").send({ email: to, password: PASSWORD }).expect(429);
    expect(locked.body.error_code).toBe("0201012");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(ACCOUNT_SIGN_IN_THROTTLE.maxDelayMs / 1000);
    const mail = lastMailTo(kit, to);
    expect(mail.subject).toContain("ログインを一時的に制限しました");
    const token = /token=([^\s]+)/.exec(mail.text)?.[1] as string;
    await post("reset-password")
      .send({ token: decodeURIComponent(token), password: "Unlocked123" })
      .expect(200);
    await post("sign-in").send({ email: to, password: "Unlocked123" }).expect(200);
  });
});

describe("review texts", () => {
  it("When a pre-member reads a service's ratings, then the review texts stay hidden (only full members read them)", async () => {
    const member = await signIn(kit, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    const service = await kit.database.db
      .selectFrom("ratings")
      .select("service_id")
      .where("status", "=", "published")
      .executeTakeFirstOrThrow();
    const path = `/v1/services/${service.service_id}/ratings`;
    expect((await request(kit.app).get(path).set(bearer(member)).expect(200)).body.texts_visible).toBe(true);
    const account = await kit.database.db
      .selectFrom("accounts")
      .select("id")
      .where("email", "=", DEMO_MEMBER_EMAIL)
      .executeTakeFirstOrThrow();
    await kit.database.db
      .updateTable("members")
      .set({ is_pre_member: true })
      .where("account_id", "=", account.id)
      .execute();
    try {
      const res = await request(kit.app).get(path).set(bearer(member)).expect(200);
      expect(res.body.texts_visible).toBe(false);
      expect(res.body.ratings[0].good_point).toBeNull();
    } finally {
      await kit.database.db
        .updateTable("members")
        .set({ is_pre_member: false })
        .where("account_id", "=", account.id)
        .execute();
    }
  });
});
