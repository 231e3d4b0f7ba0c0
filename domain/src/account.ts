// The one account model (ADR 102): an account is exactly one kind, and a member account is in exactly
// one state. The api works out the caller of every request from these, and every /v1 endpoint declares
// which kinds and states may call it (`EndpointAccess` in contracts/endpoint.ts).

import { type CorporateType, isOtherBusinessOnly } from "./classification.js";
import { needsTermsAcceptance, needsUserInfoUpdate } from "./session-flags.js";

/** member: medical staff; provider: staff of one provider organisation; operator: runs the portal. */
export const ACCOUNT_KINDS = ["member", "provider", "operator"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * The states of a member account (product §4.3, §6), in the order the gates apply:
 * - registering: signed up, membership not registered yet (only the registration page);
 * - pre-member: registered as a pre-member or without a terms version (only the completion page);
 * - needs-terms: the terms changed since the member agreed (only the terms page);
 * - other-business: a full member whose only corporate type is other business (may not rate, 0901001);
 * - full: a full member.
 */
export const MEMBER_STATES = ["registering", "pre-member", "needs-terms", "other-business", "full"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** The member states that use the member features (bookmarks, negotiations, downloads …). */
export const ACTIVE_MEMBER_STATES = ["full", "other-business"] as const satisfies readonly MemberState[];

/** The membership columns the state is worked out from. */
export interface MembershipStateInput {
  readonly is_pre_member: boolean;
  readonly terms_of_use_version: number | null;
  readonly corporate_types: readonly number[];
}

/** The state of a member account: `membership` is undefined before registration. */
export function memberStateOf(
  membership: MembershipStateInput | undefined,
  systemTermsVersion: number | null,
): MemberState {
  if (membership === undefined) return "registering";
  const info = { user_id: 1, ...membership };
  if (needsUserInfoUpdate(true, info)) return "pre-member";
  if (needsTermsAcceptance(true, info, systemTermsVersion)) return "needs-terms";
  if (isOtherBusinessOnly(membership.corporate_types as CorporateType[])) return "other-business";
  return "full";
}

/**
 * The roles of an operator (ADR 147): a moderator reviews ratings; an editor edits site content; an admin
 * does both and manages operators. The role is held only by a session that passed the second factor.
 */
export const OPERATOR_ROLES = ["moderator", "editor", "admin"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * Who is calling: a member in one state, a provider's staff member, or an operator. An operator's `role`
 * is present only once the session has passed the second factor (TOTP, ADR 147): a password alone gives
 * an operator without a role, who may do nothing but finish the sign-in.
 */
export type Caller =
  | { readonly kind: "member"; readonly state: MemberState }
  | { readonly kind: "provider" }
  | { readonly kind: "operator"; readonly role?: OperatorRole };

/**
 * The kinds (and, for members, the states) an endpoint admits; a kind left out is refused. `operator: true`
 * admits any operator session (also one still waiting for its second factor); a list of roles admits only
 * a session that passed the second factor with one of them.
 */
export interface CallerAccess {
  readonly member?: readonly MemberState[];
  readonly provider?: true;
  readonly operator?: true | readonly OperatorRole[];
}

/** Whether `access` admits `caller`. */
export function admits(access: CallerAccess, caller: Caller): boolean {
  switch (caller.kind) {
    case "member":
      return access.member?.includes(caller.state) === true;
    case "provider":
      return access.provider === true;
    case "operator":
      if (access.operator === true) return true;
      return caller.role !== undefined && access.operator?.includes(caller.role) === true;
  }
}

/**
 * Whether `caller` is an operator who would be admitted once the second factor is passed: the guard then
 * answers 0203001 instead of 0109002, so the console knows to ask for the code.
 */
export function needsSecondFactor(access: CallerAccess, caller: Caller): boolean {
  return (
    caller.kind === "operator" &&
    caller.role === undefined &&
    Array.isArray(access.operator) &&
    access.operator.length > 0
  );
}

/** Every kind the model knows, each with every state: what a test walks to find a refused caller. */
export const ALL_CALLERS: readonly Caller[] = [
  ...MEMBER_STATES.map((state) => ({ kind: "member", state }) as const),
  { kind: "provider" },
  { kind: "operator" },
  ...OPERATOR_ROLES.map((role) => ({ kind: "operator", role }) as const),
];

/** A caller as one word: the member's state, the operator's role, or the kind. */
export function callerLabel(caller: Caller): string {
  if (caller.kind === "member") return `member:${caller.state}`;
  if (caller.kind === "operator" && caller.role) return `operator:${caller.role}`;
  return caller.kind;
}

// --- The admissions the contracts use -----------------------------------------------------------------

/** Members who use the member features: full and other-business members. */
export const ACTIVE_MEMBERS = { member: ACTIVE_MEMBER_STATES } as const satisfies CallerAccess;
/** Active members and a provider's staff: the two sides of a negotiation (messages, files, notifications). */
export const NEGOTIATION_PARTIES = { member: ACTIVE_MEMBER_STATES, provider: true } as const satisfies CallerAccess;
/** A provider's staff only (the provider console). */
export const PROVIDER_STAFF = { provider: true } as const satisfies CallerAccess;
/** Any signed-in account, whatever its kind or state (the session itself). */
export const ANY_ACCOUNT = { member: MEMBER_STATES, provider: true, operator: true } as const satisfies CallerAccess;
/** Any member account, whatever its state (e.g. reading one's own membership to complete it). */
export const ANY_MEMBER = { member: MEMBER_STATES } as const satisfies CallerAccess;
/** Operators who passed the second factor, any role (the console's dashboard, audit search). */
export const OPERATORS = { operator: OPERATOR_ROLES } as const satisfies CallerAccess;
/** Operators who moderate ratings: moderators and admins. */
export const RATING_MODERATORS = { operator: ["moderator", "admin"] } as const satisfies CallerAccess;
/** Operators who review providers' listing changes (ADR 143): editors and admins, past the second factor. */
export const LISTING_REVIEWERS = { operator: ["editor", "admin"] } as const satisfies CallerAccess;
/** Operators who edit the site content (ads, banners, documents; ADR 164): editors and admins. */
export const CONTENT_EDITORS = { operator: ["editor", "admin"] } as const satisfies CallerAccess;
/** Operators who help members (find one by address, resend the code, withdraw on request; ADR 166). */
export const MEMBER_SUPPORTERS = { operator: ["moderator", "admin"] } as const satisfies CallerAccess;
/** Admins of the console only (managing operators, provider organisations). */
export const OPERATOR_ADMINS = { operator: ["admin"] } as const satisfies CallerAccess;
/** An operator signed in with a password, before or after the second factor (the TOTP step itself). */
export const OPERATOR_SESSION = { operator: true } as const satisfies CallerAccess;
