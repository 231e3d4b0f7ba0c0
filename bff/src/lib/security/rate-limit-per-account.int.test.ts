// Issue 21, item 3 (ADR 103): the staff of a hospital reach /graphql through one address (NAT).
// Signed-in requests spend their account's budget, only anonymous ones the address's.
import { randomUUID } from "node:crypto";
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from "@iryo/domain/auth-policy";
import { importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, postGraphql, startTestStack, type TestStack } from "../../test/stack.js";
import { ID_TOKEN_COOKIE } from "../session/cookies.js";

const QUERY = "{ __typename }";

let nextAccount = 100_000;

/**
 * Id tokens signed with the api's own key for `count` new account ids (what the api issues at sign-in,
 * without signing 300 accounts up). Each has its own session.
 */
async function tokensSignedByTheApi(stack: TestStack, count: number, expiresInSeconds = 900): Promise<string[]> {
  await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL); // the api makes its key on first use
  const key = await stack.db.selectFrom("auth_signing_keys").selectAll().executeTakeFirstOrThrow();
  const signing = await importJWK({ ...(key.private_jwk as JWK), alg: key.alg }, key.alg);
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    Array.from({ length: count }, () =>
      new SignJWT({ sid: randomUUID(), email: null })
        .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
        .setSubject(String(nextAccount++))
        .setIssuer(ID_TOKEN_ISSUER)
        .setAudience(ID_TOKEN_AUDIENCE)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + expiresInSeconds)
        .sign(signing),
    ),
  );
}

const asCookie = (token: string, ip = "198.51.100.1") => ({
  cookie: `${ID_TOKEN_COOKIE}=${token}`,
  "x-forwarded-for": ip,
});

describe("the /graphql limit with its real configuration", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("When 300 signed-in staff behind one address each load a member page and idle for a minute, then none is refused and a visitor there can still sign in", async () => {
    const tokens = await tokensSignedByTheApi(stack, 300);
    // A member page load: at most 8 requests (ADR 103); an idle minute with the socket down: `me`
    // once and the notification poll four times.
    const perAccount = 8 + 1 + 4;
    const statuses: number[] = [];
    for (let batch = 0; batch < tokens.length; batch += 25) {
      await Promise.all(
        tokens.slice(batch, batch + 25).map(async (token) => {
          for (let i = 0; i < perAccount; i++) {
            statuses.push((await postGraphql(stack.bff.httpServer, QUERY, {}, asCookie(token))).status);
          }
        }),
      );
    }

    expect(statuses).toHaveLength(300 * perAccount);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await postGraphql(stack.bff.httpServer, QUERY)).status).toBe(200);
  });
});

describe("budgets per account and per address", () => {
  let stack: TestStack;
  beforeAll(async () => {
    // Each test is another client address (told by a trusted proxy in front of the BFF).
    stack = await startTestStack({
      GRAPHQL_RATE_LIMIT_POINTS: 3,
      GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: 4,
      TRUST_PROXY: "loopback",
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("When one account has spent its budget, then it is refused 429 with Retry-After and 0109007, and another account and a visitor at the same address are not", async () => {
    const [spender, colleague] = await tokensSignedByTheApi(stack, 2);
    for (let i = 0; i < 4; i++) {
      expect((await postGraphql(stack.bff.httpServer, QUERY, {}, asCookie(spender as string))).status).toBe(200);
    }

    const refused = await postGraphql(stack.bff.httpServer, QUERY, {}, asCookie(spender as string));

    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({
      message: "リクエストが多すぎます。しばらく時間をおいてから再度お試しください。",
      extensions: { code: "RATE_LIMITED", errorCode: "0109007" },
    });
    expect((await postGraphql(stack.bff.httpServer, QUERY, {}, asCookie(colleague as string))).status).toBe(200);
    const bearer = { authorization: `Bearer ${colleague}`, "x-forwarded-for": "198.51.100.1" };
    expect((await postGraphql(stack.bff.httpServer, QUERY, {}, bearer)).status).toBe(200);
    expect((await postGraphql(stack.bff.httpServer, QUERY, {}, { "x-forwarded-for": "198.51.100.1" })).status).toBe(
      200,
    );
  });

  it("When an id token has expired, then its requests still count for its account, not the address", async () => {
    const [expired] = await tokensSignedByTheApi(stack, 1, -60);
    const ask = () => postGraphql(stack.bff.httpServer, QUERY, {}, asCookie(expired as string, "198.51.100.2"));
    for (let i = 0; i < 4; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it("When tokens are not signed by the api, then each request counts against the address", async () => {
    const forged = (sub: number) =>
      `${Buffer.from('{"alg":"EdDSA"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: String(sub) })).toString("base64url")}.c2ln`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await postGraphql(stack.bff.httpServer, QUERY, {}, asCookie(forged(i), "198.51.100.3"))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
