import { describe, expect, it } from "vitest";
import { negotiationStatusUpdateItemSchema, negotiationStatusUpdateSchema } from "./negotiation-status-update.js";

const base = { negotiation_id: 7, updated_at: "2026-11-22T10:00:00+09:00" };
const issuesOf = (item: unknown) =>
  negotiationStatusUpdateItemSchema.safeParse(item).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("status update item", () => {
  it("When the member sends off (6) with a reason, then it is accepted", () => {
    expect(
      negotiationStatusUpdateItemSchema.parse({ ...base, negotiation_status: 6, postponed_reason: " 予算の都合 " }),
    ).toEqual({
      ...base,
      negotiation_status: 6,
      postponed_reason: "予算の都合",
    });
  });

  it("When the member sends off without a reason, then 0101001 on postponed_reason", () => {
    expect(issuesOf({ ...base, negotiation_status: 6 })).toEqual([["postponed_reason", "0101001"]]);
    expect(issuesOf({ ...base, negotiation_status: "6", postponed_reason: "   " })).toEqual([
      ["postponed_reason", "0101001"],
    ]);
  });

  it("When the reason is 501 characters, then 0101004|Max=500", () => {
    expect(issuesOf({ ...base, negotiation_status: 6, postponed_reason: "あ".repeat(501) })).toEqual([
      ["postponed_reason", "0101004|Max=500"],
    ]);
  });

  it("When the member decides (4) or keeps considering (3), then no reason is needed and one sent is dropped", () => {
    expect(
      negotiationStatusUpdateItemSchema.parse({ ...base, negotiation_status: "4", postponed_reason: "x" }),
    ).toEqual({
      ...base,
      negotiation_status: 4,
    });
    expect(issuesOf({ ...base, negotiation_status: 3 })).toEqual([]);
  });

  it("When a status the member may not send (1, 2, 5) is given, then 0101002", () => {
    for (const status of [1, 2, 5])
      expect(issuesOf({ ...base, negotiation_status: status })).toEqual([["negotiation_status", "0101002"]]);
  });

  it("When updated_at is not an ISO date-time, then 0109004", () => {
    expect(issuesOf({ ...base, updated_at: "2026/11/22", negotiation_status: 4 })).toEqual([["updated_at", "0109004"]]);
  });

  it("When the item is not an object, then it is refused", () => {
    expect(negotiationStatusUpdateItemSchema.safeParse("6").success).toBe(false);
  });
});

describe("status update body", () => {
  it("When several negotiations are updated, then the array is accepted", () => {
    const body = [
      { ...base, negotiation_status: 3 },
      { ...base, negotiation_id: 8, negotiation_status: 6, postponed_reason: "他社製品に決定" },
    ];
    expect(negotiationStatusUpdateSchema.parse(body)).toHaveLength(2);
  });

  it("When the array is empty or names one negotiation twice, then 0109004", () => {
    expect(negotiationStatusUpdateSchema.safeParse([]).error?.issues[0]?.message).toBe("0109004");
    const twice = [
      { ...base, negotiation_status: 3 },
      { ...base, negotiation_status: 4 },
    ];
    expect(negotiationStatusUpdateSchema.safeParse(twice).error?.issues[0]?.message).toBe("0109004");
  });
});
