// The withdrawal form (退会, product §2.3 user-setting tab 3): a retirement reason; "other" (8) needs text.

import * as z from "zod/mini";
import { RETIREMENT_REASON, retirementReason } from "./classification.js";
import { FREE_TEXT_MAX_LENGTH } from "./constants.js";
import { codeSchema } from "./enumeration-schema.js";
import { FIELD_MESSAGE_CODES } from "./error-catalogue.js";
import { optionalText } from "./validation/rules.js";

export const withdrawalSchema = z.pipe(
  z
    .object({
      retirement_reason: codeSchema(retirementReason),
      retirement_reason_other: optionalText(FREE_TEXT_MAX_LENGTH),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.retirement_reason === RETIREMENT_REASON.OTHER && !value.retirement_reason_other) {
          ctx.addIssue({ code: "custom", path: ["retirement_reason_other"], message: FIELD_MESSAGE_CODES.required });
        }
      }),
    ),
  z.transform((value) => ({
    retirement_reason: value.retirement_reason,
    // Text only belongs to "other".
    retirement_reason_other:
      value.retirement_reason === RETIREMENT_REASON.OTHER ? (value.retirement_reason_other ?? null) : null,
  })),
);

export type Withdrawal = z.output<typeof withdrawalSchema>;
