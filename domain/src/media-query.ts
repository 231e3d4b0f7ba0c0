// Query strings of the seminar and content lists (product §7 /seminars/search, /contents/search,
// /searches/seminar, /searches/content): filters on top of page_size / page_number.

import { z } from "zod";
import { KEYWORD_MAX_LENGTH } from "./constants.js";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";
import { paginationQuerySchema } from "./pagination.js";
import { INT32_MAX, ROW_ID_PATTERN } from "./row-id.js";
import { seminarReceptionStatus } from "./seminar-reception-status.js";
import { keywordSchema } from "./validation/text.js";

const positiveId = z
  .string()
  .regex(ROW_ID_PATTERN, REQUEST_INVALID_CODE)
  .transform(Number)
  .refine((n) => n <= INT32_MAX, REQUEST_INVALID_CODE);

/** A tag filter: trimmed, at most as long as a keyword; empty means "every tag". */
const tagSchema = z
  .string()
  .trim()
  .max(KEYWORD_MAX_LENGTH, REQUEST_INVALID_CODE)
  .optional()
  .transform((v) => (v ? v : undefined));

/** `status` (1–5), `tag`, `service_id` and paging of the seminar list. */
export const seminarSearchQuerySchema = paginationQuerySchema.extend({
  status: z
    .string()
    .regex(/^[0-9]$/, REQUEST_INVALID_CODE)
    .transform(Number)
    .refine(seminarReceptionStatus.isCode, REQUEST_INVALID_CODE)
    .optional(),
  tag: tagSchema,
  service_id: positiveId.optional(),
});
export type SeminarSearchQuery = z.output<typeof seminarSearchQuerySchema>;

/** `tag`, `service_id` and paging of the content list. */
export const contentSearchQuerySchema = paginationQuerySchema.extend({
  tag: tagSchema,
  service_id: positiveId.optional(),
});
export type ContentSearchQuery = z.output<typeof contentSearchQuerySchema>;

/** The global search: `keyword` (≤ 50, 0101004 beyond) and paging. */
export const keywordSearchQuerySchema = paginationQuerySchema.extend({ keyword: keywordSchema });
export type KeywordSearchQuery = z.output<typeof keywordSearchQuerySchema>;
