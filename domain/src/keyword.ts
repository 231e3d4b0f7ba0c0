// The search keyword of a URL, checked without zod: the public search page uses it on first load,
// where zod is not loaded (ADR 095). The same rule as `keywordSchema` (validation/text.ts); a test
// holds the two together.

import { KEYWORD_MAX_LENGTH } from "./constants.js";
import { encodeMessage, FIELD_MESSAGE_CODES } from "./error-catalogue.js";

export type KeywordResult =
  | { readonly ok: true; readonly keyword: string }
  | { readonly ok: false; readonly message: string };

/** The trimmed keyword ("" when blank), or the field message when it is longer than KEYWORD_MAX_LENGTH. */
export function parseKeyword(raw: string): KeywordResult {
  const keyword = raw.trim();
  return [...keyword].length <= KEYWORD_MAX_LENGTH
    ? { ok: true, keyword }
    : { ok: false, message: encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: KEYWORD_MAX_LENGTH }) };
}
