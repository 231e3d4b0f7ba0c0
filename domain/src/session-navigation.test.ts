import { describe, expect, it } from "vitest";
import { UI_MESSAGES } from "./error-catalogue.js";
import {
  AGREE_TERMS_PATH,
  afterLoginPath,
  CHANGE_PRE_MEMBER_PATH,
  forcedPathOf,
  gatingAction,
  gatingLogoutMessage,
  isGatingExempt,
  isMyPagePath,
  isPublicAuthPath,
  loggedOutRedirect,
  PROVIDER_HOME_PATH,
  REGISTER_MEMBERSHIP_PATH,
  safeRedirectTarget,
} from "./session-navigation.js";

const NONE = { needsUserInfoUpdate: false, needsRegistration: false, needsTermsAcceptance: false };
const TERMS = { ...NONE, needsTermsAcceptance: true };
const REGISTER = { ...NONE, needsRegistration: true };
const UPDATE = { ...NONE, needsUserInfoUpdate: true };

describe("logged-out redirects (product §2.4)", () => {
  it("When a my-page route or confirm-code-update is opened, then login with the path and search as redirect", () => {
    expect(loggedOutRedirect("/user-setting", "?tab=2")).toBe("/login?redirect=%2Fuser-setting%3Ftab%3D2");
    expect(loggedOutRedirect("/confirm-code-update", "")).toBe("/login?redirect=%2Fconfirm-code-update");
    expect(loggedOutRedirect("/negotiation/detail/5", "?tab=1")).toBe(
      "/login?redirect=%2Fnegotiation%2Fdetail%2F5%3Ftab%3D1",
    );
    for (const path of [
      "/apply-seminar",
      "/review",
      "/bookmark",
      "/ratings-and-reviews-posted",
      "/negotiation/list",
      "/concierge",
    ]) {
      expect(loggedOutRedirect(path, "")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    expect(loggedOutRedirect("/business-negotiation/3", "")).toBe("/login?redirect=%2Fbusiness-negotiation%2F3");
  });

  it("When a registration, terms or rating route is opened, then a bare login", () => {
    expect(loggedOutRedirect("/membership/register", "?x=1")).toBe("/login");
    expect(loggedOutRedirect("/membership/change-pre-member-information", "")).toBe("/login");
    expect(loggedOutRedirect("/agree-term-of-usage", "")).toBe("/login");
    expect(loggedOutRedirect("/services/12/submit-rating-and-review", "")).toBe("/login");
  });

  it("When the private material download is opened, then the public one of the same id; public pages stay", () => {
    expect(loggedOutRedirect("/services/material_download/7/login", "")).toBe("/services/material_download/7");
    expect(loggedOutRedirect("/", "")).toBeUndefined();
    expect(loggedOutRedirect("/category/1", "")).toBeUndefined();
    expect(loggedOutRedirect("/user-setting/", "")).toBe("/login?redirect=%2Fuser-setting%2F");
  });

  it("When classifying paths, then my-page and auth pages are told apart", () => {
    expect(isMyPagePath("/user-setting")).toBe(true);
    expect(isMyPagePath("/negotiation/detail/1")).toBe(true);
    expect(isMyPagePath("/confirm-code-update")).toBe(false);
    expect(isMyPagePath("/")).toBe(false);
    expect(isPublicAuthPath("/login")).toBe(true);
    expect(isPublicAuthPath("/login/")).toBe(true);
    expect(isPublicAuthPath("/user-setting")).toBe(false);
  });
});

describe("safeRedirectTarget", () => {
  it("When the redirect is a path of this site, then it is kept with its search", () => {
    expect(safeRedirectTarget("/user-setting?tab=2")).toBe("/user-setting?tab=2");
    expect(safeRedirectTarget("/%E0%A4%A")).toBe("/%E0%A4%A");
  });

  it.each([null, undefined, "", "https://evil.example/", "//evil.example/", "/\\evil.example", "/a\nb"])(
    "When the redirect is %j (absent, absolute, protocol-relative or a backslash trick), then home",
    (redirect) => {
      expect(safeRedirectTarget(redirect)).toBe("/");
    },
  );
});

describe("gating (product §4.3)", () => {
  it("When a flag is raised, then its forced page is chosen", () => {
    expect(forcedPathOf(NONE)).toBeUndefined();
    expect(forcedPathOf(UPDATE)).toBe(CHANGE_PRE_MEMBER_PATH);
    expect(forcedPathOf(REGISTER)).toBe(REGISTER_MEMBERSHIP_PATH);
    expect(forcedPathOf(TERMS)).toBe(AGREE_TERMS_PATH);
  });

  it("When on the forced page, a static page or an error page, then it is exempt; elsewhere not", () => {
    expect(isGatingExempt(AGREE_TERMS_PATH, AGREE_TERMS_PATH)).toBe(true);
    expect(isGatingExempt("/terms", AGREE_TERMS_PATH)).toBe(true);
    expect(isGatingExempt("/error/404", AGREE_TERMS_PATH)).toBe(true);
    expect(isGatingExempt("/", AGREE_TERMS_PATH)).toBe(false);
    expect(isGatingExempt(REGISTER_MEMBERSHIP_PATH, AGREE_TERMS_PATH)).toBe(false);
  });

  it("When the member has no flag or is on an exempt page, then nothing happens", () => {
    expect(gatingAction({ pathname: "/", flags: NONE })).toBe("none");
    expect(gatingAction({ pathname: "/privacy", flags: TERMS, previousPathname: AGREE_TERMS_PATH })).toBe("none");
  });

  it("When the member just signed in or is on an auth page, then forced to the page", () => {
    expect(gatingAction({ pathname: "/", flags: REGISTER, justSignedIn: true })).toBe("force");
    expect(gatingAction({ pathname: "/login", flags: REGISTER })).toBe("force");
    expect(gatingAction({ pathname: "/", flags: REGISTER, previousPathname: "/login" })).toBe("force");
  });

  it("When the member leaves the forced page or an exempt page, then blocked; arriving elsewhere signs out", () => {
    expect(gatingAction({ pathname: "/", flags: TERMS, previousPathname: AGREE_TERMS_PATH })).toBe("block");
    expect(gatingAction({ pathname: "/category/1", flags: TERMS, previousPathname: "/terms" })).toBe("block");
    expect(gatingAction({ pathname: "/category/1", flags: TERMS, previousPathname: "/" })).toBe("signOut");
    expect(gatingAction({ pathname: "/", flags: UPDATE })).toBe("signOut");
  });

  it("When signed out by the gate, then the terms message for terms only, else the membership message", () => {
    expect(gatingLogoutMessage(TERMS)).toBe(UI_MESSAGES.termsLogout);
    expect(gatingLogoutMessage(REGISTER)).toBe(UI_MESSAGES.membershipLogout);
    expect(gatingLogoutMessage({ ...UPDATE, needsTermsAcceptance: true })).toBe(UI_MESSAGES.membershipLogout);
  });
});

describe("afterLoginPath", () => {
  const none = { needsUserInfoUpdate: false, needsRegistration: false, needsTermsAcceptance: false, isProvider: false };
  it("When a provider signs in without a target, then it lands in its console", () => {
    expect(afterLoginPath({ ...none, isProvider: true }, null)).toBe(PROVIDER_HOME_PATH);
    expect(afterLoginPath({ ...none, isProvider: true }, "/provider/negotiations")).toBe("/provider/negotiations");
  });
  it("When a fresh sign-up comes back to an invitation link, then the membership gate lets it through", () => {
    expect(afterLoginPath({ ...none, needsRegistration: true }, "/provider/invitations/abcdefghijklmnopqrstuv")).toBe(
      "/provider/invitations/abcdefghijklmnopqrstuv",
    );
    expect(afterLoginPath({ ...none, needsRegistration: true }, "/bookmark")).toBe("/membership/register");
  });
  it("When a member signs in, then it goes to the target or home", () => {
    expect(afterLoginPath(none, "/bookmark")).toBe("/bookmark");
    // New terms: one click, then on to the target (kept safe: an outside target is home).
    const terms = { ...none, needsTermsAcceptance: true };
    expect(afterLoginPath(terms, "/negotiation/list?tab=1")).toBe(
      `${AGREE_TERMS_PATH}?redirect=${encodeURIComponent("/negotiation/list?tab=1")}`,
    );
    expect(afterLoginPath(terms, null)).toBe(AGREE_TERMS_PATH);
    expect(afterLoginPath(terms, "//evil.example/")).toBe(AGREE_TERMS_PATH);
    expect(afterLoginPath(none, null)).toBe("/");
  });
});
