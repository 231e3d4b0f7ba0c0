import * as z from "zod/mini";
import { PROVIDER_STAFF } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { MEETING_TYPE } from "../meeting-type.js";
import { CHANGE_STATES } from "../publishing.js";
import { INT32_MAX } from "../row-id.js";
import { ENROLMENT_SHARING } from "../seminar-enrollment.js";
import { SEMINAR_SERVICE_LIMIT, SEMINAR_TAG_LIMIT, SEMINAR_TAG_MAX_LENGTH } from "../seminar-schedule.js";
import { maxLength, pattern, requiredText } from "../validation/rules.js";
import { endpointGroup } from "./endpoint.js";
import { restChangeSchema } from "./provider-listings.js";

const int = () => z.number().check(z.int());
const text = (max: number) => z.string().check(z.trim(), maxLength(max));
/** "" or an http(s) URL. */
const urlText = () => text(500).check(pattern(/^https?:\/\/[^\s]+$/));
/** An instant with its offset (`2026-12-01T14:00:00+09:00`), kept as sent. */
const instant = () => z.iso.datetime({ offset: true, error: REQUEST_INVALID_CODE });

/**
 * A seminar's editable version (ADR 162): what a draft holds and what approval writes to `seminars`.
 * The date rules (0701004–0701006), the venue of an offline seminar and the organisation's own services
 * (0401001) are checked by the api. Reception dates are null only in seminars written before the workflow.
 */
export const seminarVersionSchema = z.object({
  title: requiredText(100),
  /** Editor HTML, cleaned when it is shown (ADR 041). */
  description_html: text(20000),
  /** 1 offline, 2 online (domain/src/meeting-type.ts). */
  meeting_type: int().check(
    z.gte(MEETING_TYPE.OFFLINE, REQUEST_INVALID_CODE),
    z.lte(MEETING_TYPE.ONLINE, REQUEST_INVALID_CODE),
  ),
  starts_at: instant(),
  ends_at: instant(),
  /** The venue of an offline seminar ("" for an online one). */
  venue: text(200),
  capacity: z.nullable(int().check(z.gte(1), z.lte(100_000))),
  reception_starts_at: z.nullable(instant()),
  reception_ends_at: z.nullable(instant()),
  /** When the reminder mail goes to the enrolled members (null: none). */
  reminder_at: z.nullable(instant()),
  /** The online seminar's viewing URL: only enrolled members get it (the reminder mail). */
  delivery_url: urlText(),
  archive_url: urlText(),
  archive_ends_at: z.nullable(instant()),
  tags: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, REQUEST_INVALID_CODE),
          z.maxLength(SEMINAR_TAG_MAX_LENGTH, REQUEST_INVALID_CODE),
        ),
    )
    .check(
      z.maxLength(SEMINAR_TAG_LIMIT, REQUEST_INVALID_CODE),
      z.refine((tags) => new Set(tags).size === tags.length, REQUEST_INVALID_CODE),
    ),
  service_ids: z.array(z.number().check(z.int(), z.gte(1), z.lte(INT32_MAX))).check(
    z.maxLength(SEMINAR_SERVICE_LIMIT, REQUEST_INVALID_CODE),
    z.refine((ids) => new Set(ids).size === ids.length, REQUEST_INVALID_CODE),
  ),
});
export type SeminarVersion = z.output<typeof seminarVersionSchema>;

const SEMINAR_LIST_STATUSES = ["public", ...CHANGE_STATES] as const;

/** One of the organisation's seminars, or a proposed new one, as its staff see it. */
export const restOwnSeminarSchema = z.object({
  /** The public seminar's id (null for a new seminar not approved yet). */
  seminar_id: z.nullable(int()),
  title: z.string(),
  starts_at: z.string(),
  /** The reception status now (product §4.2); null for a seminar not public yet. */
  reception_status: z.nullable(int()),
  /** public: no open change; else the state of its open (or last rejected) change. */
  status: z.enum(SEMINAR_LIST_STATUSES),
  change: z.nullable(restChangeSchema),
  /** Live enrolments (0 for a seminar not public yet). */
  enrolled_count: int(),
});

/** A service the organisation's seminar may be linked to. */
const restSeminarServiceOptionSchema = z.object({ id: int(), name: z.string() });

export const restEditableSeminarSchema = z.object({
  seminar_id: z.nullable(int()),
  /** The open draft's version, the last rejected one, or the public one. */
  version: seminarVersionSchema,
  /** The public version (null for a new seminar). */
  public_version: z.nullable(seminarVersionSchema),
  change: z.nullable(restChangeSchema),
});

/** A member detail an enrolment carries: its key, Japanese label and value. */
export const seminarEnrollmentDetailSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

export const restSeminarEnrollmentSchema = z.object({
  enrolment_id: int(),
  enrolled_at: z.string(),
  cancelled_at: z.nullable(z.string()),
  /** The member details the member consented to share on enrolment, as stored then (ADR 173). */
  details: z.array(seminarEnrollmentDetailSchema),
  /** shared: the details above; none: enrolled before consent was asked; erased: the member withdrew. */
  sharing: z.enum(ENROLMENT_SHARING),
});

const staff = endpointGroup({ tag: "provider-seminars", access: PROVIDER_STAFF });

export const listOwnSeminars = staff.get("/provider/seminars", {
  summary: "The organisation's seminars (public ones with their open change, new ones proposed) and its services",
  response: z.object({
    seminars: z.array(restOwnSeminarSchema),
    services: z.array(restSeminarServiceOptionSchema),
  }),
});

export const getEditableSeminar = staff.get("/provider/seminars/{id}", {
  summary: "A public seminar of the organisation as its staff edit it",
  response: restEditableSeminarSchema,
  errors: ["0109005"],
});

export const getSeminarChange = staff.get("/provider/seminar-changes/{id}", {
  summary: "A seminar change of the organisation (a new seminar's draft) as its staff edit it",
  response: restEditableSeminarSchema,
  errors: ["0109005"],
});

const VERSION_ERRORS = ["0101001", "0401001", "0701001", "0701004", "0701005", "0701006"];

export const createSeminarDraft = staff.post("/provider/seminars", {
  summary: "Proposes a new seminar (a draft); an organisation of the other-business kind is refused (0701001)",
  body: seminarVersionSchema,
  response: restChangeSchema,
  status: 201,
  errors: VERSION_ERRORS,
});

export const saveSeminarDraft = staff.put("/provider/seminars/{id}/draft", {
  summary: "Saves a draft of a public seminar (creates its one open change, or updates it)",
  body: seminarVersionSchema,
  response: restChangeSchema,
  errors: ["0109005", "0302001", ...VERSION_ERRORS],
});

export const updateSeminarChange = staff.put("/provider/seminar-changes/{id}", {
  summary: "Updates a seminar draft (a new seminar's, or a public seminar's)",
  body: seminarVersionSchema,
  response: restChangeSchema,
  errors: ["0109005", "0302002", ...VERSION_ERRORS],
});

export const submitSeminarChange = staff.post("/provider/seminar-changes/{id}/submit", {
  summary: "Submits a seminar draft for review; the rules are checked again and the diff is kept",
  response: restChangeSchema,
  errors: ["0109005", "0302002", "0302003", ...VERSION_ERRORS],
});

export const withdrawSeminarChange = staff.delete("/provider/seminar-changes/{id}", {
  summary: "Withdraws a seminar draft or submission before an operator decides",
  response: restChangeSchema,
  errors: ["0109005", "0302002"],
});

export const listSeminarEnrollments = staff.get("/provider/seminars/{id}/enrollments", {
  summary: "The enrolments of one of the organisation's seminars, newest first (another's seminar is 404)",
  response: z.object({
    seminar_id: int(),
    title: z.string(),
    capacity: z.nullable(int()),
    enrolled_count: int(),
    enrollments: z.array(restSeminarEnrollmentSchema),
  }),
  errors: ["0109005"],
});

/** The CSV itself: text/csv, UTF-8 with BOM, CRLF, every field quoted. */
export const exportSeminarEnrollments = staff.get("/provider/seminars/{id}/enrollments/csv", {
  summary: "The seminar's enrolments as CSV for Excel: UTF-8 with BOM, CRLF line ends, quoted fields",
  response: z.string().check(z.meta({ format: "binary", description: "text/csv; charset=utf-8 (BOM, CRLF)" })),
  errors: ["0109005"],
});
