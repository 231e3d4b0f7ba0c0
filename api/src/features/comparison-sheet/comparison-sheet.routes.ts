import { comparisonSheet } from "@iryo/domain/contracts/comparison-sheet";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import type { ComparisonSheets } from "../../lib/comparison-sheet/comparison-sheets.js";
import { sendSheet } from "../../lib/comparison-sheet/send-sheet.js";
import { validate } from "../../lib/http.js";

/** GET /comparison-sheet: the 稟議 sheet of the compare page, for anyone (no member data in it; ADR 155). */
export function comparisonSheetRoutes(sheets: ComparisonSheets): Router {
  const router = Router();
  router.get(expressPath(comparisonSheet.path), validate(comparisonSheet), async (_req, res) => {
    const { ids, format } = res.locals.input.query;
    sendSheet(res, await sheets.build(ids, format));
  });
  return router;
}
