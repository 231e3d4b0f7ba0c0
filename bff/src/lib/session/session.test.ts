// The BFF session against a fake /v1 at the fetch edge (real JWTs signed with a test key).

import type { AddressInfo } from "node:net";
import { ID_TOKEN_AUDIENCE, ID_TOKEN_ISSUER } from "@iryo/domain/auth-policy";
import { createClient } from "graphql-ws";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type BffServer, createBffServer } from "../../app.js";
import { setCookies } from "../../test/set-cookies.js";
import { parseCookieHeader } from "./cookies.js";

const API = "http://api.test";
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: { keys: unknown[] };
let bff: BffServer;

/** The fake api's state. */
const api = {
  refreshCalls: 0,
  validRefresh: new Set<string>(),
  seq: 0,
  lifetime: 900,
  loginInfoStatus: 200,
  /** Statuses answered before loginInfoStatus, one per call. */
  loginInfoQueue: [] as number[],
  seenAuth: [] as (string | null)[],
  /** The X-Forwarded-For of each /v1 refresh and login_info call. */
  forwardedFor: { refresh: [] as (string | null)[], loginInfo: [] as (string | null)[] },
};

async function idToken(lifetime = api.lifetime): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: "user-1" })
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer(ID_TOKEN_ISSUER)
    .setAudience(ID_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetime)
    .sign(keys.privateKey);
}

async function issue(lifetime?: number) {
  api.seq += 1;
  const refresh = `rt-${api.seq}`;
  api.validRefresh.add(refresh);
  return { id_token: await idToken(lifetime), refresh_token: refresh, expires_in: lifetime ?? api.lifetime };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  const auth = new Headers(init?.headers).get("authorization");
  switch (url.pathname) {
    case "/v1/auth/jwks.json":
      return json(200, jwks);
    case "/public/config/system_config.json":
      return json(200, { termsOfUseVersion: 2 });
    case "/v1/auth/sign-in":
      if (body.password === "right1234") return json(200, await issue());
      // The api's answer to a throttled sign-in (ADR 215).
      if (body.email === "throttled@example.jp") {
        return json(429, { error_code: "0201012", error_message: "…", error_params: { Wait: "3分" } });
      }
      return json(400, { error_code: "0201001" });
    case "/v1/auth/refresh": {
      api.refreshCalls += 1;
      api.forwardedFor.refresh.push(new Headers(init?.headers).get("x-forwarded-for"));
      await new Promise((r) => setTimeout(r, 20));
      if (!api.validRefresh.delete(body.refresh_token)) return json(401, { error_code: "0109006" });
      return json(200, await issue());
    }
    case "/v1/auth/sign-out":
      api.validRefresh.delete(body.refresh_token);
      return new Response(null, { status: 204 });
    case "/v1/auth/session":
      // The liveness check of ADR 050: these tests' sessions are never revoked.
      return auth ? new Response(null, { status: 204 }) : json(401, { error_code: "0109006" });
    case "/v1/users/login_info":
      api.seenAuth.push(auth);
      api.forwardedFor.loginInfo.push(new Headers(init?.headers).get("x-forwarded-for"));
      if (!auth || (api.loginInfoQueue.shift() ?? api.loginInfoStatus) === 401)
        return json(401, { error_code: "0109006" });
      return json(200, {
        user_id: 1,
        username: "山田 太郎",
        hospital_name: "さくら病院",
        department: "診療部",
        is_pre_member: false,
        provider_id: null,
        account_kind: "member",
        member_state: "full",
        email: "yamada@example.jp",
        terms_of_use_version: 1,
      });
    default:
      return json(404, { error_code: "0109005" });
  }
};

beforeAll(async () => {
  keys = await generateKeyPair("ES256");
  jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: "k1", alg: "ES256", use: "sig" }] };
  bff = await createBffServer({
    API_URL: API,
    PLAYGROUND: false,
    ALLOWED_ORIGINS: [],
    WEB_DIST_DIR: "/nonexistent",
    fetch: fakeFetch,
  });
});
afterAll(async () => {
  await bff?.stop();
});
beforeEach(() => {
  api.refreshCalls = 0;
  api.loginInfoStatus = 200;
  api.loginInfoQueue = [];
  api.lifetime = 900;
  api.seenAuth = [];
  api.forwardedFor = { refresh: [], loginInfo: [] };
});

const gql = (query: string, cookies: string[] = [], host = "127.0.0.1") =>
  request(bff.httpServer)
    .post("/graphql")
    .set("host", host)
    .set("content-type", "application/json")
    .set("cookie", cookies.join("; "))
    .send({ query });

const cookiePairs = (res: request.Response) => setCookies(res).map((c) => c.split(";")[0] as string);
const SIGN_IN = `mutation { signIn(email: "a@example.jp", password: "right1234") { loggedIn username needsTermsAcceptance } }`;

async function signIn(): Promise<string[]> {
  const res = await gql(SIGN_IN).expect(200);
  expect(res.body.errors).toBeUndefined();
  return cookiePairs(res);
}

describe("BFF session cookies (fake api)", () => {
  it("When signing in on 127.0.0.1, then two httpOnly SameSite=Lax cookies without Secure, and no token in the body", async () => {
    const res = await gql(SIGN_IN).expect(200);
    expect(res.body.data.signIn).toEqual({ loggedIn: true, username: "山田 太郎", needsTermsAcceptance: true });
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/);
    }
    expect(res.text).not.toMatch(/eyJ|rt-\d/);
  });

  it("When signing in through a public host name, then the cookies are Secure", async () => {
    const res = await gql(SIGN_IN, [], "portal.example.jp").expect(200);
    for (const cookie of setCookies(res)) expect(cookie).toMatch(/; Secure/);
  });

  it("When the password is wrong, then 0201001 and no cookie", async () => {
    const res = await gql(`mutation { signIn(email: "a@example.jp", password: "x") { loggedIn } }`).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", errorCode: "0201001" });
    expect(setCookies(res)).toEqual([]);
  });

  it("When the api throttles the sign-in, then RATE_LIMITED 0201012 arrives with the wait for the message, and no cookie", async () => {
    const res = await gql(`mutation { signIn(email: "throttled@example.jp", password: "x") { loggedIn } }`).expect(200);
    expect(res.body.errors[0].extensions).toEqual({
      code: "RATE_LIMITED",
      errorCode: "0201012",
      errorParams: { Wait: "3分" },
    });
    expect(res.body.errors[0].message).toContain("3分ほど待って");
    expect(setCookies(res)).toEqual([]);
  });

  it("When me is asked with the cookies, then the id token goes to /v1 as Bearer and nothing is refreshed", async () => {
    const cookies = await signIn();
    const res = await gql("{ me { loggedIn userId tokenLifetimeSeconds } }", cookies).expect(200);
    expect(res.body.data.me).toEqual({ loggedIn: true, userId: "1", tokenLifetimeSeconds: 900 });
    expect(api.seenAuth.at(-1)).toMatch(/^Bearer eyJ/);
    expect(api.refreshCalls).toBe(0);
    expect(setCookies(res)).toEqual([]);
  });

  it("When there are no cookies, then me is logged out without any /v1 member call", async () => {
    const res = await gql("{ me { loggedIn needsRegistration systemTermsOfUseVersion } }").expect(200);
    expect(res.body.data.me).toEqual({ loggedIn: false, needsRegistration: false, systemTermsOfUseVersion: "2" });
    expect(api.seenAuth).toEqual([]);
  });

  it("When the id token has less than 60 s left, then the BFF refreshes first and writes rotated cookies", async () => {
    api.lifetime = 30;
    const cookies = await signIn();
    api.lifetime = 900;
    const res = await gql("{ me { loggedIn } }", cookies).expect(200);
    expect(res.body.data.me.loggedIn).toBe(true);
    expect(api.refreshCalls).toBe(1);
    const rotated = cookiePairs(res);
    expect(rotated).toHaveLength(2);
    expect(rotated.find((c) => c.startsWith("iryo_rt="))).not.toBe(cookies.find((c) => c.startsWith("iryo_rt=")));
  });

  it("When the BFF refreshes a session, then it tells the api the browser's address, as on every other /v1 call", async () => {
    api.lifetime = 30;
    const cookies = await signIn();
    api.lifetime = 900;

    await gql("{ me { loggedIn } }", cookies).expect(200);

    expect(api.forwardedFor.refresh).toHaveLength(1);
    expect(api.forwardedFor.refresh[0]).toMatch(/127\.0\.0\.1/);
    expect(api.forwardedFor.refresh[0]).toBe(api.forwardedFor.loginInfo.at(-1));
  });

  it("When five requests race with the same old refresh token, then one /v1 refresh serves them all", async () => {
    api.lifetime = 30;
    const cookies = await signIn();
    api.lifetime = 900;
    const answers = await Promise.all(Array.from({ length: 5 }, () => gql("{ me { loggedIn } }", cookies)));
    expect(answers.map((r) => r.body.data?.me?.loggedIn)).toEqual([true, true, true, true, true]);
    expect(api.refreshCalls).toBe(1);
    const rts = new Set(answers.map((r) => parseCookieHeader(cookiePairs(r).join("; ")).get("iryo_rt")));
    expect(rts.size).toBe(1);
  });

  it("When the api answers 401 and the refresh token is dead, then the cookies are cleared and 0201002", async () => {
    const cookies = await signIn();
    api.validRefresh.clear();
    api.loginInfoStatus = 401;
    const res = await gql("{ me { loggedIn } }", cookies).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "UNAUTHENTICATED", errorCode: "0201002" });
    const cleared = setCookies(res);
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("When the api answers 401 once, then the BFF refreshes, retries and succeeds", async () => {
    const cookies = await signIn();
    api.loginInfoQueue = [401];
    const res = await gql("{ me { loggedIn } }", cookies).expect(200);
    expect(res.body.data?.me?.loggedIn).toBe(true);
    expect(api.refreshCalls).toBe(1);
  });

  it("When signing out, then the refresh token is revoked and the cookies cleared", async () => {
    const cookies = await signIn();
    const rt = parseCookieHeader(cookies.join("; ")).get("iryo_rt") as string;
    const res = await gql("mutation { signOut }", cookies).expect(200);
    expect(res.body.data.signOut).toBe(true);
    expect(api.validRefresh.has(rt)).toBe(false);
    expect(setCookies(res).every((c) => /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it("When a socket is opened with the session cookies, then its operations act for the member", async () => {
    const cookies = await signIn();
    await new Promise<void>((resolve) => bff.httpServer.listen(0, "127.0.0.1", resolve));
    const { port } = bff.httpServer.address() as AddressInfo;
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: cookies.join("; ") } });
      }
    }
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: "{ me { loggedIn userId } }" },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toEqual({ data: { me: { loggedIn: true, userId: "1" } } });
    } finally {
      await client.dispose();
      bff.httpServer.closeAllConnections();
      await new Promise<void>((resolve) => bff.httpServer.close(() => resolve()));
    }
  });
});
