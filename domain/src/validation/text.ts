// Free text (≤ 500) and the header keyword (≤ 50), product §5.

import { FREE_TEXT_MAX_LENGTH, KEYWORD_MAX_LENGTH } from "../constants.js";
import { optionalText, requiredText } from "./rules.js";

/** An optional textarea: trimmed, at most 500 characters (0101004). */
export const freeTextSchema = optionalText(FREE_TEXT_MAX_LENGTH);

/** A required textarea: trimmed, required (0101001), at most 500 characters (0101004). */
export const requiredFreeTextSchema = requiredText(FREE_TEXT_MAX_LENGTH);

/** The header / global-search keyword: optional, trimmed, at most 50 characters (0101004). */
export const keywordSchema = optionalText(KEYWORD_MAX_LENGTH);
