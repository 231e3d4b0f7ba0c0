import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCookieHeader } from "../../lib/session/cookies.js";
import { setCookies } from "../../test/set-cookies.js";
import { postGraphql, signInCookies, startTestStack, type TestStack } from "../../test/stack.js";

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { devMail: false, auth: { scryptN: 1024 } });
});
afterAll(async () => {
  await stack?.close();
});

function gql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return postGraphql(stack.bff.httpServer, query, variables, headers);
}

const cookieHeader = (res: request.Response) =>
  setCookies(res)
    .map((c) => c.split(";")[0])
    .join("; ");

async function signIn(): Promise<string> {
  return (await signInCookies(stack.bff.httpServer)).join("; ");
}

const MEMBERSHIP = "{ membership { userId } }";

describe("revocation through the BFF", () => {
  it("When a member signs out, then the old cookies (id token still unexpired) read no member data", async () => {
    const cookies = await signIn();
    const before = await gql(MEMBERSHIP, {}, { cookie: cookies }).expect(200);
    expect(String(before.body.data.membership.userId)).toMatch(/^[1-9][0-9]*$/);
    await gql("mutation { signOut }", {}, { cookie: cookies }).expect(200);

    const after = await gql(MEMBERSHIP, {}, { cookie: cookies });
    expect(after.body.data).toBeNull();
    expect(after.body.errors[0].extensions).toMatchObject({ code: "UNAUTHENTICATED", errorCode: "0201002" });
  });

  it("When a member signs out, then the old id token sent as a bearer is refused too", async () => {
    const cookies = await signIn();
    const idToken = parseCookieHeader(cookies).get("iryo_id") as string;
    await gql("mutation { signOut }", {}, { cookie: cookies }).expect(200);
    const res = await gql(MEMBERSHIP, {}, { authorization: `Bearer ${idToken}` });
    expect(res.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const me = await gql("{ me { loggedIn } }", {}, { authorization: `Bearer ${idToken}` });
    expect(me.body.data?.me?.loggedIn ?? false).not.toBe(true);
  });

  it("When the session is refreshed and then signed out, then the pre-refresh cookie gets no tokens from the grace window", async () => {
    const first = await signIn();
    const refreshed = await gql("mutation { refreshSession }", {}, { cookie: first }).expect(200);
    expect(refreshed.body.data.refreshSession).toBe(true);
    const second = cookieHeader(refreshed);
    expect(parseCookieHeader(second).get("iryo_rt")).not.toBe(parseCookieHeader(first).get("iryo_rt"));
    await gql("mutation { signOut }", {}, { cookie: second }).expect(200);

    // Within 30 s, the old refresh cookie used to be answered with the (revoked) rotated tokens.
    const replay = await gql("mutation { refreshSession }", {}, { cookie: first });
    expect(replay.body.errors?.[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", errorCode: "0201002" });
    const newCookies = setCookies(replay).filter(
      (c) => /^iryo_(id|rt)=[^;]+/.test(c) && !/Expires=Thu, 01 Jan 1970/.test(c),
    );
    expect(newCookies).toEqual([]);
  });
});
