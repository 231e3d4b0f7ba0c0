// Seminar reception status (product §4.2) with the colour of its label, and which status accepts
// applications.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";
import type { LabelColor } from "./label-color.js";

export const SEMINAR_RECEPTION_STATUS = {
  BEFORE_PUBLICATION: 1,
  ACCEPTING: 2,
  RECEPTION_ENDED: 3,
  DELIVERING: 4,
  FINISHED: 5,
} as const;

export type SeminarReceptionStatus = (typeof SEMINAR_RECEPTION_STATUS)[keyof typeof SEMINAR_RECEPTION_STATUS];

export const seminarReceptionStatus = defineEnumeration<{
  code: SeminarReceptionStatus;
  label: string;
  color: LabelColor | null;
}>([
  { code: SEMINAR_RECEPTION_STATUS.BEFORE_PUBLICATION, label: "公開前", color: null },
  { code: SEMINAR_RECEPTION_STATUS.ACCEPTING, label: "受付中", color: "red" },
  { code: SEMINAR_RECEPTION_STATUS.RECEPTION_ENDED, label: "受付終了", color: "gray" },
  { code: SEMINAR_RECEPTION_STATUS.DELIVERING, label: "配信中・アーカイブ", color: "gradient" },
  { code: SEMINAR_RECEPTION_STATUS.FINISHED, label: "終了", color: "black" },
]);

export const seminarReceptionStatusSchema = /* @__PURE__ */ codeSchema(seminarReceptionStatus);
export const seminarReceptionStatusLabel = seminarReceptionStatus.label;

/** The label colour of a status; status 1 (before publication) has no label. */
export function seminarReceptionLabelColor(status: SeminarReceptionStatus): LabelColor | null {
  return seminarReceptionStatus.member(status).color;
}

/** Only a seminar that is accepting (2) takes applications; otherwise the api answers 0701003. */
export function acceptsApplications(status: SeminarReceptionStatus): boolean {
  return status === SEMINAR_RECEPTION_STATUS.ACCEPTING;
}
