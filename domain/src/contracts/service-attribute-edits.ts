// Structured attributes edited by providers through the publishing workflow and verified by operators
// group by group (ADR 170).

import * as z from "zod/mini";
import { LISTING_REVIEWERS, PROVIDER_STAFF } from "../account.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { ATTRIBUTE_GROUP_KEYS } from "../service-attribute-edits.js";
import { editableServiceAttributesSchema } from "../service-attributes-schema.js";
import { endpointGroup } from "./endpoint.js";
import { restChangeSchema } from "./provider-listings.js";

const int = () => z.number().check(z.int());

export const restEditableAttributesSchema = z.object({
  service_id: int(),
  service_name: z.string(),
  /** The open draft's values, else the last rejected change's, else the public ones (null when none yet). */
  attributes: z.nullable(editableServiceAttributesSchema),
  /** Each published group's as-of date and verification (empty when the service has none). */
  published_groups: z.array(
    z.object({ key: z.enum(ATTRIBUTE_GROUP_KEYS), as_of: z.string(), verified_at: z.nullable(z.string()) }),
  ),
  /** The open attributes change, or the last rejected one when none is open. */
  change: z.nullable(restChangeSchema),
});

const staff = endpointGroup({ tag: "provider-attributes", access: PROVIDER_STAFF, errors: ["0109005"] });

export const getEditableAttributes = staff.get("/provider/services/{id}/attributes", {
  summary: "A service's structured attributes as its staff edit them: the open draft, else the public values",
  response: restEditableAttributesSchema,
});

export const saveAttributesDraft = staff.put("/provider/services/{id}/attributes/draft", {
  summary: "An editor or admin saves the attributes draft (every group; `field_errors` names dotted paths)",
  body: editableServiceAttributesSchema,
  response: restChangeSchema,
  errors: ["0101001", "0101002", "0302001"],
});

export const submitAttributesDraft = staff.post("/provider/services/{id}/attributes/submit", {
  summary: "Submits the attributes draft for review; one diff row per changed row of the detail page",
  response: restChangeSchema,
  errors: ["0302002", "0302003"],
});

export const withdrawAttributesDraft = staff.delete("/provider/services/{id}/attributes/draft", {
  summary: "Withdraws the attributes draft or submission before an operator decides",
  response: restChangeSchema,
  errors: ["0302002"],
});

// --- operators: editors and admins past the second factor ---

const attributeGroupKey = z.enum(ATTRIBUTE_GROUP_KEYS);

export const restUnverifiedServiceSchema = z.object({
  service_id: int(),
  service_name: z.string(),
  provider_name: z.string(),
  /** The oldest as-of date among its unverified groups. */
  oldest_as_of: z.string(),
  unverified_groups: z.array(attributeGroupKey),
});

export const restAttributeGroupSchema = z.object({
  key: attributeGroupKey,
  title: z.string(),
  as_of: z.string(),
  verified_at: z.nullable(z.string()),
  /** The operator who verified it (display name), null when unverified. */
  verified_by: z.nullable(z.string()),
  rows: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), url: z.nullable(z.string()) })),
});

export const restServiceAttributeReviewSchema = z.object({
  service_id: int(),
  service_name: z.string(),
  provider_name: z.string(),
  groups: z.array(restAttributeGroupSchema),
});

const operator = endpointGroup({ tag: "operator-attributes", access: LISTING_REVIEWERS, errors: ["0109005"] });

export const listUnverifiedAttributes = operator.get("/operator/attributes", {
  summary: "Services with attribute groups not verified yet, oldest as-of date first",
  query: z.object({
    page: z.pipe(
      z.optional(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, REQUEST_INVALID_CODE)), z.transform(Number))),
      z.transform((n) => n ?? 1),
    ),
  }),
  response: z.object({
    services: z.array(restUnverifiedServiceSchema),
    total: int(),
    page: int(),
    page_size: int(),
  }),
});

export const getAttributeReview = operator.get("/operator/attributes/{id}", {
  summary: "A service's published attribute groups as rows, each with its verification",
  response: restServiceAttributeReviewSchema,
});

export const setAttributeVerification = operator.post("/operator/attributes/{id}/verification", {
  summary: "Marks one group 運営確認済み (now, by the caller) or clears it; one audit row",
  body: z.object({ group: attributeGroupKey, verified: z.boolean() }),
  response: restServiceAttributeReviewSchema,
});
