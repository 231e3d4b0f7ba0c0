// /v1 values the BFF maps the same way in several features: a seminar's meeting type and reception
// status with their labels.

import { meetingType } from "@iryo/domain/meeting-type";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";

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
