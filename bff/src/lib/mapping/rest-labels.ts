// /v1 values the BFF maps the same way in several features: rating scores, and a seminar's meeting
// type and reception status with their labels.

import { meetingType } from "@iryo/domain/meeting-type";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";

interface RestScores {
  readonly price_appropriateness: number | null;
  readonly introduction_effect: number | null;
  readonly ease_of_use: number | null;
  readonly support_system: number | null;
  readonly ease_of_introduction: number | null;
}

/** The five criterion scores of a rating, in the GraphQL names. */
export function toRatingScores(scores: RestScores) {
  return {
    priceAppropriateness: scores.price_appropriateness,
    introductionEffect: scores.introduction_effect,
    easeOfUse: scores.ease_of_use,
    supportSystem: scores.support_system,
    easeOfIntroduction: scores.ease_of_introduction,
  };
}

/** A seminar's meeting type and reception status with their labels and the status colour. */
export function seminarStatusFields(s: { readonly meeting_type: number; readonly reception_status: number }) {
  const status = seminarReceptionStatus.isCode(s.reception_status)
    ? seminarReceptionStatus.member(s.reception_status)
    : undefined;
  return {
    meetingType: s.meeting_type,
    meetingTypeLabel: meetingType.labelOf(s.meeting_type) ?? "",
    receptionStatus: s.reception_status,
    receptionStatusLabel: status?.label ?? "",
    receptionStatusColor: status?.color ?? null,
  };
}
