import type { SheetFormat } from "@iryo/domain/contracts/comparison-sheet";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { similarFacilityOfMember } from "@iryo/domain/member-facility";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../app-error.js";
import { readSheetModel, type SheetMember } from "./sheet-model.js";

export interface SheetFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly bytes: Buffer;
}

const MIME: Record<SheetFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** The 稟議 sheets (ADR 155): the compare page's and the consideration list's, as xlsx or PDF. */
export function createComparisonSheets(db: Kysely<Database>, now: () => Date) {
  /** The similar-facility group of a member's profile (ADR 175); a withdrawn or unknown member has none. */
  async function memberOf(userId: number): Promise<SheetMember> {
    const row = await db
      .selectFrom("members")
      .select(["corporate_types", "sickbed_number", "role_in_department"])
      .where("user_id", "=", userId)
      .where("withdrawn_at", "is", null)
      .executeTakeFirst();
    return { group: row ? similarFacilityOfMember(row) : undefined };
  }

  return {
    /**
     * The sheet of `ids` in their order, with the member's `notes` on them (same order) when given and,
     * for a signed-in member (`userId`), the ratings of facilities like theirs; 0109005 when none of them
     * is a service listed today.
     */
    async build(
      ids: readonly number[],
      format: SheetFormat,
      title = "サービス比較表（稟議用）",
      notes?: readonly string[],
      userId?: number,
    ): Promise<SheetFile> {
      const today = tokyoDateKey(now());
      const member = userId === undefined ? undefined : await memberOf(userId);
      const model = await readSheetModel(db, ids, today, title, notes, member);
      if (!model) throw new AppError(NOT_FOUND_CODE);
      // exceljs and pdfkit (with their fonts and zip libraries, about 500 modules) load on the first
      // sheet, not at every start (ADR 187).
      const bytes =
        format === "xlsx"
          ? await (await import("./workbook.js")).writeWorkbook(model)
          : await (await import("./pdf.js")).writePdf(model);
      return { fileName: `${title.replace(/（.*）/, "")}_${today}.${format}`, mimeType: MIME[format], bytes };
    },
  };
}

export type ComparisonSheets = ReturnType<typeof createComparisonSheets>;
