import { describe, expect, it } from "vitest";
import { auditSearchFormSchema, moderationReasonFormSchema } from "./moderation-forms.js";

describe("moderationReasonFormSchema", () => {
  it("When no reason is chosen, then 0101001; a guideline reason with a note passes trimmed", () => {
    const empty = moderationReasonFormSchema.safeParse({ reason: "", note: "" });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual(["0101001"]);
    expect(moderationReasonFormSchema.parse({ reason: "defamation", note: " 補足 " })).toEqual({
      reason: "defamation",
      note: "補足",
    });
  });

  it("When the note is one over 500 characters, then the max-length message", () => {
    const long = moderationReasonFormSchema.safeParse({ reason: "off_topic", note: "あ".repeat(501) });
    expect(long.success ? [] : long.error.issues.map((i) => i.message)).toEqual(["0101004|Max=500"]);
  });
});

describe("auditSearchFormSchema", () => {
  it("When every field is empty, then it passes; a date in another format does not", () => {
    const empty = { operatorId: "", action: "", targetType: "", targetId: "", from: "", to: "" };
    expect(auditSearchFormSchema.parse(empty)).toEqual(empty);
    const wrong = auditSearchFormSchema.safeParse({ ...empty, from: "2026/11/01" });
    expect(wrong.success ? [] : wrong.error.issues.map((i) => i.message)).toEqual(["0101002"]);
  });
});
