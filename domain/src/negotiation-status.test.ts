import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canTransition,
  FINAL_NEGOTIATION_STATUSES,
  isAcceptedMemberUpdate,
  isChatReadOnly,
  isFinalStatus,
  isOpenStatus,
  NEGOTIATION_STATUS,
  type NegotiationActor,
  type NegotiationStatus,
  negotiationStatus,
  negotiationStatusLabel,
  negotiationStatusSchema,
  nextStatuses,
  OPEN_NEGOTIATION_STATUSES,
  STATUS_POPUP_CHOICES,
  STATUS_POPUP_DEFAULT_CHOICE,
} from "./negotiation-status.js";

const { APPLICATION_COMPLETED, DATE_CONFIRMED, UNDER_CONSIDERATION, INTRODUCTION_DECIDED, CANCELLED, SENT_OFF } =
  NEGOTIATION_STATUS;
const statuses = negotiationStatus.codes;
const actors: NegotiationActor[] = ["member", "provider", "system"];

/** Checks `holds` for every actor, every status of `from` and every target status. */
function forEveryMove(
  from: readonly NegotiationStatus[],
  holds: (actor: NegotiationActor, from: NegotiationStatus, to: NegotiationStatus) => boolean,
): void {
  fc.assert(fc.property(fc.constantFrom(...actors), fc.constantFrom(...from), fc.constantFrom(...statuses), holds));
}

describe("negotiation status enumeration", () => {
  it("When the statuses are listed, then they are 1 to 6 with Japanese labels", () => {
    expect(statuses).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statuses.map(negotiationStatusLabel)).toEqual([
      "申込完了",
      "日程確定",
      "検討中",
      "導入決定",
      "キャンセル",
      "今回は見送り",
    ]);
  });

  it("When 7 is parsed, then it is refused with 0101002", () => {
    expect(negotiationStatusSchema.safeParse(7).error?.issues[0]?.message).toBe("0101002");
    expect(negotiationStatusSchema.parse("6")).toBe(SENT_OFF);
  });
});

describe("canTransition", () => {
  it.each([
    ["member", UNDER_CONSIDERATION, SENT_OFF, "allowed"],
    ["member", UNDER_CONSIDERATION, INTRODUCTION_DECIDED, "allowed"],
    ["member", DATE_CONFIRMED, SENT_OFF, "allowed"],
    ["member", APPLICATION_COMPLETED, CANCELLED, "allowed"],
    ["provider", APPLICATION_COMPLETED, DATE_CONFIRMED, "allowed"],
    ["provider", DATE_CONFIRMED, UNDER_CONSIDERATION, "allowed"],
    ["provider", DATE_CONFIRMED, CANCELLED, "allowed"],
    ["system", DATE_CONFIRMED, UNDER_CONSIDERATION, "allowed"],
    ["member", APPLICATION_COMPLETED, DATE_CONFIRMED, "refused"],
    ["member", UNDER_CONSIDERATION, CANCELLED, "refused"],
    ["member", APPLICATION_COMPLETED, INTRODUCTION_DECIDED, "refused"],
    ["provider", UNDER_CONSIDERATION, INTRODUCTION_DECIDED, "refused"],
    ["provider", UNDER_CONSIDERATION, SENT_OFF, "refused"],
    ["system", APPLICATION_COMPLETED, DATE_CONFIRMED, "refused"],
    ["system", UNDER_CONSIDERATION, SENT_OFF, "refused"],
  ] as const)("When %s moves %d → %d, then it is %s", (actor, from, to, verdict) => {
    expect(canTransition(actor, from, to)).toBe(verdict === "allowed");
  });

  it("When a negotiation is final (4, 5, 6), then nobody can move it", () => {
    forEveryMove(FINAL_NEGOTIATION_STATUSES, (actor, from, to) => !canTransition(actor, from, to));
    expect(nextStatuses("member", SENT_OFF)).toEqual([]);
  });

  it("When any move is allowed, then it never stays put and never goes back to 1", () => {
    forEveryMove(statuses, (actor, from, to) =>
      canTransition(actor, from, to) ? from !== to && to !== APPLICATION_COMPLETED : true,
    );
  });
});

describe("isFinalStatus / isChatReadOnly", () => {
  it.each([
    [APPLICATION_COMPLETED, false, false],
    [DATE_CONFIRMED, false, false],
    [UNDER_CONSIDERATION, false, false],
    [INTRODUCTION_DECIDED, true, false],
    [CANCELLED, true, true],
    [SENT_OFF, true, true],
  ] as [NegotiationStatus, boolean, boolean][])(
    "When the status is %d, then final is %s and the chat read-only is %s",
    (status, final, readOnly) => {
      expect(isFinalStatus(status)).toBe(final);
      expect(isChatReadOnly(status)).toBe(readOnly);
    },
  );
});

describe("status popup choices and member updates", () => {
  it("When the popup opens, then it offers send off, under consideration and introduction decision, defaulting to under consideration", () => {
    expect(STATUS_POPUP_CHOICES).toEqual([SENT_OFF, UNDER_CONSIDERATION, INTRODUCTION_DECIDED]);
    expect(STATUS_POPUP_DEFAULT_CHOICE).toBe(UNDER_CONSIDERATION);
  });

  it("When a member keeps 3 as 3, then it is accepted as a no-op; 2 → 3 is not the member's move", () => {
    expect(isAcceptedMemberUpdate(UNDER_CONSIDERATION, UNDER_CONSIDERATION)).toBe(true);
    expect(isAcceptedMemberUpdate(UNDER_CONSIDERATION, SENT_OFF)).toBe(true);
    expect(isAcceptedMemberUpdate(DATE_CONFIRMED, UNDER_CONSIDERATION)).toBe(false);
    expect(isAcceptedMemberUpdate(SENT_OFF, INTRODUCTION_DECIDED)).toBe(false);
  });
});

describe("open applications", () => {
  it.each([
    [APPLICATION_COMPLETED, true],
    [DATE_CONFIRMED, true],
    [UNDER_CONSIDERATION, false],
    [INTRODUCTION_DECIDED, false],
    [CANCELLED, false],
    [SENT_OFF, false],
  ] as [NegotiationStatus, boolean][])("When the status is %d, then open is %s", (status, open) => {
    expect(isOpenStatus(status)).toBe(open);
  });

  it("When any actor moves a negotiation that is not open, then it never becomes open again", () => {
    const actors: NegotiationActor[] = ["member", "provider", "system"];
    const closed = negotiationStatus.codes.filter((code) => !OPEN_NEGOTIATION_STATUSES.includes(code));
    for (const actor of actors) {
      for (const from of closed) {
        expect(nextStatuses(actor, from).filter((to) => isOpenStatus(to))).toEqual([]);
      }
    }
  });
});
