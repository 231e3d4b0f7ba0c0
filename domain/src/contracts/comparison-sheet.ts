import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { compareQuerySchema } from "../validation/compare.js";
import { endpointGroup } from "./endpoint.js";
import { binaryDownloadSchema } from "./materials.js";

/** The file kinds of the 稟議 sheet (ADR 155). */
export const SHEET_FORMATS = ["xlsx", "pdf"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
const formatQuery = z.enum(SHEET_FORMATS, { error: "0109004" });

// A signed-in member's sheet also holds their own notes on the candidates.
const sheet = endpointGroup({ tag: "comparison-sheet", access: "optional-member" });
const memberSheet = endpointGroup({ tag: "comparison-sheet", access: ACTIVE_MEMBERS });

export const comparisonSheet = sheet.get("/comparison-sheet", {
  summary:
    "The 稟議 sheet of 1–5 services (?ids=3,8,12&format=xlsx|pdf): price, initial cost, the 5 rating criteria with counts, every attribute and a signed-in member's own notes; A4 landscape",
  query: z.object({
    ids: z.preprocess((value) => (typeof value === "string" ? value : undefined), compareQuerySchema),
    format: formatQuery,
  }),
  response: binaryDownloadSchema,
  errors: ["0109005"],
});

export const considerationSheet = memberSheet.get("/consideration-list/sheet", {
  summary:
    "The 稟議 sheet of the member's consideration list (the 5 with the latest activity, with the member's notes; ?format=xlsx|pdf)",
  query: z.object({ format: formatQuery }),
  response: binaryDownloadSchema,
  errors: ["0304001"],
});
