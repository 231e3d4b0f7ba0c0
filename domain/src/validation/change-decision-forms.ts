// The forms of an operator's decision on a provider's change (ADR 143, issue 24 item 3): approve at once
// or at a chosen Tokyo time (which must be in the future), or reject with a reason the staff see.

import * as z from "zod/mini";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { REJECTION_REASON_MAX_LENGTH } from "../publishing.js";
import { tokyoInstant } from "../tokyo-date.js";
import { requiredText } from "./rules.js";

/** The rejection's reason (≤ 500 characters, required), as POST /v1/operator/changes/{id}/reject takes it. */
export const changeRejectionFormSchema = z.object({ reason: requiredText(REJECTION_REASON_MAX_LENGTH) });
export type ChangeRejectionFormValues = z.input<typeof changeRejectionFormSchema>;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of `<input type="datetime-local">`'s value read as Tokyo wall-clock time; undefined if malformed. */
export function tokyoLocalInstant(value: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match?.[1]) return undefined;
  return tokyoInstant(match[1], Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The approval: `now` publishes at once; `later` at `publishAt` (Tokyo time), which must be after `now`
 * (0302004, the api's code for a past instant).
 */
export function changeApprovalFormSchema(now: () => Date) {
  return z.object({ timing: z.enum(["now", "later"]), publishAt: z.string() }).check(
    z.superRefine((values, ctx) => {
      if (values.timing !== "later") return;
      if (values.publishAt === "") {
        ctx.addIssue({ code: "custom", path: ["publishAt"], message: FIELD_MESSAGE_CODES.required });
        return;
      }
      const at = tokyoLocalInstant(values.publishAt);
      if (!at) ctx.addIssue({ code: "custom", path: ["publishAt"], message: FIELD_MESSAGE_CODES.wrongFormat });
      else if (at.getTime() <= now().getTime())
        ctx.addIssue({ code: "custom", path: ["publishAt"], message: "0302004" });
    }),
  );
}
export type ChangeApprovalFormValues = z.input<ReturnType<typeof changeApprovalFormSchema>>;
