// Ratings (product §3, §5, §6): the 0–5 scale, the five criteria, and who may post.

import type { CorporateType } from "./classification.js";
import { isOtherBusinessOnly } from "./classification.js";
import { RATING_LIMIT, RATING_MAX } from "./constants.js";
import { defineEnumeration } from "./enumeration.js";
import type { ErrorCode } from "./error-catalogue.js";

const RATING_SCORE = {
  DONT_KNOW: 0,
  VERY_BAD: 1,
  NOT_GOOD: 2,
  NEUTRAL: 3,
  GOOD: 4,
  VERY_GOOD: 5,
} as const;
export type RatingScore = (typeof RATING_SCORE)[keyof typeof RATING_SCORE];

export const ratingScore = defineEnumeration([
  { code: RATING_SCORE.DONT_KNOW, label: "わからない" },
  { code: RATING_SCORE.VERY_BAD, label: "とても悪い" },
  { code: RATING_SCORE.NOT_GOOD, label: "あまり良くない" },
  { code: RATING_SCORE.NEUTRAL, label: "どちらともいえない" },
  { code: RATING_SCORE.GOOD, label: "良い" },
  { code: RATING_SCORE.VERY_GOOD, label: "とても良い" },
]);
export const ratingScoreLabel = ratingScore.label;

import type { RatingCriterion } from "./rating-criteria.js";

export {
  RATING_CRITERIA,
  RATING_CRITERION_KEYS,
  type RatingCriterion,
  ratingCriterionLabel,
} from "./rating-criteria.js";

/**
 * The mean of the scores that say something: "don't know" (0) and unselected (null or absent) are
 * left out. Undefined when no score counts. Rounded to one decimal.
 */
export function averageScore(
  scores: Readonly<Partial<Record<RatingCriterion, RatingScore | null>>>,
): number | undefined {
  const counted = Object.values(scores).filter(
    (s): s is RatingScore => typeof s === "number" && s > 0 && s <= RATING_MAX,
  );
  if (counted.length === 0) return undefined;
  return Math.round((counted.reduce<number>((a, b) => a + b, 0) / counted.length) * 10) / 10;
}

export interface RatingEligibilityInput {
  /** The member's corporate types (membership form, multiple choice). */
  readonly corporateTypes: readonly CorporateType[];
  /** Services the member has rated so far. */
  readonly ratedServiceCount: number;
  /** Whether the member already rated this service. */
  readonly alreadyRatedThisService: boolean;
}

/**
 * Why a member may not post a rating, or undefined when they may: other-business only (0901001),
 * a rating for this service exists (0901003), or the 100-service limit is reached (0901002).
 */
export function ratingRefusal(input: RatingEligibilityInput): ErrorCode | undefined {
  if (isOtherBusinessOnly(input.corporateTypes)) return "0901001";
  if (input.alreadyRatedThisService) return "0901003";
  if (input.ratedServiceCount >= RATING_LIMIT) return "0901002";
  return undefined;
}
