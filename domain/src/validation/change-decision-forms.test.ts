import { describe, expect, it } from "vitest";
import { changeApprovalFormSchema, changeRejectionFormSchema, tokyoLocalInstant } from "./change-decision-forms.js";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("changeRejectionFormSchema", () => {
  it("When the reason is blank, then 0101001; over 500 characters, then the max-length message", () => {
    expect(messages(changeRejectionFormSchema.safeParse({ reason: "  " }))).toEqual(["0101001"]);
    expect(messages(changeRejectionFormSchema.safeParse({ reason: "あ".repeat(501) }))).toEqual(["0101004|Max=500"]);
    expect(changeRejectionFormSchema.parse({ reason: " 根拠を記載してください。 " })).toEqual({
      reason: "根拠を記載してください。",
    });
  });
});

describe("changeApprovalFormSchema", () => {
  const now = new Date("2026-11-26T03:00:00Z"); // 12:00 in Tokyo
  const schema = changeApprovalFormSchema(() => now);

  it("When the time is read, then it is Tokyo wall-clock time", () => {
    expect(tokyoLocalInstant("2026-11-26T12:01")?.toISOString()).toBe("2026-11-26T03:01:00.000Z");
    expect(tokyoLocalInstant("2026-11-26 12:01")).toBeUndefined();
  });

  it("When publishing later, then the time is required and must be after now (0302004)", () => {
    expect(messages(schema.safeParse({ timing: "later", publishAt: "" }))).toEqual(["0101001"]);
    expect(messages(schema.safeParse({ timing: "later", publishAt: "2026-11-26T12:00" }))).toEqual(["0302004"]);
    expect(schema.safeParse({ timing: "later", publishAt: "2026-11-26T12:01" }).success).toBe(true);
    expect(schema.safeParse({ timing: "now", publishAt: "" }).success).toBe(true);
  });
});
