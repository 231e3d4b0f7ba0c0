import * as z from "zod/mini";
import { LISTING_REVIEWERS, PROVIDER_STAFF } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { CHANGE_STATES, PUBLISHING_OBJECT_TYPES, REJECTION_REASON_MAX_LENGTH } from "../publishing.js";
import { INT32_MAX } from "../row-id.js";
import { SERVICE_FAQ_LIMIT, SERVICE_LINK_LIMIT } from "../service-listing.js";
import { maxLength, maxValue, pattern, requiredText } from "../validation/rules.js";
import { endpointGroup } from "./endpoint.js";

const int = () => z.number().check(z.int());
const rowId = () => z.number().check(z.int(), z.gte(1), z.lte(INT32_MAX));
/** Free text of a listing: trimmed, at most `max` characters (0101004), "" when empty. */
const text = (max: number) => z.string().check(z.trim(), maxLength(max));
const urlText = () => text(500).check(pattern(/^https?:\/\/[^\s]+$/));
const dateKey = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, REQUEST_INVALID_CODE));
/** A list of row ids without repeats, at most `max`. */
const idList = (max: number) =>
  z.array(rowId()).check(
    z.maxLength(max, REQUEST_INVALID_CODE),
    z.refine((ids) => new Set(ids).size === ids.length, REQUEST_INVALID_CODE),
  );

export const serviceFaqSchema = z.object({ question: requiredText(200), answer: requiredText(1000) });

/**
 * A service's editable version (product §3): what a draft holds and what approval writes to the public
 * tables. The category limit (0401002), the ownership of related seminars and articles (0401001) and
 * the listing period (0301001 / 0301002) are checked by the api against the database.
 */
export const serviceListingSchema = z.object({
  name: requiredText(100),
  summary: text(200),
  description: text(4000),
  installation_count: z.nullable(int().check(z.gte(0), maxValue(INT32_MAX))),
  price: text(200),
  initial_cost: text(200),
  has_free_trial: z.boolean(),
  has_free_plan: z.boolean(),
  /** "" or an http(s) URL (the pattern rule lets an empty value pass). */
  service_url: urlText(),
  rate_plan: text(1000),
  target_bed_count: text(200),
  /** Target institution types 1–10 (the membership's corporate types). */
  institution_types: z.array(int().check(z.gte(1), z.lte(10))).check(
    z.maxLength(10),
    z.refine((ids) => new Set(ids).size === ids.length, REQUEST_INVALID_CODE),
  ),
  faqs: z.array(serviceFaqSchema).check(z.maxLength(SERVICE_FAQ_LIMIT)),
  video_url: z.nullable(urlText()),
  category_ids: idList(50),
  issue_ids: idList(SERVICE_LINK_LIMIT),
  department_ids: idList(SERVICE_LINK_LIMIT),
  related_content_ids: idList(SERVICE_LINK_LIMIT),
  related_seminar_ids: idList(SERVICE_LINK_LIMIT),
  /**
   * The logo: the public one's URL path as read, or the storage key of a logo uploaded for this draft
   * (`POST /provider/services/{id}/logo`), or null for none.
   */
  logo: z.nullable(z.string().check(z.maxLength(300))),
  listing_starts_on: z.nullable(dateKey()),
  listing_ends_on: z.nullable(dateKey()),
});
export type ServiceListing = z.output<typeof serviceListingSchema>;

/** The file of a material version: the stored name as uploaded, its size and checked type. */
export const materialFileVersionSchema = z.object({
  file_name: z.string(),
  size_bytes: int(),
  mime_type: z.string(),
});

/**
 * A material's version as a change holds it (ADR 145): its service, title, description and file, or a
 * retirement. `upload_key`: the checked upload a new file comes from (null when the file stays).
 */
export const materialVersionSchema = z.object({
  service_id: int(),
  title: z.string(),
  description: z.string(),
  file: materialFileVersionSchema,
  upload_key: z.nullable(z.string()),
  retire: z.boolean(),
});
export type MaterialVersion = z.output<typeof materialVersionSchema>;

/** One field of a public version as text (`versionFields`, `attributeFields`). */
export const fieldValueSchema = z.object({ field: z.string(), label: z.string(), value: z.string() });

export const fieldDiffSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});

/** A change as its organisation and the operators see it. */
export const restChangeSchema = z.object({
  id: int(),
  object_type: z.enum(PUBLISHING_OBJECT_TYPES),
  object_id: z.nullable(int()),
  object_name: z.string(),
  /**
   * The service the change is edited under: the service of a listing or attributes change, a material's
   * service; null for seminars and articles (their editors are the organisation's, not a service's).
   */
  service_id: z.nullable(int()),
  provider_id: int(),
  provider_name: z.string(),
  state: z.enum(CHANGE_STATES),
  /** The operator's reason, for a rejected change. */
  reason: z.nullable(z.string()),
  /** The field-by-field difference from the public version as of the submission (empty for a draft). */
  diff: z.array(fieldDiffSchema),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  publish_at: z.nullable(z.string()),
  published_at: z.nullable(z.string()),
});
export type RestChange = z.output<typeof restChangeSchema>;

/** Where a service stands for its organisation: the badge of the list. */
const LISTING_STATUSES = ["public", "draft", "submitted", "approved", "rejected"] as const;

export const restOwnServiceSchema = z.object({
  id: int(),
  name: z.string(),
  logo_url: z.nullable(z.string()),
  /** public: no open change (the last one, if any, was published or withdrawn); else the change's state. */
  status: z.enum(LISTING_STATUSES),
  /** The open change, or the last rejected one. */
  change_id: z.nullable(int()),
  reason: z.nullable(z.string()),
  listing_starts_on: z.nullable(z.string()),
  listing_ends_on: z.nullable(z.string()),
  updated_at: z.string(),
});

/** A seminar or article the service may be related to (title only). */
export const restLinkableItemSchema = z.object({ id: int(), title: z.string() });

export const restEditableServiceSchema = z.object({
  id: int(),
  /** The open draft's version if there is one, else the public version. */
  listing: serviceListingSchema,
  /** The public version (what visitors see now). */
  public_listing: serviceListingSchema,
  /** The open change, or the last rejected one when none is open. */
  change: z.nullable(restChangeSchema),
  /** Whether the public listing period has started: then only its end may change (0301002). */
  listing_started: z.boolean(),
  /** A signed URL of a logo uploaded for the draft (null when the draft keeps the public logo). */
  draft_logo_url: z.nullable(z.string()),
  /** Seminars the service may be related to: the organisation's own (newest 100), and those related now. */
  linkable_seminars: z.array(restLinkableItemSchema),
  /** Articles the service may be related to: none of another organisation's (newest 100), and those related now. */
  linkable_contents: z.array(restLinkableItemSchema),
});

const pageQuery = z.object({
  page: z.pipe(
    z.optional(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, REQUEST_INVALID_CODE)), z.transform(Number))),
    z.transform((n) => n ?? 1),
  ),
});

export const restChangePageSchema = z.object({
  changes: z.array(restChangeSchema),
  total: int(),
  page: int(),
  page_size: int(),
});

const staff = endpointGroup({ tag: "provider-listings", access: PROVIDER_STAFF });

export const listOwnServices = staff.get("/provider/services", {
  summary: "The organisation's services with where each stands (public, draft, under review, rejected)",
  response: z.object({ services: z.array(restOwnServiceSchema) }),
});

export const getEditableService = staff.get("/provider/services/{id}", {
  summary: "A service of the organisation as its staff edit it: the open draft, else the public version",
  response: restEditableServiceSchema,
  errors: ["0109005"],
});

export const saveServiceDraft = staff.put("/provider/services/{id}/draft", {
  summary: "An editor or admin saves the service's draft (creates the one open change, or updates it)",
  body: serviceListingSchema,
  response: restChangeSchema,
  errors: ["0109005", "0301001", "0301002", "0401001", "0401002", "0302001"],
});

export const submitServiceDraft = staff.post("/provider/services/{id}/submit", {
  summary: "Submits the service's draft for review; the diff from the public version is kept",
  response: restChangeSchema,
  errors: ["0109005", "0301001", "0301002", "0401001", "0401002", "0302002", "0302003"],
});

export const withdrawServiceDraft = staff.delete("/provider/services/{id}/draft", {
  summary: "Withdraws the service's draft or submission before an operator decides",
  response: restChangeSchema,
  errors: ["0109005", "0302002"],
});

/** The logo arrives as the raw body (image/png, image/jpeg or image/webp, ≤ 1 MB), checked by content. */
export const uploadServiceLogo = staff.post("/provider/services/{id}/logo", {
  summary: "Uploads a logo for the service's next draft; answers the key to put in the draft's `logo`",
  response: z.object({ logo: z.string(), preview_url: z.string() }),
  status: 201,
  errors: ["0109005", "0102001", "0102002"],
});

export const listOwnChanges = staff.get("/provider/changes", {
  summary: "The organisation's changes, newest first: state, rejection reason and diff",
  query: pageQuery,
  response: restChangePageSchema,
});

// --- operators: editors and admins past the second factor (ADR 143, 147) ---

const operator = endpointGroup({ tag: "operator-changes", access: LISTING_REVIEWERS });

export const restOperatorChangeSchema = z.object({
  change: restChangeSchema,
  /** A service change's proposed listing (null for another kind of object). */
  payload: z.nullable(serviceListingSchema),
  /** The public version now (null for an object that does not exist yet). */
  current: z.nullable(serviceListingSchema),
  /** A material change's proposed version (ADR 145; null for another kind of object). */
  material: z.nullable(materialVersionSchema),
  /** The material's public version now (null for a new material). */
  current_material: z.nullable(materialVersionSchema),
  /**
   * The object's public version now, every field as the diff writes values (the same labels and
   * texts), for every kind of object; null when nothing is public (a new object, or one removed since).
   */
  current_fields: z.nullable(z.array(fieldValueSchema)),
});

const operatorChangesQuery = z.extend(pageQuery, { state: z.optional(z.enum(CHANGE_STATES)) });

export const listOperatorChanges = operator.get("/operator/changes", {
  summary: "Changes of every organisation, by state (oldest submission first for submitted ones)",
  query: operatorChangesQuery,
  response: restChangePageSchema,
});

export const getOperatorChange = operator.get("/operator/changes/{id}", {
  summary: "One change: its diff, the proposed version and the current public version",
  response: restOperatorChangeSchema,
  errors: ["0109005"],
});

export const approveChange = operator.post("/operator/changes/{id}/approve", {
  summary: "Approves a submitted change: published at once, or at `publish_at` (a future instant)",
  body: z.object({ publish_at: z.nullish(z.iso.datetime({ offset: true })) }),
  response: restChangeSchema,
  errors: ["0109005", "0302002", "0302004"],
});

export const rejectChange = operator.post("/operator/changes/{id}/reject", {
  summary: "Rejects a submitted change with a reason (≤ 500 characters) the staff see",
  body: z.object({ reason: requiredText(REJECTION_REASON_MAX_LENGTH) }),
  response: restChangeSchema,
  errors: ["0109005", "0302002"],
});
