import { z } from "zod";
import { OPERATOR_ADMINS, OPERATOR_ROLES, OPERATOR_SESSION, OPERATORS, RATING_MODERATORS } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { paginationQuerySchema } from "../pagination.js";
import {
  MODERATION_FLAGS,
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_STATES,
  REJECTION_REASONS,
} from "../review-moderation.js";
import { idSchema } from "../validation/id.js";
import { endpointGroup } from "./endpoint.js";
import { pageMetaShape } from "./shared.js";

const int = () => z.number().int();

/** The signed-in operator and whether this session passed the second factor (ADR 147). */
export const restOperatorSessionSchema = z.object({
  account_id: int(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  second_factor_verified: z.boolean(),
});

/** A 6-digit TOTP code. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, REQUEST_INVALID_CODE);

export const restModerationDayCountSchema = z.object({
  /** YYYY-MM-DD in Asia/Tokyo. */
  date: z.string(),
  received: int(),
  approved: int(),
  rejected: int(),
});

const queueItemSchema = z.object({
  rating_id: int(),
  service_id: int(),
  service_name: z.string(),
  provider_name: z.string(),
  status: z.enum(["pending", "published"]),
  moderation: z.enum(MODERATION_STATES),
  flags: z.array(z.enum(MODERATION_FLAGS)),
  report_count: int(),
  version: int(),
  /** When the rating was posted or last edited (what the queue waits on). */
  submitted_at: z.string(),
});

export const restModerationQueueItemSchema = queueItemSchema;

const reportSchema = z.object({
  report_id: int(),
  reason: z.enum(REJECTION_REASONS),
  note: z.string(),
  created_at: z.string(),
});

export const restModerationRatingSchema = queueItemSchema.extend({
  good_point: z.string(),
  improvement_point: z.string(),
  overall_score: z.number().nullable(),
  reviewer_hospital_name: z.string().nullable(),
  rejection_reason: z.enum(REJECTION_REASONS).nullable(),
  rejection_note: z.string().nullable(),
  moderated_at: z.string().nullable(),
  reports: z.array(reportSchema),
});

export const restAuditEntrySchema = z.object({
  id: z.string(),
  operator_account_id: int(),
  operator_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The values before and after, as JSON text (null when there were none). */
  before_values: z.string().nullable(),
  after_values: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REQUEST_INVALID_CODE)
  .optional();

export const auditLogQuerySchema = paginationQuerySchema.extend({
  operator_account_id: z.optional(idSchema),
  action: z.string().max(100).optional(),
  target_type: z.string().max(100).optional(),
  target_id: z.string().max(100).optional(),
  /** Tokyo dates, both included. */
  from: dateQuery,
  to: dateQuery,
});

const versionBody = z.object({ version: idSchema });

export const rejectRatingBody = versionBody.extend({
  reason: z.enum(REJECTION_REASONS, { error: REQUEST_INVALID_CODE }),
  note: z.string().trim().max(MODERATION_NOTE_MAX_LENGTH, REQUEST_INVALID_CODE).default(""),
});

export const reportRatingBody = z.object({
  reason: z.enum(REJECTION_REASONS, { error: REQUEST_INVALID_CODE }),
  note: z.string().trim().max(MODERATION_NOTE_MAX_LENGTH, REQUEST_INVALID_CODE).default(""),
});

const session = endpointGroup({ tag: "operator", access: OPERATOR_SESSION });
const console_ = endpointGroup({ tag: "operator", access: OPERATORS });
const moderation = endpointGroup({ tag: "operator", access: RATING_MODERATORS });

export const getOperatorSession = session.get("/operator/session", {
  summary: "The signed-in operator, their role and whether this session passed the second factor",
  response: restOperatorSessionSchema,
});

export const verifyOperatorTotp = session.post("/operator/session/totp", {
  summary: "Passes the second factor with a TOTP code; a wrong or used code is 0203002, limited per account",
  body: z.object({ code: totpCodeSchema }),
  response: restOperatorSessionSchema,
  errors: ["0203002"],
});

export const restOperatorDashboardSchema = z.object({
  days: z.array(restModerationDayCountSchema),
  waiting_count: int(),
  reported_count: int(),
  oldest_waiting: queueItemSchema.nullable(),
});

export const getOperatorDashboard = console_.get("/operator/dashboard", {
  summary: "Ratings received, approved and rejected per Tokyo day (last 14 days) and the oldest waiting one",
  response: restOperatorDashboardSchema,
});

export const listModerationQueue = moderation.get("/operator/ratings/queue", {
  summary: "Ratings waiting for moderation and published ones with open reports, oldest first, with flags",
  query: paginationQuerySchema,
  response: z.object({ ratings: z.array(queueItemSchema), ...pageMetaShape }),
});

export const getModerationRating = moderation.get("/operator/ratings/{id}", {
  summary: "One rating as the moderator reads it: texts, flags, reports and its moderation state",
  response: restModerationRatingSchema,
  errors: ["0109005"],
});

export const approveRating = moderation.post("/operator/ratings/{id}/approve", {
  summary: "Approves a rating: it is published from the next Tokyo day; its reports are resolved",
  body: versionBody,
  response: restModerationRatingSchema,
  errors: ["0109005", "0203003"],
});

export const rejectRating = moderation.post("/operator/ratings/{id}/reject", {
  summary: "Rejects a rating with a guideline reason and a note; it is unpublished and the reviewer is mailed",
  body: rejectRatingBody,
  response: restModerationRatingSchema,
  errors: ["0109005", "0203003"],
});

export const searchAuditLog = console_.get("/operator/audit-log", {
  summary: "The operators' audit log, newest first, by operator, action, target and Tokyo date range",
  query: auditLogQuerySchema,
  response: z.object({ entries: z.array(restAuditEntrySchema), ...pageMetaShape }),
});

const restOperatorSchema = z.object({
  account_id: int(),
  email: z.string(),
  display_name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});

export const listOperators = console_.get("/operator/operators", {
  summary: "The operators (for the audit log's operator filter and the admins' operator page)",
  response: z.object({ operators: z.array(restOperatorSchema) }),
});

const admins = endpointGroup({ tag: "operator", access: OPERATOR_ADMINS });

export const changeOperatorRole = admins.put("/operator/operators/{id}/role", {
  summary: "An admin changes another operator's role; never their own (0203006)",
  body: z.object({ role: z.enum(OPERATOR_ROLES, { error: REQUEST_INVALID_CODE }) }),
  response: restOperatorSchema,
  errors: ["0109005", "0203006"],
});
