// Where the session sends a visitor (product §2.4, §4.3): redirects of logged-out visitors, the safe
// after-login target, the pages a flagged member is forced to, and the paths exempt from gating.
// The exempt list is a choice of docs/decisions/007-session-and-gating.md.

import { UI_MESSAGES } from "./ui-messages.js";

const LOGIN_PATH = "/login";
const HOME_PATH = "/";
export const REGISTER_MEMBERSHIP_PATH = "/membership/register";
export const CHANGE_PRE_MEMBER_PATH = "/membership/change-pre-member-information";
export const AGREE_TERMS_PATH = "/agree-term-of-usage";
/** Where a provider account lands (its console). */
export const PROVIDER_HOME_PATH = "/provider";

/** The public auth pages: shown when logged out, resolved to home when logged in (product §2.2). */
const PUBLIC_AUTH_PATHS: readonly string[] = [
  "/login",
  "/register-email",
  "/forgot-password",
  "/confirm-code",
  "/reset-password",
];

/** My-page routes and the other routes that come back after login (product §2.3, §2.4). */
const REDIRECT_BACK_PATTERNS: readonly RegExp[] = [
  /^\/negotiation(\/.*)?$/,
  /^\/business-negotiation\/[^/]+$/,
  /^\/apply-seminar$/,
  /^\/review$/,
  /^\/bookmark$/,
  /^\/ratings-and-reviews-posted$/,
  /^\/user-setting$/,
  /^\/confirm-code-update$/,
  // The concierge request form (ADR 064): the home counseling button brings visitors back after login.
  /^\/concierge$/,
  // A provider invitation link (ADR 142): the invitee signs in and comes back to accept it.
  /^\/provider\/invitations\/[^/]+$/,
];

/** Member-only routes that send a visitor to a bare login (product §2.4). */
const PLAIN_LOGIN_PATTERNS: readonly RegExp[] = [
  /^\/services\/[^/]+\/submit-rating-and-review$/,
  /^\/membership\/change-pre-member-information$/,
  /^\/membership\/register$/,
  /^\/agree-term-of-usage$/,
];

/** The my-page area (logging out there goes home, product §2.4). */
const MY_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/negotiation(\/.*)?$/,
  /^\/apply-seminar$/,
  /^\/review$/,
  /^\/bookmark$/,
  /^\/ratings-and-reviews-posted$/,
  /^\/user-setting$/,
];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
const matchesAny = (patterns: readonly RegExp[], pathname: string) => patterns.some((p) => p.test(normalise(pathname)));

export function isMyPagePath(pathname: string): boolean {
  return matchesAny(MY_PAGE_PATTERNS, pathname);
}

export function isPublicAuthPath(pathname: string): boolean {
  return PUBLIC_AUTH_PATHS.includes(normalise(pathname));
}

/**
 * Where a logged-out visitor of `pathname` goes (product §2.4), or undefined when the page is public.
 * `search` is the query string including its "?" (or "").
 */
export function loggedOutRedirect(pathname: string, search: string): string | undefined {
  const material = /^\/services\/material_download\/([^/]+)\/login$/.exec(normalise(pathname));
  if (material) return `/services/material_download/${material[1]}`;
  if (matchesAny(PLAIN_LOGIN_PATTERNS, pathname)) return LOGIN_PATH;
  if (matchesAny(REDIRECT_BACK_PATTERNS, pathname)) {
    return `${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  }
  return undefined;
}

/**
 * The after-login target: the `redirect` query when it is a path of this site, else home. Absolute
 * URLs, protocol-relative `//host` and backslash tricks are refused (no open redirect).
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//")) return HOME_PATH;
  if (redirect.includes("\\") || /\p{Cc}/u.test(redirect)) return HOME_PATH;
  // A path that starts with one "/" always parses against a base; the origin check is belt and braces.
  const url = new URL(redirect, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The three flags of product §4.3 as the `me` query exposes them. */
export interface GatingFlags {
  readonly needsUserInfoUpdate: boolean;
  readonly needsRegistration: boolean;
  readonly needsTermsAcceptance: boolean;
}

/** The page a flagged member is forced to, or undefined for a member without flags. */
export function forcedPathOf(flags: GatingFlags): string | undefined {
  if (flags.needsUserInfoUpdate) return CHANGE_PRE_MEMBER_PATH;
  if (flags.needsRegistration) return REGISTER_MEMBERSHIP_PATH;
  if (flags.needsTermsAcceptance) return AGREE_TERMS_PATH;
  return undefined;
}

/** Pages a flagged member may read without being forced (ADR 007), besides the forced page itself. */
const GATING_EXEMPT_PATHS: readonly string[] = ["/terms", "/privacy", "/faq", "/guide", "/concept"];

export function isGatingExempt(pathname: string, forcedPath: string): boolean {
  const path = normalise(pathname);
  // An invitee who has only signed up (no membership yet) opens the invitation link to become staff (ADR 142).
  return (
    path === forcedPath ||
    GATING_EXEMPT_PATHS.includes(path) ||
    /^\/error\//.test(path) ||
    /^\/provider\/invitations\/[^/]+$/.test(path)
  );
}

/**
 * Where the login page sends an account after signing in (product §2.4, §4.3): a flagged member to the
 * forced page unless the target is exempt (an invitation link, ADR 142), the terms page carrying the
 * target on (`redirect`, opened after agreeing); a provider without a target to
 * its console; everyone else to the safe redirect target or home.
 */
export function afterLoginPath(
  me: GatingFlags & { readonly isProvider: boolean },
  redirect: string | null | undefined,
): string {
  const target = safeRedirectTarget(redirect);
  const forced = forcedPathOf(me);
  if (forced && !isGatingExempt(new URL(target, "http://site.invalid").pathname, forced)) {
    // Agreeing to new terms is one click: the member then goes on to where they were going.
    if (forced === AGREE_TERMS_PATH && target !== HOME_PATH) {
      return `${AGREE_TERMS_PATH}?redirect=${encodeURIComponent(target)}`;
    }
    return forced;
  }
  if (me.isProvider && !redirect) return PROVIDER_HOME_PATH;
  return target;
}

/**
 * What the gate does for a flagged member on `pathname` (product §4.3):
 * - "none": no flag, or the page is exempt (the forced page included);
 * - "force": just signed in (or on an auth page) → go to the forced page;
 * - "block": the member tried to leave the forced page → back to it;
 * - "signOut": the member is elsewhere → signed out with `gatingLogoutMessage`.
 */
export function gatingAction(input: {
  readonly pathname: string;
  readonly flags: GatingFlags;
  readonly previousPathname?: string | undefined;
  readonly justSignedIn?: boolean;
}): "none" | "force" | "block" | "signOut" {
  const forced = forcedPathOf(input.flags);
  if (!forced || isGatingExempt(input.pathname, forced)) return "none";
  const fromAuthPage = input.previousPathname !== undefined && isPublicAuthPath(input.previousPathname);
  if (input.justSignedIn || fromAuthPage || isPublicAuthPath(input.pathname)) return "force";
  if (input.previousPathname !== undefined && isGatingExempt(input.previousPathname, forced)) return "block";
  return "signOut";
}

/** The toast of a gated sign-out: the terms message or the membership message (product §4.3). */
export function gatingLogoutMessage(flags: GatingFlags): string {
  return flags.needsTermsAcceptance && !flags.needsUserInfoUpdate && !flags.needsRegistration
    ? UI_MESSAGES.termsLogout
    : UI_MESSAGES.membershipLogout;
}
