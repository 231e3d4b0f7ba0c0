// /v1 values the BFF labels the same way in several features: a seminar's meeting type and reception
// status with their labels.

import { meetingType } from "@iryo/domain/meeting-type";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";

/** The codes a seminar is labelled by. */
export interface SeminarCodes {
  readonly meeting_type: number;
  readonly reception_status: number;
}

const receptionStatusOf = (s: SeminarCodes) =>
  seminarReceptionStatus.isCode(s.reception_status) ? seminarReceptionStatus.member(s.reception_status) : undefined;

/**
 * The labels of a seminar's meeting type and reception status and the status colour, as the `extra`
 * fields of a contract type (the seminar, the applied seminar).
 */
export const seminarLabelFields = {
  meetingTypeLabel: {
    type: () => String,
    description: "対面 / オンライン.",
    from: (s: SeminarCodes) => meetingType.labelOf(s.meeting_type) ?? "",
  },
  receptionStatusLabel: { type: () => String, from: (s: SeminarCodes) => receptionStatusOf(s)?.label ?? "" },
  receptionStatusColor: {
    type: () => String,
    nullable: true,
    description: "red, gray, gradient or black; null: no label (status 1).",
    from: (s: SeminarCodes) => receptionStatusOf(s)?.color ?? null,
  },
};
