// Email address (product §5, 0101002).

import * as z from "zod/mini";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { EMAIL_PATTERN, emailFormat, maxLength, required } from "./rules.js";

/** The longest address a mail system accepts (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Required (0101001), trimmed, standard format (0101002), at most 254 characters (0101004). */
export const emailSchema = z
  .string({ error: FIELD_MESSAGE_CODES.required })
  .check(z.trim(), required(), emailFormat(), maxLength(EMAIL_MAX_LENGTH));
