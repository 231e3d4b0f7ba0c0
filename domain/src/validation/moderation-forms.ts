// The forms of review moderation (ADR 148): a moderator's rejection and a member's report. Both choose a
// reason of the review guidelines and may add a note.

import * as z from "zod/mini";
import { encodeMessage, FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { MODERATION_NOTE_MAX_LENGTH, REJECTION_REASONS, type RejectionReason } from "../review-moderation.js";

export const moderationReasonFormSchema = z.object({
  reason: z.string().check(
    z.refine((value): value is RejectionReason => (REJECTION_REASONS as readonly string[]).includes(value), {
      message: FIELD_MESSAGE_CODES.required,
    }),
  ),
  note: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        MODERATION_NOTE_MAX_LENGTH,
        encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: MODERATION_NOTE_MAX_LENGTH }),
      ),
    ),
});
export type ModerationReasonFormValues = z.input<typeof moderationReasonFormSchema>;

const optionalDate = z.union([
  z.literal(""),
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGE_CODES.wrongFormat)),
]);

/** The audit log's search (ADR 149): every field optional; dates as `<input type="date">` gives them. */
export const auditSearchFormSchema = z.object({
  operatorId: z.string(),
  action: z.string().check(z.trim(), z.maxLength(100, encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: 100 }))),
  targetType: z.string().check(z.trim(), z.maxLength(100, encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: 100 }))),
  targetId: z.string().check(z.trim(), z.maxLength(100, encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: 100 }))),
  from: optionalDate,
  to: optionalDate,
});
export type AuditSearchFormValues = z.input<typeof auditSearchFormSchema>;
