import { describe, expect, it } from "vitest";
import { withdrawalSchema } from "./withdrawal.js";

describe("withdrawalSchema", () => {
  it("When a listed reason is given, then it parses and any text is dropped", () => {
    expect(withdrawalSchema.parse({ retirement_reason: 2, retirement_reason_other: "x" })).toEqual({
      retirement_reason: 2,
      retirement_reason_other: null,
    });
  });

  it("When the reason is other (8) with text, then the text is kept trimmed", () => {
    expect(withdrawalSchema.parse({ retirement_reason: "8", retirement_reason_other: " 理由 " })).toEqual({
      retirement_reason: 8,
      retirement_reason_other: "理由",
    });
  });

  it("When the reason is other (8) without text, then 0101001 is on the text field", () => {
    const result = withdrawalSchema.safeParse({ retirement_reason: 8, retirement_reason_other: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["retirement_reason_other"], message: "0101001" });
  });

  it("When the text is longer than 500 characters, then 0101004 with Max=500", () => {
    const result = withdrawalSchema.safeParse({ retirement_reason: 8, retirement_reason_other: "あ".repeat(501) });
    expect(result.error?.issues[0]?.message).toBe("0101004|Max=500");
  });

  it("When the reason is not a code, then 0101002", () => {
    const result = withdrawalSchema.safeParse({ retirement_reason: 42 });
    expect(result.error?.issues[0]).toMatchObject({ path: ["retirement_reason"], message: "0101002" });
  });
});
