// The operator console's site content (issue 24 item 4, ADR 164): the versioned documents of
// /public/config, the banner pictures and the advertisements, edited by editors and admins.

import { z } from "zod";
import { CONTENT_EDITORS } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { advertisementEditSchema, SITE_CONTENT_NAMES, siteContentEditSchema } from "../site-content.js";
import { idSchema } from "../validation/id.js";
import { endpointGroup } from "./endpoint.js";

const int = () => z.number().int();
const nameSchema = z.enum(SITE_CONTENT_NAMES, { error: REQUEST_INVALID_CODE });
const noteSchema = z.string().trim().max(200, REQUEST_INVALID_CODE).default("");

export const restSiteContentVersionSchema = z.object({
  version: int(),
  note: z.string(),
  /** The version this one republished (a rollback), else null. */
  restored_from: int().nullable(),
  /** Who published it (null for the version taken over from the files or seed data). */
  operator_email: z.string().nullable(),
  created_at: z.string(),
});

export const restSiteContentSummarySchema = z.object({
  name: nameSchema,
  /** The current version; null while the document is still the one of the files or seed data. */
  version: int().nullable(),
  published_at: z.string().nullable(),
  operator_email: z.string().nullable(),
});

export const restSiteContentDocumentSchema = restSiteContentSummarySchema.extend({
  /** The current content as JSON text (for banner: the editor's list with periods, not banner.json). */
  document: z.string(),
  /** Every version, newest first. */
  versions: z.array(restSiteContentVersionSchema),
});

export const restOperatorAdvertisementSchema = z.object({
  advertisement_id: int(),
  title: z.string(),
  description: z.string(),
  sponsor_name: z.string(),
  link_url: z.string(),
  label_style: int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  sort_order: int(),
  click_count: int(),
});

const editors = endpointGroup({ tag: "operator", access: CONTENT_EDITORS });

export const listSiteContent = editors.get("/operator/site-content", {
  summary: "Every editable document of /public/config with its current version",
  response: z.object({ documents: z.array(restSiteContentSummarySchema) }),
});

export const getSiteContent = editors.get("/operator/site-content/document", {
  summary: "One document: its current content and every version",
  query: z.object({ name: nameSchema }),
  response: restSiteContentDocumentSchema,
});

export const publishSiteContent = editors.put("/operator/site-content/document", {
  summary:
    "Publishes a new version of a document (terms: the next terms version, which every member accepts at the next sign-in); banner pictures must be of their exact size (0102003)",
  body: z.intersection(siteContentEditSchema, z.object({ note: noteSchema })),
  response: restSiteContentDocumentSchema,
  errors: ["0102003"],
});

export const rollBackSiteContent = editors.post("/operator/site-content/rollback", {
  summary: "Publishes an earlier version again as a new version",
  body: z.object({ name: nameSchema, version: idSchema, note: noteSchema }),
  response: restSiteContentDocumentSchema,
  errors: ["0109005"],
});

/** The picture arrives as the raw body (PNG, JPEG or WebP ≤ 2 MB), checked by its own header. */
export const uploadBannerImage = editors.post("/operator/site-content/banner-images", {
  summary: "Stores a banner picture of exactly 1318×100 (pc) or 750×176 (mobile) pixels; answers its public path",
  query: z.object({ variant: z.enum(["pc", "mobile"], { error: REQUEST_INVALID_CODE }) }),
  status: 201,
  response: z.object({ path: z.string(), width: int(), height: int() }),
  errors: ["0102001", "0102002", "0102003"],
});

export const listOperatorAdvertisements = editors.get("/operator/advertisements", {
  summary: "Every advertisement of the home page (running, future and ended), in display order",
  response: z.object({ advertisements: z.array(restOperatorAdvertisementSchema) }),
});

export const createAdvertisement = editors.post("/operator/advertisements", {
  summary: "Creates an advertisement (label style 1 red, 2 gray, 3 gradient, 4 black)",
  body: advertisementEditSchema,
  status: 201,
  response: restOperatorAdvertisementSchema,
});

export const updateAdvertisement = editors.put("/operator/advertisements/{id}", {
  summary: "Changes an advertisement (its period ends it; ads are never deleted, their clicks stay)",
  body: advertisementEditSchema,
  response: restOperatorAdvertisementSchema,
  errors: ["0109005"],
});
