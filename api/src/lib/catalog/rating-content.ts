import type { Selectable } from "kysely";
import type { RatingsTable } from "../../db/schema.js";

/** The columns of what a rater wrote: the five scores, the overall score, the two texts, the rater's facts. */
export const RATING_CONTENT_COLUMNS = [
  "r.price_appropriateness",
  "r.introduction_effect",
  "r.ease_of_use",
  "r.support_system",
  "r.ease_of_introduction",
  "r.overall_score",
  "r.good_point",
  "r.improvement_point",
  "r.role",
  "r.usage_status",
  "r.facility_corporate_type",
  "r.bed_count",
  "r.department",
] as const;

type RatingContentRow = Pick<
  Selectable<RatingsTable>,
  | "price_appropriateness"
  | "introduction_effect"
  | "ease_of_use"
  | "support_system"
  | "ease_of_introduction"
  | "overall_score"
  | "good_point"
  | "improvement_point"
  | "role"
  | "usage_status"
  | "facility_corporate_type"
  | "bed_count"
  | "department"
>;

/** What a rater wrote as /v1 answers it (a member's own rating and a service's review list alike). */
export function toRatingContent(r: RatingContentRow) {
  return {
    scores: {
      price_appropriateness: r.price_appropriateness,
      introduction_effect: r.introduction_effect,
      ease_of_use: r.ease_of_use,
      support_system: r.support_system,
      ease_of_introduction: r.ease_of_introduction,
    },
    overall_score: r.overall_score === null ? null : Math.round(Number(r.overall_score) * 10) / 10,
    good_point: r.good_point,
    improvement_point: r.improvement_point,
    role: r.role,
    usage_status: r.usage_status,
    facility_corporate_type: r.facility_corporate_type,
    bed_count: r.bed_count,
    department: r.department,
  };
}
