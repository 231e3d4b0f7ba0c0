// PUT /negotiations/status body (product §3 status update item): a send-off needs a reason.

import { z } from "zod";
import { numericStringToNumber } from "../enumeration.js";
import { FIELD_MESSAGE_CODES, REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { NEGOTIATION_STATUS } from "../negotiation-status.js";
import { idSchema } from "./id.js";
import { requiredFreeTextSchema } from "./text.js";

const base = {
  negotiation_id: idSchema,
  /** The version the member saw; a stale one is answered with 0109001. */
  updated_at: z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE }),
};

/**
 * One item. Keeping "under consideration" (3) and an introduction decision (4) carry no reason —
 * a reason sent with them is dropped — while a send-off (6) requires one (0101001, ≤ 500, 0101004).
 * Any other status fails with 0101002.
 */
export const negotiationStatusUpdateItemSchema = z.preprocess(
  (item) =>
    typeof item === "object" && item !== null && "negotiation_status" in item
      ? { ...item, negotiation_status: numericStringToNumber(item.negotiation_status) }
      : item,
  z.discriminatedUnion(
    "negotiation_status",
    [
      z.object({ ...base, negotiation_status: z.literal(NEGOTIATION_STATUS.UNDER_CONSIDERATION) }),
      z.object({ ...base, negotiation_status: z.literal(NEGOTIATION_STATUS.INTRODUCTION_DECIDED) }),
      z.object({
        ...base,
        negotiation_status: z.literal(NEGOTIATION_STATUS.SENT_OFF),
        postponed_reason: requiredFreeTextSchema,
      }),
    ],
    { error: FIELD_MESSAGE_CODES.wrongFormat },
  ),
);

export type NegotiationStatusUpdateItem = z.output<typeof negotiationStatusUpdateItemSchema>;

/** The whole body: at least one item, each negotiation at most once (0109004 otherwise). */
export const negotiationStatusUpdateSchema = z
  .array(negotiationStatusUpdateItemSchema, { error: REQUEST_INVALID_CODE })
  .min(1, REQUEST_INVALID_CODE)
  .refine((items) => new Set(items.map((i) => i.negotiation_id)).size === items.length, REQUEST_INVALID_CODE);
