// Referral code of the membership form (product §5): optional; 4 alphanumerics plus up to 3 more; the
// first 4 characters must be in a fixed allowed list.

import * as z from "zod/mini";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { pattern, startsWithAnyPrefix } from "./rules.js";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(4, "0"));

/** The allowed first four characters: 0001–0048, 00G8, 00R3, 00U8, 3550–3556, 6322–6324, 4404, 4494, ASMX, MDSO. */
export const REFERRAL_CODE_PREFIXES: readonly string[] = [
  ...range(1, 48),
  "00G8",
  "00R3",
  "00U8",
  ...range(3550, 3556),
  ...range(6322, 6324),
  "4404",
  "4494",
  "ASMX",
  "MDSO",
];

const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{4,7}$/;

export function isValidReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code) && REFERRAL_CODE_PREFIXES.includes(code.slice(0, 4));
}

/** Optional; when given, 4–7 alphanumerics starting with an allowed prefix (0101002). "" gives undefined. */
export const referralCodeSchema = z.pipe(
  z.nullish(
    z
      .string({ error: FIELD_MESSAGE_CODES.wrongFormat })
      .check(z.trim(), pattern(REFERRAL_CODE_PATTERN), startsWithAnyPrefix(REFERRAL_CODE_PREFIXES)),
  ),
  z.transform((v) => (v ? v : undefined)),
);
