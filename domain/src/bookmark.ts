// Bookmarks (product §6): a member keeps at most 50.

import { BOOKMARK_LIMIT } from "./constants.js";
import type { ErrorCode } from "./error-catalogue.js";

/** 1001001 (the limit modal) when one more bookmark would pass the limit; undefined otherwise. */
export function bookmarkRefusal(currentCount: number): ErrorCode | undefined {
  return currentCount >= BOOKMARK_LIMIT ? "1001001" : undefined;
}
