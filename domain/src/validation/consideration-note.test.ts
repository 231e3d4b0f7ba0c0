import { describe, expect, it } from "vitest";
import { CONSIDERATION_NOTE_MAX_LENGTH } from "../consideration.js";
import { decodeMessage } from "../error-catalogue.js";
import { considerationNoteFormSchema, considerationNoteSchema } from "./consideration-note.js";

describe("considerationNoteSchema", () => {
  it("trims a note and keeps an empty one as empty (a removal)", () => {
    expect(considerationNoteSchema.parse("  見積りは年額で再確認  ")).toBe("見積りは年額で再確認");
    expect(considerationNoteSchema.parse("   ")).toBe("");
  });

  it("accepts 500 characters and refuses 501 with the max-length message", () => {
    expect(considerationNoteSchema.parse("あ".repeat(CONSIDERATION_NOTE_MAX_LENGTH))).toHaveLength(500);
    const result = considerationNoteFormSchema.safeParse({ note: "あ".repeat(CONSIDERATION_NOTE_MAX_LENGTH + 1) });
    expect(result.success).toBe(false);
    expect(decodeMessage(result.error?.issues[0]?.message ?? "")).toEqual({ key: "0101004", params: { Max: "500" } });
  });
});
