// Concierge consultation (product §1, home counseling): the request form a member sends.

import * as z from "zod/mini";
import { inquiryType } from "./classification.js";
import { codeSchema } from "./enumeration-schema.js";
import { FIELD_MESSAGE_CODES } from "./error-catalogue.js";
import { emailSchema } from "./validation/email.js";
import { optionalText, requiredText } from "./validation/rules.js";
import { requiredFreeTextSchema } from "./validation/text.js";

export const CONCIERGE_NAME_MAX_LENGTH = 50;
export const CONCIERGE_HOSPITAL_MAX_LENGTH = 100;
export const CONCIERGE_PHONE_MAX_LENGTH = 20;

/** Digits with optional hyphens or a leading +, e.g. 03-1234-5678. */
const PHONE_PATTERN = /^\+?[0-9][0-9-]{8,18}[0-9]$/;

export const conciergeRequestSchema = z.object({
  inquiry_type: codeSchema(inquiryType),
  body: requiredFreeTextSchema,
  contact_name: requiredText(CONCIERGE_NAME_MAX_LENGTH),
  contact_email: emailSchema,
  hospital_name: requiredText(CONCIERGE_HOSPITAL_MAX_LENGTH),
  contact_phone: optionalText(CONCIERGE_PHONE_MAX_LENGTH).check(
    z.refine((v) => v === undefined || PHONE_PATTERN.test(v), FIELD_MESSAGE_CODES.wrongFormat),
  ),
});

export type ConciergeRequest = z.output<typeof conciergeRequestSchema>;
