// Bed / institution types 1–10 (product §3): the kinds of facility a service targets.

import { defineEnumeration } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

export const INSTITUTION_TYPE = {
  SPECIALTY: 1,
  ACUTE_CARE: 2,
  CARE_MIX: 3,
  REHABILITATION: 4,
  CHRONIC_CARE: 5,
  CLINIC: 6,
  ELDERLY_CARE_HEALTH_FACILITY: 7,
  DISPENSING_PHARMACY: 8,
  HOME_MEDICAL_CARE: 9,
  OTHER: 10,
} as const;

export const institutionType = defineEnumeration([
  { code: INSTITUTION_TYPE.SPECIALTY, label: "専門病院" },
  { code: INSTITUTION_TYPE.ACUTE_CARE, label: "急性期病院" },
  { code: INSTITUTION_TYPE.CARE_MIX, label: "ケアミックス病院" },
  { code: INSTITUTION_TYPE.REHABILITATION, label: "回復期リハビリテーション病院" },
  { code: INSTITUTION_TYPE.CHRONIC_CARE, label: "慢性期病院" },
  { code: INSTITUTION_TYPE.CLINIC, label: "診療所・クリニック" },
  { code: INSTITUTION_TYPE.ELDERLY_CARE_HEALTH_FACILITY, label: "介護老人保健施設" },
  { code: INSTITUTION_TYPE.DISPENSING_PHARMACY, label: "調剤薬局" },
  { code: INSTITUTION_TYPE.HOME_MEDICAL_CARE, label: "在宅医療" },
  { code: INSTITUTION_TYPE.OTHER, label: "その他" },
]);

export const institutionTypeSchema = /* @__PURE__ */ codeSchema(institutionType);
export const institutionTypeLabel = institutionType.label;
