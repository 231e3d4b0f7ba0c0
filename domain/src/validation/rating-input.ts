// The rating-and-review input of product §3 / §5.

import * as z from "zod/mini";
import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "../classification.js";
import { numericStringToNumber } from "../enumeration.js";
import { codeSchema } from "../enumeration-schema.js";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { RATING_CRITERION_KEYS, type RatingCriterion, type RatingScore, ratingScore } from "../rating.js";
import { confirmTick } from "./rules.js";
import { requiredFreeTextSchema } from "./text.js";

/** One criterion's score: 0 (don't know) to 5, or unselected (absent, null or "") which gives null. */
export const ratingScoreInputSchema = z.pipe(
  z.transform((value: unknown) => (value === "" || value === undefined ? null : numericStringToNumber(value))),
  z.custom<RatingScore | null>((v) => v === null || ratingScore.isCode(v), {
    error: FIELD_MESSAGE_CODES.wrongFormat,
  }),
);

const scoresShape = Object.fromEntries(RATING_CRITERION_KEYS.map((key) => [key, ratingScoreInputSchema])) as Record<
  RatingCriterion,
  typeof ratingScoreInputSchema
>;

/** A tick box that must be ticked (0101003). */
const agreementSchema = z.pipe(
  z.unknown().check(confirmTick()),
  z.transform(() => true as const),
);

export const ratingInputSchema = z.object({
  scores: z.object(scoresShape, { error: FIELD_MESSAGE_CODES.required }),
  good_point: requiredFreeTextSchema,
  improvement_point: requiredFreeTextSchema,
  role: codeSchema(evaluatorRole),
  usage_status: codeSchema(usageType),
  facility_corporate_type: codeSchema(medicalInstitutionType),
  bed_count: codeSchema(bedType),
  department: codeSchema(departmentType),
  agree_review_guidelines: agreementSchema,
  agree_terms: agreementSchema,
});

export type RatingInput = z.output<typeof ratingInputSchema>;
