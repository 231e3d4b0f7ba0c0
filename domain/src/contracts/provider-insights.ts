import { z } from "zod";
import { PROVIDER_STAFF } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { paginationQuerySchema } from "../pagination.js";
import {
  ANALYTICS_PERIOD_WEEKS,
  DEFAULT_ANALYTICS_WEEKS,
  leadKindSchema,
  RECORDED_SERVICE_EVENT_KINDS,
  visitorKeySchema,
} from "../provider-insights.js";
import { idSchema } from "../validation/id.js";
import { endpointGroup } from "./endpoint.js";
import { pageMetaShape } from "./shared.js";

const int = () => z.number().int();

const publicEvents = endpointGroup({ tag: "provider-insights", access: "public" });
const staff = endpointGroup({ tag: "provider-insights", access: PROVIDER_STAFF });

/**
 * The detail page's beacon and the compare list's addition (ADR 151). Anyone may send it; one session
 * counts once per service, kind and Tokyo day, and a client address is rate-limited (0109007).
 */
export const recordServiceEvent = publicEvents.post("/services/{id}/events", {
  summary: "Counts a page view or a compare-list addition of a service (once per session and day)",
  body: z.object({
    kind: z.enum(RECORDED_SERVICE_EVENT_KINDS, { error: REQUEST_INVALID_CODE }),
    visitor_key: visitorKeySchema,
  }),
  response: z.object({ counted: z.boolean() }),
  errors: ["0109005", "0109007"],
});

const weeksQuerySchema = z
  .enum(ANALYTICS_PERIOD_WEEKS.map(String) as [string, ...string[]], { error: REQUEST_INVALID_CODE })
  .transform(Number)
  .optional()
  .transform((n) => n ?? DEFAULT_ANALYTICS_WEEKS);

export const restAnalyticsWeekSchema = z.object({
  /** The Monday (Tokyo) the ISO week starts on, YYYY-MM-DD. */
  week_start: z.string(),
  /** e.g. 2026-W48. */
  iso_week: z.string(),
  page_views: int(),
  compare_adds: int(),
  bookmarks: int(),
  material_downloads: int(),
  negotiations: int(),
  seminar_enrolments: int(),
});

export const getProviderAnalytics = staff.get("/provider/analytics", {
  summary: "Weekly figures (ISO weeks, Asia/Tokyo) of one of the organisation's services, or all of them",
  query: z.object({ service_id: z.optional(idSchema), weeks: weeksQuerySchema }),
  response: z.object({
    /** The organisation's services, for the selector. */
    services: z.array(z.object({ id: int(), name: z.string() })),
    /** The service shown, or null for the sum of all. */
    service_id: int().nullable(),
    weeks: z.array(restAnalyticsWeekSchema),
  }),
  errors: ["0109005"],
});

export const restLeadDetailSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const restLeadSchema = z.object({
  /** Unique within its kind. */
  id: z.string(),
  kind: leadKindSchema,
  occurred_at: z.string(),
  service_id: int().nullable(),
  service_name: z.string(),
  /** A material: its file name; a negotiation: its status; a seminar: its title. */
  subject: z.string(),
  /**
   * The member's details the provider may see: for a download exactly those the consent preview showed
   * when the member downloaded; for a negotiation the name and hospital the negotiation inbox shows; none
   * for a seminar enrolment (the enrolment asks no consent to share them).
   */
  details: z.array(restLeadDetailSchema),
});

const leadsQuery = z.object({ kind: leadKindSchema });

export const listProviderLeads = staff.get("/provider/leads", {
  summary: "One page of the organisation's leads of one kind, newest first",
  query: paginationQuerySchema.extend(leadsQuery.shape),
  response: z.object({ leads: z.array(restLeadSchema), ...pageMetaShape }),
});

/** The CSV itself: text/csv, UTF-8 with BOM, CRLF, every field quoted. */
export const leadCsvSchema = z.string().meta({ format: "binary", description: "text/csv; charset=utf-8 (BOM, CRLF)" });

export const exportProviderLeads = staff.get("/provider/leads/export", {
  summary: "Every lead of one kind as CSV for Excel: UTF-8 with BOM, CRLF line ends, quoted fields",
  query: leadsQuery,
  response: leadCsvSchema,
});
