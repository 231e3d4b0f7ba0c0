// How many services a comparison holds (product §5), without zod: the compare toggle on every public
// service card uses it (ADR 095).

import { COMPARE_MAX } from "./constants.js";

/** Whether one more service can be added to a comparison of `currentCount`. */
export function canAddToCompare(currentCount: number): boolean {
  return currentCount < COMPARE_MAX;
}
