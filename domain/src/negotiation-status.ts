// Negotiation status (product §4.1): the enumeration and who may move a negotiation between statuses.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

export const NEGOTIATION_STATUS = {
  APPLICATION_COMPLETED: 1,
  DATE_CONFIRMED: 2,
  UNDER_CONSIDERATION: 3,
  INTRODUCTION_DECIDED: 4,
  CANCELLED: 5,
  SENT_OFF: 6,
} as const;

export type NegotiationStatus = (typeof NEGOTIATION_STATUS)[keyof typeof NEGOTIATION_STATUS];

export const negotiationStatus = defineEnumeration([
  { code: NEGOTIATION_STATUS.APPLICATION_COMPLETED, label: "申込完了" },
  { code: NEGOTIATION_STATUS.DATE_CONFIRMED, label: "日程確定" },
  { code: NEGOTIATION_STATUS.UNDER_CONSIDERATION, label: "検討中" },
  { code: NEGOTIATION_STATUS.INTRODUCTION_DECIDED, label: "導入決定" },
  { code: NEGOTIATION_STATUS.CANCELLED, label: "キャンセル" },
  { code: NEGOTIATION_STATUS.SENT_OFF, label: "今回は見送り" },
]);

export const negotiationStatusSchema = /* @__PURE__ */ codeSchema(negotiationStatus);
export const negotiationStatusLabel = negotiationStatus.label;

/** Who changes a negotiation: the medical-staff member, the provider, or the system itself. */
export type NegotiationActor = "member" | "provider" | "system";

const { APPLICATION_COMPLETED, DATE_CONFIRMED, UNDER_CONSIDERATION, INTRODUCTION_DECIDED, CANCELLED, SENT_OFF } =
  NEGOTIATION_STATUS;

/**
 * Allowed moves per actor, from → to. The member decides (introduction or send-off) once a date is
 * confirmed or the meeting is held, may send off at any open stage, and may cancel before the
 * meeting. The provider confirms the date, records the meeting as held and may cancel before it.
 * The system moves a confirmed negotiation to "under consideration" once its meeting time passes.
 * 4, 5 and 6 are final.
 */
const TRANSITIONS: Readonly<
  Record<NegotiationActor, Readonly<Partial<Record<NegotiationStatus, readonly NegotiationStatus[]>>>>
> = {
  member: {
    [APPLICATION_COMPLETED]: [CANCELLED, SENT_OFF],
    [DATE_CONFIRMED]: [CANCELLED, SENT_OFF, INTRODUCTION_DECIDED],
    [UNDER_CONSIDERATION]: [SENT_OFF, INTRODUCTION_DECIDED],
  },
  provider: {
    [APPLICATION_COMPLETED]: [DATE_CONFIRMED, CANCELLED],
    [DATE_CONFIRMED]: [UNDER_CONSIDERATION, CANCELLED],
  },
  system: {
    [DATE_CONFIRMED]: [UNDER_CONSIDERATION],
  },
};

/** The statuses `actor` may move a negotiation in status `from` to. */
export function nextStatuses(actor: NegotiationActor, from: NegotiationStatus): readonly NegotiationStatus[] {
  return TRANSITIONS[actor][from] ?? [];
}

/** Whether `actor` may move a negotiation from `from` to `to`. */
export function canTransition(actor: NegotiationActor, from: NegotiationStatus, to: NegotiationStatus): boolean {
  return nextStatuses(actor, from).includes(to);
}

/** Statuses after which nothing changes any more. */
export const FINAL_NEGOTIATION_STATUSES: readonly NegotiationStatus[] = [INTRODUCTION_DECIDED, CANCELLED, SENT_OFF];

export function isFinalStatus(status: NegotiationStatus): boolean {
  return FINAL_NEGOTIATION_STATUSES.includes(status);
}

/**
 * An open application: applied for, or a date confirmed. A member has at most one open application
 * per service (migration 072's partial unique index spells these two codes; ADR 106). No move of the
 * state machine leads back into them from another status, so only a new application can break the rule.
 */
export const OPEN_NEGOTIATION_STATUSES: readonly NegotiationStatus[] = [APPLICATION_COMPLETED, DATE_CONFIRMED];

export function isOpenStatus(status: number): boolean {
  return (OPEN_NEGOTIATION_STATUSES as readonly number[]).includes(status);
}

/**
 * The chat (and file sharing) is read-only after a send-off (product §4.1) and, by the same logic,
 * after a cancellation: there is no longer a negotiation to talk about. After an introduction
 * decision the parties still need to talk, so the chat stays open.
 */
export function isChatReadOnly(status: NegotiationStatus): boolean {
  return status === SENT_OFF || status === CANCELLED;
}

/** The choices of the status-confirmation popup, in display order; each item defaults to 3 (product §4.1). */
export const STATUS_POPUP_CHOICES: readonly NegotiationStatus[] = [SENT_OFF, UNDER_CONSIDERATION, INTRODUCTION_DECIDED];
export const STATUS_POPUP_DEFAULT_CHOICE: NegotiationStatus = UNDER_CONSIDERATION;

/** Statuses a member may send in the status-update payload (PUT /negotiations/status). */
const MEMBER_UPDATABLE_STATUSES = [UNDER_CONSIDERATION, INTRODUCTION_DECIDED, SENT_OFF] as const;
export type MemberUpdatableStatus = (typeof MEMBER_UPDATABLE_STATUSES)[number];

/** Whether a member's update from `from` to `to` is accepted; keeping "under consideration" is a no-op. */
export function isAcceptedMemberUpdate(from: NegotiationStatus, to: MemberUpdatableStatus): boolean {
  return (from === UNDER_CONSIDERATION && to === UNDER_CONSIDERATION) || canTransition("member", from, to);
}
