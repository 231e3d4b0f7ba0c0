import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STATUS_POPUP_CONFIRM_LIMIT_DAYS, STATUS_POPUP_CONSIDERING_DAYS } from "./constants.js";
import { shouldShowStatusPopup, statusPopupClosedDate, statusPopupItems } from "./status-popup.js";
import { addDays } from "./tokyo-date.js";

const now = new Date("2026-11-22T09:00:00+09:00");
const today = "2026-11-22";
const item = (id: number, startedDaysAgo: number, status = 3, time = "2026-10-01T10:00:00+09:00") => ({
  negotiation_id: id,
  negotiation_status: status,
  negotiation_time: time,
  considering_start_date: addDays(today, -startedDaysAgo),
});
const N = STATUS_POPUP_CONSIDERING_DAYS;

describe("statusPopupItems", () => {
  it("When a negotiation has been under consideration for exactly N days, then it is asked about; a day less, then not", () => {
    expect(statusPopupItems([item(1, N)], { now })).toHaveLength(1);
    expect(statusPopupItems([item(1, N - 1)], { now })).toHaveLength(0);
  });

  it("When it has been under consideration for 90 days, then it is asked about; 91 days, then no longer", () => {
    expect(statusPopupItems([item(1, STATUS_POPUP_CONFIRM_LIMIT_DAYS)], { now })).toHaveLength(1);
    expect(statusPopupItems([item(1, STATUS_POPUP_CONFIRM_LIMIT_DAYS + 1)], { now })).toHaveLength(0);
  });

  it("When a negotiation is in any other status, or has no start date, then it is not asked about", () => {
    for (const status of [1, 2, 4, 5, 6]) expect(statusPopupItems([item(1, N, status)], { now })).toEqual([]);
    expect(statusPopupItems([{ ...item(1, N), considering_start_date: null }], { now })).toEqual([]);
  });

  it("When the popup was closed today, then nothing is asked; closed yesterday, then it asks again", () => {
    expect(statusPopupItems([item(1, N)], { now, closedDate: today })).toEqual([]);
    expect(statusPopupItems([item(1, N)], { now, closedDate: "2026-11-21T23:59:00+09:00" })).toHaveLength(1);
  });

  it("When it is 00:30 in Tokyo but still yesterday in UTC, then 'today' is the Tokyo date", () => {
    const justAfterMidnight = new Date("2026-11-22T00:30:00+09:00");
    expect(statusPopupItems([item(1, N)], { now: justAfterMidnight, closedDate: "2026-11-21" })).toHaveLength(1);
  });

  it("When several qualify, then they are sorted by negotiation_time ascending", () => {
    const items = [
      item(1, N, 3, "2026-10-03T10:00:00+09:00"),
      item(2, N + 5, 3, "2026-10-01T10:00:00+09:00"),
      item(3, N, 3, "2026-10-02T10:00:00+09:00"),
    ];
    expect(statusPopupItems(items, { now }).map((i) => i.negotiation_id)).toEqual([2, 3, 1]);
  });

  it("When the configured days are given, then they are used instead of the defaults", () => {
    expect(statusPopupItems([item(1, 3)], { now, consideringDays: 3 })).toHaveLength(1);
    expect(statusPopupItems([item(1, 30)], { now, limitDays: 29 })).toHaveLength(0);
  });

  it("When any day count is checked, then the negotiation is asked about exactly within N–90 days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        (days) =>
          shouldShowStatusPopup([item(1, days)], { now }) === (days >= N && days <= STATUS_POPUP_CONFIRM_LIMIT_DAYS),
      ),
    );
  });

  it("When the popup is closed, then today's Tokyo date is recorded", () => {
    expect(statusPopupClosedDate(new Date("2026-11-21T15:00:00Z"))).toBe("2026-11-22");
  });
});
