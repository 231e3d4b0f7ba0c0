// Request limits of the api and the BFF (ADR 050, sized in ADR 103) and the caps of the subscription
// socket (ADR 104). Many hospitals reach the site through one address (NAT): signed-in traffic is
// counted per account, only anonymous traffic per client address, and a refused request is answered
// 429 with Retry-After and RATE_LIMITED_CODE (0109007, in the error catalogue).

import { HOUR_MS, MINUTE_MS } from "./constants.js";

export interface RateLimitPolicy {
  /** Requests allowed per window … */
  readonly limit: number;
  /** … of this length (fixed windows, starting with the first request). */
  readonly windowMs: number;
}

/**
 * Mails to one address (sign-up code, resend, password reset, email change): enough for a person
 * who mistyped or lost a mail, far too few to flood a mailbox.
 */
export const MAIL_PER_ADDRESS_LIMIT: RateLimitPolicy = { limit: 5, windowMs: HOUR_MS };
/** Mails one account asks for (email change to ever new addresses). */
export const MAIL_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 10, windowMs: HOUR_MS };
/**
 * Mails asked for from one client address: only a generous ceiling, since a whole hospital may share
 * the address (300 staff each signing up and asking for one more mail within the hour fit in it).
 */
export const MAIL_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 600, windowMs: HOUR_MS };

/**
 * Staff invitation mails one provider admin may send (ADR 208): a whole team invited in one sitting
 * (dozens) fits; an invite → revoke → invite loop is stopped after this many. The address side uses
 * MAIL_PER_ADDRESS_LIMIT under its own key, so invitations cannot use up a person's sign-up codes.
 */
export const STAFF_INVITATION_MAIL_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 30, windowMs: HOUR_MS };
/**
 * Notice mails (a side effect of someone's action: a negotiation applied for, its status changed, a
 * chat line, a shared file, a reply …) that one address receives (ADR 208). Over it the action stands
 * and the in-app notification is kept; only the mail is skipped and logged. 20 an hour is more than a
 * person reads as mail; the probe's apply → decline → apply loop sent 45 in 1.5 s.
 */
export const NOTICE_MAIL_PER_ADDRESS_LIMIT: RateLimitPolicy = { limit: 20, windowMs: HOUR_MS };
/**
 * Notice mails one account's actions cause (ADR 208): a busy provider editor answering many chats
 * (each line mails the other side) stays below it; one account cannot mail many addresses in a loop.
 */
export const NOTICE_MAIL_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 60, windowMs: HOUR_MS };

/** One client's clicks on one advertisement that are counted: repeats in the window are not. */
export const AD_CLICK_COUNTED_LIMIT: RateLimitPolicy = { limit: 1, windowMs: 10 * MINUTE_MS };
/** Click calls of one client on all advertisements; more are refused. */
export const AD_CLICK_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 60, windowMs: 10 * MINUTE_MS };

/**
 * Page-view and compare events one client address may send (ADR 151): a hospital behind one address
 * browsing busily stays far below it; a script inflating a service's views does not.
 */
export const SERVICE_EVENTS_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 600, windowMs: 10 * MINUTE_MS };

/**
 * Page views (or compare additions) of one service that one client address can add a day, whatever
 * visitor keys it makes up (ADR 213): twenty colleagues of one hospital opening the same service on one
 * day still count; a script minting keys adds at most this many. Further events answer `counted: false`.
 */
export const SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE: RateLimitPolicy = {
  limit: 20,
  windowMs: 24 * 60 * MINUTE_MS,
};

/** Writes (POST, PUT, PATCH, DELETE on /v1) without a valid id token, per client address, whatever the route. */
export const API_WRITES_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 600, windowMs: MINUTE_MS };
/** Writes with a valid id token, per account (a member's busiest minute is a few dozen). */
export const API_WRITES_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 300, windowMs: MINUTE_MS };

/**
 * /graphql requests of one signed-in account (all its tabs and sessions) per minute. A member page
 * load costs 4–6 requests and an idle tab 1–5 a minute (ADR 103): 300 is ten full page loads every
 * minute in each of five tabs with room to spare, and a script with one account gets 5 a second.
 */
export const GRAPHQL_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 300, windowMs: MINUTE_MS };
/**
 * /graphql requests (and server-rendered pages) without a session, per client address per minute:
 * visitors, the sign-in and sign-up forms. 300 staff opening a public page a minute (about 3
 * requests each) stay below it.
 */
export const GRAPHQL_ANONYMOUS_PER_CLIENT_LIMIT: RateLimitPolicy = { limit: 1_200, windowMs: MINUTE_MS };

/** Subscription sockets one session (all its tabs) may hold open at once; one more is closed (ADR 104). */
export const SOCKETS_PER_SESSION_LIMIT = 10;
/** Subscriptions one socket may hold at once; one more is refused with an error (ADR 104). */
export const SUBSCRIPTIONS_PER_SOCKET_LIMIT = 50;
/**
 * Subscription sockets one account may hold over all its sessions (a PC, a phone and a tablet with a few
 * tabs each stay below it); one more is closed. Without it, new sessions gave one account 200 sockets (ADR 211).
 */
export const SOCKETS_PER_ACCOUNT_LIMIT = 20;
/** Subscriptions one account may hold over all its sockets (a bell and a chat or two per tab); one more is refused. */
export const SUBSCRIPTIONS_PER_ACCOUNT_LIMIT = 100;
/**
 * Subscription sockets one client address may hold (a hospital's staff behind one NAT address: 300 members
 * with a few tabs each stay below it), and their subscriptions; one more is closed or refused (ADR 211).
 */
export const SOCKETS_PER_CLIENT_ADDRESS_LIMIT = 1_000;
export const SUBSCRIPTIONS_PER_CLIENT_ADDRESS_LIMIT = 3_000;
/** The close code of a socket over a socket limit (4xxx: the application's own range). */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;

/** Seconds a refused request should wait (for Retry-After), at least 1. */
export function retryAfterSeconds(windowStartedAt: number, policy: RateLimitPolicy, now: number): number {
  return Math.max(1, Math.ceil((windowStartedAt + policy.windowMs - now) / 1000));
}

/**
 * TOTP attempts of one operator session, i.e. one sign-in on one device (ADR 147, 214): a person who
 * mistypes tries a few times; guessing a 6-digit code at 5 tries per 5 minutes takes years on average.
 * Counted per session, so that someone else with the password cannot lock the operator out with five
 * wrong codes.
 */
export const OPERATOR_TOTP_ATTEMPTS_LIMIT: RateLimitPolicy = { limit: 5, windowMs: 5 * MINUTE_MS };
/**
 * TOTP attempts of one operator account over all its sessions (ADR 214): the ceiling a password holder
 * opening session after session meets; the operator is told of every session with a wrong code.
 */
export const OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT: RateLimitPolicy = { limit: 30, windowMs: HOUR_MS };
