import "reflect-metadata";
import type { restLoginInfoSchema } from "@iryo/domain/contracts/membership";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "../../lib/session/cookies.js";
import { fakeContext, signedInSession, visitorSession } from "../../test/fake-context.js";
import { AuthResolver, AuthSessionResolver } from "./auth.resolver.js";

/** GET /v1/users/login_info, as the membership source answers it. */
type LoginInfo = z.output<typeof restLoginInfoSchema>;

const member: LoginInfo = {
  user_id: 12,
  username: "山田 太郎",
  hospital_name: "東京病院",
  department: "情報システム部",
  is_pre_member: false,
  terms_of_use_version: 3,
  provider_id: null,
  account_kind: "member",
  member_state: "full",
  email: "yamada@example.jp",
};

const tokens = { id_token: "new-id", refresh_token: "new-refresh", expires_in: 3600 };

describe("AuthResolver.me", () => {
  it("When nobody is signed in, then me answers loggedIn false with the terms version in force and no flag", async () => {
    const ctx = fakeContext({ siteConfig: { termsOfUseVersion: async () => 4 } });
    const me = await new AuthResolver().me(ctx);
    expect(me).toMatchObject({
      loggedIn: false,
      userId: null,
      systemTermsOfUseVersion: "4",
      needsTermsAcceptance: false,
      showsMemberMenu: false,
      accountKind: null,
    });
  });

  it("When a member accepted older terms, then me asks for the new terms and hides the member menu", async () => {
    const ctx = fakeContext(
      { siteConfig: { termsOfUseVersion: async () => 4 }, membership: { loginInfo: async () => member } },
      { session: signedInSession().session },
    );
    const me = await new AuthResolver().me(ctx);
    expect(me).toMatchObject({
      loggedIn: true,
      userId: "12",
      termsOfUseVersion: "3",
      systemTermsOfUseVersion: "4",
      needsTermsAcceptance: true,
      showsMemberMenu: false,
      isProvider: false,
      memberState: "full",
    });
  });

  it("When a provider's staff is signed in, then no membership gate applies and isProvider is true", async () => {
    const staff: LoginInfo = {
      ...member,
      is_pre_member: true,
      provider_id: 5,
      account_kind: "provider",
      member_state: null,
    };
    const ctx = fakeContext(
      { siteConfig: { termsOfUseVersion: async () => 4 }, membership: { loginInfo: async () => staff } },
      { session: signedInSession().session },
    );
    const me = await new AuthResolver().me(ctx);
    expect(me).toMatchObject({
      isProvider: true,
      accountKind: "provider",
      needsUserInfoUpdate: false,
      needsRegistration: false,
      needsTermsAcceptance: false,
      showsMemberMenu: false,
    });
  });

  it("When an account mail is asked for, then the action answers true once /v1 accepted it", async () => {
    const forgotPassword = vi.fn(async () => {});
    const ctx = fakeContext({ auth: { forgotPassword } });
    await expect(new AuthResolver().forgotPassword("a@example.jp", ctx)).resolves.toBe(true);
    expect(forgotPassword).toHaveBeenCalledWith("a@example.jp");
  });
});

describe("AuthSessionResolver", () => {
  it("When sign-in succeeds, then the tokens are set as cookies and me of the new session is answered", async () => {
    const { session, jar } = visitorSession();
    const signIn = vi.fn(async () => tokens);
    const ctx = fakeContext(
      {
        auth: { signIn },
        siteConfig: { termsOfUseVersion: async () => 3 },
        membership: { loginInfo: async () => member },
      },
      { session },
    );
    const me = await new AuthSessionResolver().signIn("a@example.jp", "pw", ctx);
    expect(signIn).toHaveBeenCalledWith("a@example.jp", "pw");
    expect(jar.get(ID_TOKEN_COOKIE)).toBe("new-id");
    expect(jar.get(REFRESH_TOKEN_COOKIE)).toBe("new-refresh");
    expect(me).toMatchObject({ loggedIn: true, userId: "12", showsMemberMenu: true, tokenLifetimeSeconds: 3600 });
  });

  it("When the login info cannot be read after sign-in, then the session is ended and the error passed on", async () => {
    const { session, jar } = visitorSession();
    const failure = new Error("login_info failed");
    const ctx = fakeContext(
      {
        auth: { signIn: async () => tokens },
        siteConfig: { termsOfUseVersion: async () => 3 },
        membership: {
          loginInfo: async () => {
            throw failure;
          },
        },
      },
      { session },
    );
    await expect(new AuthSessionResolver().signIn("a@example.jp", "pw", ctx)).rejects.toBe(failure);
    expect(jar.get(ID_TOKEN_COOKIE)).toBeUndefined();
    expect(jar.get(REFRESH_TOKEN_COOKIE)).toBeUndefined();
  });

  it("When the revoke fails at sign-out, then the cookies are cleared anyway and signOut answers true", async () => {
    const { session, jar } = signedInSession();
    const signOut = vi.fn(async () => {
      throw new Error("api down");
    });
    const ctx = fakeContext({ auth: { signOut } }, { session });
    await expect(new AuthSessionResolver().signOut(ctx)).resolves.toBe(true);
    expect(signOut).toHaveBeenCalledWith("refresh-token");
    expect(jar.cookies.size).toBe(0);
  });

  it("When a visitor signs out, then no revoke is sent", async () => {
    const signOut = vi.fn(async () => {});
    const ctx = fakeContext({ auth: { signOut } });
    await expect(new AuthSessionResolver().signOut(ctx)).resolves.toBe(true);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("When there is no session, then refreshSession answers false without refreshing", async () => {
    await expect(new AuthSessionResolver().refreshSession(fakeContext({}))).resolves.toBe(false);
  });
});
