// Identity and session through the BFF against the real api (bff/src/test/stack.ts).
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConfigDocuments, DEFAULT_CONFIG_DOCUMENTS_DIR } from "@iryo/api/lib/config-documents";
import { createMailer, type Mailer } from "@iryo/api/lib/mail/mailer";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD, DEMO_PRE_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCookieHeader } from "../../lib/session/cookies.js";
import { setCookies } from "../../test/set-cookies.js";
import { postGraphql, startTestStack, type TestStack } from "../../test/stack.js";

const PASSWORD = "Passw0rd1";
const ME = `{ me { loggedIn userId username needsUserInfoUpdate needsRegistration needsTermsAcceptance showsMemberMenu systemTermsOfUseVersion } }`;
const MEMBERSHIP_INPUT = {
  lastName: "鈴木",
  firstName: "次郎",
  email: "jiro@example.jp",
  hospitalPrefecture: 13,
  hospitalName: "みどり病院",
  department: 1,
  roleInDepartment: 2,
  position: "部長",
  workingCorporateType: 1,
  corporateTypes: [10],
  sickbedNumber: 120,
  emailMagazine: 1,
  referralCode: null,
};

interface Env {
  stack: TestStack;
  mailer: Mailer;
  dir: string;
}

async function startEnv(idTokenTtlSeconds?: number): Promise<Env> {
  const dir = await mkdtemp(join(tmpdir(), "iryo-bff-auth-"));
  await cp(DEFAULT_CONFIG_DOCUMENTS_DIR, join(dir, "config"), { recursive: true });
  const mailer = createMailer({ outboxDir: join(dir, "mail"), log: () => {} });
  const stack = await startTestStack(
    {},
    {
      configDocuments: createConfigDocuments(join(dir, "config")),
      mailer,
      devMail: false,
      auth: { scryptN: 1024, ...(idTokenTtlSeconds ? { idTokenTtlSeconds } : {}) },
    },
  );
  return { stack, mailer, dir };
}

async function closeEnv(env: Env | undefined) {
  await env?.stack.close();
  if (env) await rm(env.dir, { recursive: true, force: true });
}

function gql(env: Env, query: string, variables: Record<string, unknown> = {}, cookies: string[] = []) {
  return postGraphql(env.stack.bff.httpServer, query, variables, { cookie: cookies.join("; ") });
}

const pairsOf = (res: request.Response) => setCookies(res).map((c) => c.split(";")[0] as string);
/** The cookie jar after a response: later Set-Cookie values replace earlier ones. */
function merge(jar: string[], res: request.Response): string[] {
  const map = parseCookieHeader(jar.join("; "));
  for (const cookie of setCookies(res)) {
    const [pair] = cookie.split(";");
    const [name, ...value] = (pair as string).split("=");
    if (/Expires=Thu, 01 Jan 1970/.test(cookie)) map.delete(name as string);
    else map.set(name as string, value.join("="));
  }
  return [...map].map(([k, v]) => `${k}=${v}`);
}

async function codeFor(env: Env, email: string): Promise<string> {
  const mail = (await env.mailer.outbox()).find((m) => m.to.includes(email));
  const code = mail && /確認コード：(\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function signIn(env: Env, email: string, password: string): Promise<{ res: request.Response; jar: string[] }> {
  const res = await gql(
    env,
    `mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { loggedIn needsRegistration } }`,
    { e: email, p: password },
  ).expect(200);
  return { res, jar: pairsOf(res) };
}

async function setSystemTerms(env: Env, version: number) {
  const path = join(env.dir, "config", "system_config.json");
  const config = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
  await writeFile(path, JSON.stringify({ ...config, termsOfUseVersion: version }));
}

describe("identity through the BFF (real api)", () => {
  let env: Env;
  beforeAll(async () => {
    env = await startEnv();
  });
  afterAll(async () => {
    await closeEnv(env);
  });

  it("When signing up, confirming with the mailed code and signing in, then httpOnly Lax cookies and no token in the body", async () => {
    const email = "new-member@example.jp";
    const up = await gql(env, `mutation ($e: String!, $p: String!) { signUp(email: $e, password: $p) }`, {
      e: email,
      p: PASSWORD,
    }).expect(200);
    expect(up.body).toEqual({ data: { signUp: true } });
    const code = await codeFor(env, email);
    const confirmed = await gql(env, `mutation ($e: String!, $c: String!) { confirmSignUp(email: $e, code: $c) }`, {
      e: email,
      c: code,
    }).expect(200);
    expect(confirmed.body.errors).toBeUndefined();

    const { res, jar } = await signIn(env, email, PASSWORD);
    expect(res.body.data.signIn).toEqual({ loggedIn: true, needsRegistration: true });
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual(["iryo_id", "iryo_rt"]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/); // supertest talks to 127.0.0.1
    }
    const idToken = parseCookieHeader(jar.join("; ")).get("iryo_id") as string;
    const refreshToken = parseCookieHeader(jar.join("; ")).get("iryo_rt") as string;
    expect(res.text).not.toContain(idToken);
    expect(res.text).not.toContain(refreshToken);

    // Needs registration → register → no flag left, the member menu shows.
    const before = await gql(env, ME, {}, jar).expect(200);
    expect(before.body.data.me).toMatchObject({ loggedIn: true, needsRegistration: true, showsMemberMenu: false });
    expect(before.text).not.toContain(idToken);
    const registered = await gql(
      env,
      `mutation ($i: MembershipInput!) { registerMembership(input: $i) }`,
      { i: { ...MEMBERSHIP_INPUT, email } },
      jar,
    ).expect(200);
    expect(registered.body.errors).toBeUndefined();
    const after = await gql(env, ME, {}, jar).expect(200);
    expect(after.body.data.me).toMatchObject({
      loggedIn: true,
      username: "鈴木 次郎",
      needsRegistration: false,
      needsUserInfoUpdate: false,
      needsTermsAcceptance: false,
      showsMemberMenu: true,
    });
    const membership = await gql(env, "{ membership { hospitalName corporateTypes email } }", {}, jar).expect(200);
    expect(membership.body.data.membership).toEqual({ hospitalName: "みどり病院", corporateTypes: [10], email });
  });

  it("When the identity provider refuses, then its catalogue codes arrive unchanged (0201007, 0201011, 0201006)", async () => {
    const email = "codes@example.jp";
    const signUp = `mutation ($e: String!, $p: String!) { signUp(email: $e, password: $p) }`;
    await gql(env, signUp, { e: email, p: PASSWORD }).expect(200);
    const unconfirmed = await signIn(env, email, PASSWORD);
    expect(unconfirmed.res.body.errors[0].extensions.errorCode).toBe("0201011");
    const code = await codeFor(env, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const badCode = await gql(env, `mutation ($e: String!, $c: String!) { confirmSignUp(email: $e, code: $c) }`, {
      e: email,
      c: wrong,
    }).expect(200);
    expect(badCode.body.errors[0].extensions.errorCode).toBe("0201007");
    await gql(env, `mutation ($e: String!, $c: String!) { confirmSignUp(email: $e, code: $c) }`, { e: email, c: code });
    // A sign-up on a registered address answers like one on a new address (ADR 216).
    const again = await gql(env, signUp, { e: email, p: PASSWORD }).expect(200);
    expect(again.body.errors).toBeUndefined();
    const { jar } = await signIn(env, email, PASSWORD);
    const change = await gql(
      env,
      `mutation { changePassword(currentPassword: "Wrong1234", newPassword: "Another123") }`,
      {},
      jar,
    ).expect(200);
    expect(change.body.errors[0].extensions.errorCode).toBe("0201006");
  });

  it("When a non-browser client sends Authorization: Bearer, then it is forwarded and no cookie is set", async () => {
    const tokens = await request(env.stack.apiUrl)
      .post("/v1/auth/sign-in")
      .send({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD })
      .expect(200);
    const res = await request(env.stack.bff.httpServer)
      .post("/graphql")
      .set("content-type", "application/json")
      .set("authorization", `Bearer ${tokens.body.id_token}`)
      .send({ query: "{ me { loggedIn username } }" })
      .expect(200);
    expect(res.body.data.me).toEqual({ loggedIn: true, username: "山田 花子" });
    expect(setCookies(res)).toEqual([]);
  });

  it("When the password is wrong, then BAD_USER_INPUT 0201001 and no cookie is set", async () => {
    const { res } = await signIn(env, DEMO_MEMBER_EMAIL, "Wrong1234");
    expect(res.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", errorCode: "0201001" });
    expect(setCookies(res)).toEqual([]);
  });

  it("When a membership field breaks a rule, then the api's field errors arrive under the names the BFF sent", async () => {
    const { jar } = await signIn(env, DEMO_PRE_MEMBER_EMAIL, DEMO_PASSWORD);
    const res = await gql(
      env,
      `mutation ($i: MembershipInput!) { changePreMemberInformation(input: $i) }`,
      { i: { ...MEMBERSHIP_INPUT, hospitalName: "", hospitalPrefecture: 99 } },
      jar,
    ).expect(200);
    expect(res.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(res.body.errors[0].extensions.fieldErrors).toMatchObject({
      hospital_name: "0101001",
      hospital_prefecture: "0101002",
    });
  });

  it("When a pre-member signs in, then needsUserInfoUpdate only; completing the information clears it", async () => {
    const { jar } = await signIn(env, DEMO_PRE_MEMBER_EMAIL, DEMO_PASSWORD);
    const before = await gql(env, ME, {}, jar).expect(200);
    expect(before.body.data.me).toMatchObject({
      needsUserInfoUpdate: true,
      needsRegistration: false,
      needsTermsAcceptance: false,
      showsMemberMenu: false,
    });
    const done = await gql(
      env,
      `mutation ($i: MembershipInput!) { changePreMemberInformation(input: $i) }`,
      { i: { ...MEMBERSHIP_INPUT, email: DEMO_PRE_MEMBER_EMAIL } },
      jar,
    ).expect(200);
    expect(done.body.errors).toBeUndefined();
    const after = await gql(env, ME, {}, jar).expect(200);
    expect(after.body.data.me).toMatchObject({ needsUserInfoUpdate: false, showsMemberMenu: true });
  });

  it("When the system terms version changes, then needsTermsAcceptance until the member agrees", async () => {
    const { jar } = await signIn(env, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    expect((await gql(env, ME, {}, jar)).body.data.me.needsTermsAcceptance).toBe(false);
    await setSystemTerms(env, 7);
    const flagged = await gql(env, ME, {}, jar).expect(200);
    expect(flagged.body.data.me).toMatchObject({
      needsTermsAcceptance: true,
      showsMemberMenu: false,
      systemTermsOfUseVersion: "7",
    });
    const agreed = await gql(env, "mutation { agreeTermsOfUsage }", {}, jar).expect(200);
    expect(agreed.body.data.agreeTermsOfUsage).toBe("7");
    expect((await gql(env, ME, {}, jar)).body.data.me).toMatchObject({
      needsTermsAcceptance: false,
      showsMemberMenu: true,
    });
  });

  it("When nobody is signed in, then me is logged out and a member query is UNAUTHENTICATED", async () => {
    const me = await gql(env, ME).expect(200);
    expect(me.body.data.me).toMatchObject({ loggedIn: false, needsRegistration: false });
    const membership = await gql(env, "{ membership { email } }").expect(200);
    expect(membership.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("When signing out, then the cookies are cleared and the refresh token no longer refreshes", async () => {
    const { jar } = await signIn(env, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    const out = await gql(env, "mutation { signOut }", {}, jar).expect(200);
    expect(out.body.data.signOut).toBe(true);
    expect(setCookies(out).every((c) => /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    const rt = parseCookieHeader(jar.join("; ")).get("iryo_rt");
    await request(env.stack.apiUrl).post("/v1/auth/refresh").send({ refresh_token: rt }).expect(401);
  });
});

describe("session refresh through the BFF (id tokens of 30 s: always within the 60 s margin)", () => {
  let env: Env;
  beforeAll(async () => {
    env = await startEnv(30);
  });
  afterAll(async () => {
    await closeEnv(env);
  });

  it("When a request comes with a token close to expiry, then the BFF rotates both cookies", async () => {
    const { jar } = await signIn(env, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    const res = await gql(env, ME, {}, jar).expect(200);
    expect(res.body.data.me.loggedIn).toBe(true);
    const next = merge(jar, res);
    const before = parseCookieHeader(jar.join("; "));
    const after = parseCookieHeader(next.join("; "));
    expect(after.get("iryo_rt")).not.toBe(before.get("iryo_rt"));
    // Both cookies are written (the id token may be byte-identical within the same second).
    expect(
      pairsOf(res)
        .map((c) => c.split("=")[0])
        .sort(),
    ).toEqual(["iryo_id", "iryo_rt"]);
    expect(res.text).not.toContain(after.get("iryo_rt") as string);
  });

  it("When six requests race with the same cookies, then all succeed and the rotated token still works (no reuse alarm)", async () => {
    const { jar } = await signIn(env, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    const answers = await Promise.all(Array.from({ length: 6 }, () => gql(env, ME, {}, jar)));
    expect(answers.map((r) => r.body.data?.me?.loggedIn)).toEqual([true, true, true, true, true, true]);
    const rotated = new Set(answers.map((r) => parseCookieHeader(pairsOf(r).join("; ")).get("iryo_rt")));
    expect(rotated.size).toBe(1);
    const next = merge(jar, answers[0] as request.Response);
    const again = await gql(env, ME, {}, next).expect(200);
    expect(again.body.data.me.loggedIn).toBe(true);
  });

  it("When refreshSession is called, then the refresh token rotates", async () => {
    const { jar } = await signIn(env, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    const res = await gql(env, "mutation { refreshSession }", {}, jar).expect(200);
    expect(res.body.data.refreshSession).toBe(true);
    expect(parseCookieHeader(merge(jar, res).join("; ")).get("iryo_rt")).not.toBe(
      parseCookieHeader(jar.join("; ")).get("iryo_rt"),
    );
  });

  it("When the old refresh token is reused elsewhere, then the family is revoked and the BFF clears the cookies with 0201002", async () => {
    const { jar } = await signIn(env, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    const first = await gql(env, ME, {}, jar).expect(200);
    const next = merge(jar, first);
    // A thief replays the rotated-away token at the api: reuse → the whole family is revoked.
    const stolen = parseCookieHeader(jar.join("; ")).get("iryo_rt");
    await request(env.stack.apiUrl).post("/v1/auth/refresh").send({ refresh_token: stolen }).expect(401);
    const res = await gql(env, ME, {}, next).expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "UNAUTHENTICATED", errorCode: "0201002" });
    const cleared = setCookies(res);
    expect(cleared.map((c) => c.split("=")[0]).sort()).toEqual(["iryo_id", "iryo_rt"]);
    expect(cleared.every((c) => /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    // Without cookies the member is simply logged out.
    expect((await gql(env, ME).expect(200)).body.data.me.loggedIn).toBe(false);
  });
});
