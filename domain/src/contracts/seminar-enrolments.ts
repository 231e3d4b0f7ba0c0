import { z } from "zod";
import { paginationQuerySchema } from "../pagination.js";
import { defineEndpoint } from "./endpoint.js";

export const restEnrolmentSchema = z.object({
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
export const restSeminarEnrolmentStateSchema = z.object({
  seminar_id: z.number().int(),
  enrolled: z.boolean(),
  enrolment_id: z.number().int().nullable(),
  reception_open: z.boolean(),
  capacity: z.number().int().nullable(),
  enrolled_count: z.number().int(),
});

export const enrolSeminar = defineEndpoint({
  method: "POST",
  path: "/seminars/{id}/enroll",
  summary: "Enrols the member (a confirmation mail with an .ics follows); idempotent for a live enrolment",
  tag: "seminars",
  access: "member",
  response: restEnrolmentSchema,
  status: 201,
  errors: ["0109006", "0109002", "0109005", "0701001", "0701002", "0701003"],
});

export const cancelSeminarEnrolment = defineEndpoint({
  method: "DELETE",
  path: "/seminars/{id}/enroll",
  summary: "Cancels the member's enrolment while reception is open",
  tag: "seminars",
  access: "member",
  response: z.null(),
  status: 204,
  errors: ["0109006", "0109002", "0109005", "0701003"],
});

export const seminarEnrolmentState = defineEndpoint({
  method: "GET",
  path: "/seminars/{id}/enroll",
  summary: "Whether the member is enrolled, and whether reception is open",
  tag: "seminars",
  access: "member",
  response: restSeminarEnrolmentStateSchema,
  errors: ["0109006", "0109002", "0109005"],
});

export const seminarsAppliedByUser = defineEndpoint({
  method: "GET",
  path: "/seminars/applied-by-user",
  summary: "One page of the member's live enrolments, the next seminar first",
  tag: "seminars",
  access: "member",
  query: paginationQuerySchema,
  response: z.object({
    seminars: z.array(restEnrolmentSchema),
    total_count: z.number().int(),
    page_size: z.number().int(),
    page_number: z.number().int(),
  }),
  errors: ["0109006", "0109002"],
});
