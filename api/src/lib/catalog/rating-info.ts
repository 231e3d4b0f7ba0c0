import { RATING_MAX } from "@iryo/domain/constants";
import { RATING_CRITERIA } from "@iryo/domain/rating";
import type { ServiceRatingSummariesTable } from "../../db/schema.js";

export type SummaryRow = Omit<ServiceRatingSummariesTable, "overall_average">;

/** One decimal, as every average is shown (domain `averageScore` rounds the same way). */
function oneDecimal(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/** The REST body of a service's rating summary; a service without published ratings gives zeros. */
export function toRatingInfo(serviceId: number, row: SummaryRow | undefined) {
  const r = row ?? emptySummary(serviceId);
  return {
    service_id: serviceId,
    rating_count: r.rating_count,
    overall_average: oneDecimal(Number(r.overall_sum), r.overall_count),
    overall_count: r.overall_count,
    criteria: RATING_CRITERIA.map(({ key, label }) => ({
      key,
      label,
      average: oneDecimal(r[`${key}_sum`], r[`${key}_count`]),
      count: r[`${key}_count`],
    })),
    distribution: Array.from({ length: RATING_MAX + 1 }, (_, score) => ({
      score,
      count: r[`score_${score}_count` as `score_${0 | 1 | 2 | 3 | 4 | 5}_count`],
    })),
  };
}

function emptySummary(serviceId: number): SummaryRow {
  return {
    service_id: serviceId,
    rating_count: 0,
    overall_sum: "0",
    overall_count: 0,
    price_appropriateness_sum: 0,
    price_appropriateness_count: 0,
    introduction_effect_sum: 0,
    introduction_effect_count: 0,
    ease_of_use_sum: 0,
    ease_of_use_count: 0,
    support_system_sum: 0,
    support_system_count: 0,
    ease_of_introduction_sum: 0,
    ease_of_introduction_count: 0,
    score_0_count: 0,
    score_1_count: 0,
    score_2_count: 0,
    score_3_count: 0,
    score_4_count: 0,
    score_5_count: 0,
  };
}
