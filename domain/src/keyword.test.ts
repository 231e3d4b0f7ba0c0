import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEYWORD_MAX_LENGTH } from "./constants.js";
import { parseKeyword } from "./keyword.js";
import { keywordSchema } from "./validation/text.js";

describe("the search keyword of a URL", () => {
  it("When any text is given, then parseKeyword agrees with keywordSchema (value and message)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: KEYWORD_MAX_LENGTH + 20 }), (raw) => {
        const zod = keywordSchema.safeParse(raw);
        const plain = parseKeyword(raw);
        expect(plain.ok).toBe(zod.success);
        if (plain.ok && zod.success) expect(plain.keyword).toBe(zod.data ?? "");
        if (!plain.ok && !zod.success) expect(plain.message).toBe(zod.error.issues[0]?.message);
      }),
      { numRuns: 300 },
    );
  });

  it("When the keyword is blank or at the limit, then it passes trimmed; one character more fails", () => {
    expect(parseKeyword("  電子カルテ ")).toEqual({ ok: true, keyword: "電子カルテ" });
    expect(parseKeyword("   ")).toEqual({ ok: true, keyword: "" });
    expect(parseKeyword("あ".repeat(KEYWORD_MAX_LENGTH)).ok).toBe(true);
    expect(parseKeyword("あ".repeat(KEYWORD_MAX_LENGTH + 1)).ok).toBe(false);
  });
});
