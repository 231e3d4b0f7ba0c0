import { describe, expect, it } from "vitest";
import {
  firstAdminInvitationSchema,
  isCalendarDate,
  memberLookupSchema,
  memberSupportStatusOf,
  operatorReasonSchema,
  organisationFormSchema,
  supportWithdrawalSchema,
} from "./operator-support.js";

describe("organisationFormSchema", () => {
  it("When only a name and a kind are given, then the business information is left out", () => {
    expect(organisationFormSchema.parse({ name: " 株式会社テスト ", business_kind: "other_business" })).toEqual({
      name: "株式会社テスト",
      business_kind: "other_business",
    });
  });

  it("When the business information is given, then the capital is a number and the date is kept", () => {
    const parsed = organisationFormSchema.parse({
      name: "株式会社テスト",
      business_kind: "it_vendor",
      location: "東京都千代田区",
      capital_yen: "10,000,000",
      representative: "山田 太郎",
      founded_on: "2001-04-01",
    });
    expect(parsed).toMatchObject({ capital_yen: 10_000_000, founded_on: "2001-04-01" });
    expect(organisationFormSchema.parse({ name: "x", business_kind: "it_vendor", capital_yen: 5 }).capital_yen).toBe(5);
    expect(organisationFormSchema.parse({ name: "x", business_kind: "it_vendor", capital_yen: "" }).capital_yen).toBe(
      undefined,
    );
  });

  it.each([
    ["no name", { name: " ", business_kind: "it_vendor" }, "0101001"],
    ["an unknown kind", { name: "x", business_kind: "bank" }, "0101001"],
    ["a negative capital", { name: "x", business_kind: "it_vendor", capital_yen: "-1" }, "0101002"],
    ["a fractional capital", { name: "x", business_kind: "it_vendor", capital_yen: 1.5 }, "0101002"],
    ["an impossible date", { name: "x", business_kind: "it_vendor", founded_on: "2023-02-30" }, "0101002"],
    ["a name one over the limit", { name: "あ".repeat(101), business_kind: "it_vendor" }, "0101004"],
  ])("When the form has %s, then it is refused with the field's code", (_label, input, code) => {
    const result = organisationFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(code);
  });
});

describe("isCalendarDate", () => {
  it("When a real date, then true; a wrong shape or a day that does not exist, then false", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("2024/02/01")).toBe(false);
  });
});

describe("the reasons and the invitation", () => {
  it("When a reason is blank, then it is refused; an address is kept in lower case", () => {
    expect(operatorReasonSchema.safeParse({ reason: "  " }).success).toBe(false);
    expect(operatorReasonSchema.parse({ reason: " 契約終了 " }).reason).toBe("契約終了");
    expect(firstAdminInvitationSchema.parse({ email: "Admin@Example.JP" }).email).toBe("admin@example.jp");
    expect(memberLookupSchema.safeParse({ email: "%@example.jp*" }).success).toBe(false);
  });

  it("When a withdrawal on request is parsed, then the member's reason follows the withdrawal rules", () => {
    expect(
      supportWithdrawalSchema.safeParse({ withdrawal: { retirement_reason: 8 }, reason: "電話で依頼" }).success,
    ).toBe(false);
    expect(
      supportWithdrawalSchema.parse({ withdrawal: { retirement_reason: 1 }, reason: "電話で依頼" }).withdrawal,
    ).toEqual({ retirement_reason: 1, retirement_reason_other: null });
  });
});

describe("memberSupportStatusOf", () => {
  const at = new Date("2026-01-01T00:00:00Z");
  it("When withdrawn, unconfirmed or confirmed, then the matching status", () => {
    expect(memberSupportStatusOf({ email_confirmed_at: at, withdrawn_at: at })).toBe("withdrawn");
    expect(memberSupportStatusOf({ email_confirmed_at: null, withdrawn_at: null })).toBe("unconfirmed");
    expect(memberSupportStatusOf({ email_confirmed_at: at, withdrawn_at: null })).toBe("active");
  });
});
