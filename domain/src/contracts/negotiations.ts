import { z } from "zod";
import { ACTIVE_MEMBERS, NEGOTIATION_PARTIES, PROVIDER_STAFF } from "../account.js";
import { CHAT_MESSAGES_PAGE_SIZE } from "../constants.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { NEGOTIATION_STATUS } from "../negotiation-status.js";
import { paginationQuerySchema } from "../pagination.js";
import { sendMessageBodySchema } from "../validation/chat-message.js";
import { idSchema } from "../validation/id.js";
import { createMeetingApplicationSchema } from "../validation/meeting-application.js";
import { negotiationStatusUpdateSchema } from "../validation/negotiation-status-update.js";
import { endpointGroup } from "./endpoint.js";
import { namedRow, pageMetaShape, serviceLogoUrlSchema } from "./shared.js";

/** A Japanese public holiday, as the meeting form shows it. */
export const restHolidaySchema = z.object({ date: z.string(), name: z.string() });

/** A negotiation as the member's list and the provider's inbox show it (product §3). */
export const restNegotiationListItemSchema = z.object({
  negotiation_id: z.number().int(),
  /** The confirmed meeting start (ISO instant), null until a date is confirmed. */
  negotiation_time: z.string().nullable(),
  negotiation_status: z.number().int(),
  /** "YYYY-MM-DD" once the meeting was held. */
  considering_start_date: z.string().nullable(),
  updated_at: z.string(),
  created_at: z.string(),
  meeting_type: z.number().int(),
  ...namedRow("service"),
  logo_image_filepath: serviceLogoUrlSchema(),
  ...namedRow("provider"),
  /** The member's name and hospital (the provider needs them; the member sees their own). */
  member_name: z.string(),
  hospital_name: z.string(),
});

export const restNegotiationSlotSchema = z.object({
  slot_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const restNegotiationDetailSchema = restNegotiationListItemSchema.extend({
  note: z.string(),
  postponed_reason: z.string().nullable(),
  slots: z.array(restNegotiationSlotSchema),
  /** Which side the caller is on. */
  viewer_side: z.enum(["member", "provider"]),
  /** The statuses the caller may move the negotiation to now (the one state machine of @iryo/domain). */
  next_statuses: z.array(z.number().int()),
  /** True after a send-off or a cancellation: no more messages or files. */
  chat_read_only: z.boolean(),
});

export const restNegotiationMessageSchema = z.object({
  /** bigint id, as a string. */
  message_id: z.string(),
  negotiation_id: z.number().int(),
  sender_type: z.number().int(),
  sender_name: z.string(),
  message: z.string(),
  created_at: z.string(),
});

const negotiationPageSchema = z.object({ negotiations: z.array(restNegotiationListItemSchema), ...pageMetaShape });

/** One item of the status answer: the new status and version of a negotiation. */
export const restNegotiationVersionSchema = z.object({
  negotiation_id: z.number().int(),
  negotiation_status: z.number().int(),
  updated_at: z.string(),
});

/** Messages page: `before_id` (older than that message) and `page_size` (1–100, default 20). */
export const negotiationMessagesQuerySchema = z.object({
  before_id: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, REQUEST_INVALID_CODE)
    .optional(),
  page_size: z
    .string()
    .regex(/^[0-9]{1,3}$/, REQUEST_INVALID_CODE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, REQUEST_INVALID_CODE)
    .optional()
    .transform((n) => n ?? CHAT_MESSAGES_PAGE_SIZE),
});

/** What a provider may do from its console: confirm a requested slot, mark the meeting held, cancel. */
export const providerStatusUpdateBodySchema = z.discriminatedUnion(
  "negotiation_status",
  [
    z.object({
      negotiation_status: z.literal(NEGOTIATION_STATUS.DATE_CONFIRMED),
      slot_id: idSchema,
      updated_at: z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE }),
    }),
    z.object({
      negotiation_status: z.literal(NEGOTIATION_STATUS.UNDER_CONSIDERATION),
      updated_at: z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE }),
    }),
    z.object({
      negotiation_status: z.literal(NEGOTIATION_STATUS.CANCELLED),
      updated_at: z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE }),
    }),
  ],
  { error: REQUEST_INVALID_CODE },
);
export type ProviderStatusUpdateBody = z.output<typeof providerStatusUpdateBodySchema>;

const negotiation = endpointGroup({ tag: "negotiations", access: ACTIVE_MEMBERS });
const provider = endpointGroup({ tag: "provider", access: PROVIDER_STAFF });

export const listHolidays = negotiation.get("/common/holidays", {
  summary: "Japanese public holidays from today (Tokyo) for a year, for the meeting form",
  access: "public",
  response: z.object({ holidays: z.array(restHolidaySchema) }),
});

export const createNegotiation = negotiation.post("/negotiations", {
  summary: "Applies for a meeting with a service's provider; mails the member and the provider",
  body: createMeetingApplicationSchema(),
  response: z.object({ negotiation_id: z.number().int() }),
  status: 201,
  // 0801002: an open application of the member for the service exists; error_params.negotiation_id names it.
  errors: [
    "0101001",
    "0101002",
    "0101004",
    "0103001",
    "0103002",
    "0103004",
    "0103005",
    "0801001",
    "0801002",
    "0109005",
  ],
});

export const listNegotiations = negotiation.get("/negotiations", {
  summary: "One page of the member's negotiations, newest update first",
  query: paginationQuerySchema,
  response: negotiationPageSchema,
});

export const statusPopupNegotiations = negotiation.get("/negotiations/status-popup", {
  summary: "The negotiations the status-confirmation popup asks about (empty when closed today)",
  response: z.object({ negotiations: z.array(restNegotiationListItemSchema) }),
});

export const turnOffStatusPopup = negotiation.put("/negotiations/turn-off-popup", {
  summary: "Records today (Tokyo) as the day the member closed the status popup",
  response: z.object({ status_popup_closed_date: z.string() }),
});

export const updateNegotiationStatuses = negotiation.put("/negotiations/status", {
  summary: "The member's status decisions (introduction decision, send off, keep considering)",
  body: negotiationStatusUpdateSchema,
  response: z.object({ negotiations: z.array(restNegotiationVersionSchema) }),
  errors: ["0101001", "0101002", "0101004", "0109001", "0109005"],
});

export const getNegotiation = negotiation.get("/negotiations/{id}", {
  access: NEGOTIATION_PARTIES,
  summary: "A negotiation of the caller (its member or an account of its provider)",
  response: restNegotiationDetailSchema,
  errors: ["0109005"],
});

export const listNegotiationMessages = negotiation.get("/negotiations/{id}/messages", {
  access: NEGOTIATION_PARTIES,
  summary: "Chat messages, newest first, older pages with before_id",
  query: negotiationMessagesQuerySchema,
  response: z.object({ messages: z.array(restNegotiationMessageSchema), has_more: z.boolean() }),
  errors: ["0109005"],
});

export const sendNegotiationMessage = negotiation.post("/negotiations/{id}/send-message", {
  access: NEGOTIATION_PARTIES,
  summary: "Writes a chat message as the caller's side; mails the other side",
  body: sendMessageBodySchema,
  response: restNegotiationMessageSchema,
  status: 201,
  errors: ["0101001", "0101004", "0109001", "0109005"],
});

export const providerNegotiations = provider.get("/provider/negotiations", {
  summary: "One page of the provider's negotiations (its inbox), newest update first",
  query: paginationQuerySchema,
  response: negotiationPageSchema.extend({ provider_name: z.string() }),
});

export const providerUpdateNegotiationStatus = provider.put("/provider/negotiations/{id}/status", {
  summary: "The provider confirms a requested slot (2), marks the meeting held (3) or cancels (5)",
  body: providerStatusUpdateBodySchema,
  response: restNegotiationVersionSchema,
  errors: ["0109001", "0109005"],
});

/** Every endpoint of this file, for the OpenAPI registry. */
export const NEGOTIATION_ENDPOINTS = [
  listHolidays,
  createNegotiation,
  listNegotiations,
  statusPopupNegotiations,
  turnOffStatusPopup,
  updateNegotiationStatuses,
  getNegotiation,
  listNegotiationMessages,
  sendNegotiationMessage,
  providerNegotiations,
  providerUpdateNegotiationStatus,
] as const;
