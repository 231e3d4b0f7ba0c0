// The zod schema of an enumeration's code (forms and the api); kept apart from enumeration.ts so
// that a page that only shows labels never loads zod (ADR 095).

import * as z from "zod/mini";
import type { Enumeration, EnumerationMember } from "./enumeration.js";
import { numericStringToNumber } from "./enumeration.js";
import { FIELD_MESSAGE_CODES } from "./error-catalogue.js";

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

/**
 * Parses a code given as a number or as a numeric string (the value of an HTML select). Empty gives
 * 0101001 (required), anything else that is not a code gives 0101002 (wrong format).
 */
export function codeSchema<M extends EnumerationMember>(
  enumeration: Enumeration<M>,
): z.ZodMiniType<M["code"], unknown> {
  return z.pipe(
    z.transform(numericStringToNumber),
    z.custom<M["code"]>((value) => enumeration.isCode(value), {
      error: (issue) => (isEmpty(issue.input) ? FIELD_MESSAGE_CODES.required : FIELD_MESSAGE_CODES.wrongFormat),
    }),
  );
}
