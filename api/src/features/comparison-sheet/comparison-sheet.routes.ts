import { comparisonSheet } from "@iryo/domain/contracts/comparison-sheet";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import type { ComparisonSheets } from "../../lib/comparison-sheet/comparison-sheets.js";
import { sendSheet } from "../../lib/comparison-sheet/send-sheet.js";
import { validate } from "../../lib/http.js";

/**
 * GET /comparison-sheet: the 稟議 sheet of the compare page, for anyone (ADR 155); a signed-in member's
 * copy also holds their own notes on the candidates, nobody else's, and the ratings of facilities like
 * theirs (ADR 175).
 */
export function comparisonSheetRoutes(
  sheets: ComparisonSheets,
  notesOf: (userId: number, serviceIds: readonly number[]) => Promise<string[]>,
): Router {
  const router = Router();
  router.get(expressPath(comparisonSheet.path), validate(comparisonSheet), async (_req, res) => {
    const { ids, format } = res.locals.input.query;
    const userId = (res.locals.auth as { userId?: number | null } | undefined)?.userId;
    const member = typeof userId === "number" ? userId : undefined;
    const notes = member === undefined ? undefined : await notesOf(member, ids);
    sendSheet(res, await sheets.build(ids, format, undefined, notes, member));
  });
  return router;
}
