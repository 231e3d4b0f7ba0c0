import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { paginationQuerySchema } from "../pagination.js";
import { ENROLMENT_CONSENT_REQUIRED_CODE } from "../seminar-enrollment.js";
import { endpointGroup } from "./endpoint.js";
import { restSharedDetailSchema } from "./materials.js";
import { pageMetaShape } from "./shared.js";

export const restEnrollmentSchema = z.object({
  enrolment_id: z.number().int(),
  seminar_id: z.number().int(),
  title: z.string(),
  meeting_type: z.number().int(),
  reception_status: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  venue: z.string().nullable(),
  organizer_name: z.string(),
  thumbnail_path: z.string().nullable(),
  enrolled_at: z.string(),
  /** Whether the member may still cancel (reception open). */
  cancellable: z.boolean(),
});

/** The member's relation to one seminar (detail page). */
export const restSeminarEnrollmentStateSchema = z.object({
  seminar_id: z.number().int(),
  enrolled: z.boolean(),
  enrolment_id: z.number().int().nullable(),
  reception_open: z.boolean(),
  capacity: z.number().int().nullable(),
  enrolled_count: z.number().int(),
  /** The organising company, named in the consent text. */
  organizer_name: z.string(),
  /** The member's details exactly as the organiser receives them on enrolment (the consent preview, ADR 173). */
  shared_details: z.array(restSharedDetailSchema),
});

/**
 * The enrolment's body: the member's consent to share the shown details with the organiser. Without it
 * (no body, or anything but `true`) the answer is 0701007.
 */
export const enrollSeminarBodySchema = z.object(
  { share_details: z.literal(true, { error: ENROLMENT_CONSENT_REQUIRED_CODE }) },
  { error: ENROLMENT_CONSENT_REQUIRED_CODE },
);

const enrollment = endpointGroup({ tag: "seminars", access: ACTIVE_MEMBERS });

export const enrollSeminar = enrollment.post("/seminars/{id}/enroll", {
  summary:
    "Enrols the member with their consent to share the previewed details with the organiser (a copy is kept); a confirmation mail with an .ics follows; idempotent for a live enrolment",
  body: enrollSeminarBodySchema,
  response: restEnrollmentSchema,
  status: 201,
  errors: ["0109005", "0701001", "0701002", "0701003", "0701007"],
});

export const cancelSeminarEnrollment = enrollment.delete("/seminars/{id}/enroll", {
  summary: "Cancels the member's enrolment while reception is open",
  response: z.null(),
  status: 204,
  errors: ["0109005", "0701003"],
});

export const seminarEnrollmentState = enrollment.get("/seminars/{id}/enroll", {
  summary: "Whether the member is enrolled, whether reception is open, and the details enrolment shares",
  response: restSeminarEnrollmentStateSchema,
  errors: ["0109005"],
});

export const seminarsAppliedByUser = enrollment.get("/seminars/applied-by-user", {
  summary: "One page of the member's live enrolments, the next seminar first",
  query: paginationQuerySchema,
  response: z.object({ seminars: z.array(restEnrollmentSchema), ...pageMetaShape }),
});
