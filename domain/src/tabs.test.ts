import { describe, expect, it } from "vitest";
import {
  GLOBAL_SEARCH_TAB,
  NEGOTIATION_DETAIL_TAB,
  SERVICE_SEARCH_TAB,
  tabQuerySchema,
  USER_SETTING_TAB,
} from "./tabs.js";

describe("tab queries", () => {
  it("When the tabs are read, then they match product §2", () => {
    expect(Object.values(SERVICE_SEARCH_TAB)).toEqual([0, 1, 2, 3]);
    expect(GLOBAL_SEARCH_TAB.CONTENT).toBe(3);
    expect(NEGOTIATION_DETAIL_TAB).toEqual({ INFORMATION: 0, CHAT: 1, FILE: 2 });
    expect(USER_SETTING_TAB.WITHDRAWAL).toBe(3);
  });

  it("When tab=2 is given to the negotiation detail, then 2; when absent, then the fallback", () => {
    const schema = tabQuerySchema(NEGOTIATION_DETAIL_TAB, NEGOTIATION_DETAIL_TAB.INFORMATION);
    expect(schema.parse("2")).toBe(2);
    expect(schema.parse(undefined)).toBe(0);
  });

  it("When tab=3 is given to the negotiation detail (one past the last), then 0109004", () => {
    const schema = tabQuerySchema(NEGOTIATION_DETAIL_TAB, NEGOTIATION_DETAIL_TAB.INFORMATION);
    expect(schema.safeParse("3").error?.issues[0]?.message).toBe("0109004");
    expect(schema.safeParse("x").error?.issues[0]?.message).toBe("0109004");
  });
});
