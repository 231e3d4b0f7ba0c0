// The editor's form values of a service listing and their conversion to and from GraphQL: texts stay
// texts, the installation count is typed as digits, id lists are checkbox values, dates are "" or
// YYYY-MM-DD. The rules are the contract's own (domain/src/contracts/provider-listings.ts).

import { serviceFaqSchema, serviceListingSchema } from "@iryo/domain/contracts/provider-listings";
import { encodeMessage } from "@iryo/domain/error-catalogue";
import { SERVICE_CATEGORY_LIMIT } from "@iryo/domain/service-listing";
import { pattern } from "@iryo/domain/validation/rules";
import * as z from "zod/mini";
import type { ServiceListingInput } from "../../graphql/types";
import type { ServiceListing_ListingFragment } from "./ProviderListings.generated";

const rest = serviceListingSchema.shape;

export const listingFormSchema = z.object({
  name: rest.name,
  summary: rest.summary,
  description: rest.description,
  installationCount: z.string().check(z.trim(), pattern(/^[0-9]{1,9}$/)),
  price: rest.price,
  initialCost: rest.initial_cost,
  hasFreeTrial: z.boolean(),
  hasFreePlan: z.boolean(),
  serviceUrl: rest.service_url,
  ratePlan: rest.rate_plan,
  targetBedCount: rest.target_bed_count,
  videoUrl: rest.service_url,
  institutionTypes: z.array(z.string()),
  faqs: z.array(serviceFaqSchema),
  categoryIds: z
    .array(z.string())
    .check(z.maxLength(SERVICE_CATEGORY_LIMIT, encodeMessage("0401002", { Max: SERVICE_CATEGORY_LIMIT }))),
  issueIds: z.array(z.string()),
  departmentIds: z.array(z.string()),
  relatedSeminarIds: z.array(z.string()),
  relatedContentIds: z.array(z.string()),
  listingStartsOn: z.string(),
  listingEndsOn: z.string(),
});

export type ListingForm = z.input<typeof listingFormSchema>;

/** A checkbox group's value: react-hook-form gives a lone checkbox's state as a boolean or string. */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" && value ? [value] : [];
}

export function formValuesOf(listing: ServiceListing_ListingFragment): ListingForm {
  return {
    name: listing.name,
    summary: listing.summary,
    description: listing.description,
    installationCount: listing.installationCount === null ? "" : String(listing.installationCount),
    price: listing.price,
    initialCost: listing.initialCost,
    hasFreeTrial: listing.hasFreeTrial,
    hasFreePlan: listing.hasFreePlan,
    serviceUrl: listing.serviceUrl,
    ratePlan: listing.ratePlan,
    targetBedCount: listing.targetBedCount,
    videoUrl: listing.videoUrl ?? "",
    institutionTypes: listing.institutionTypes.map(String),
    faqs: listing.faqs.map((f) => ({ question: f.question, answer: f.answer })),
    categoryIds: [...listing.categoryIds],
    issueIds: [...listing.issueIds],
    departmentIds: [...listing.departmentIds],
    relatedSeminarIds: [...listing.relatedSeminarIds],
    relatedContentIds: [...listing.relatedContentIds],
    listingStartsOn: listing.listingStartsOn ?? "",
    listingEndsOn: listing.listingEndsOn ?? "",
  };
}

/** The mutation's input: the form's values, and the logo of `loaded` (the logo field keeps its own state). */
export function listingInputOf(values: ListingForm, loaded: ServiceListing_ListingFragment): ServiceListingInput {
  return {
    name: values.name,
    summary: values.summary,
    description: values.description,
    installationCount: values.installationCount.trim() === "" ? null : Number(values.installationCount),
    price: values.price,
    initialCost: values.initialCost,
    hasFreeTrial: values.hasFreeTrial,
    hasFreePlan: values.hasFreePlan,
    serviceUrl: values.serviceUrl,
    ratePlan: values.ratePlan,
    targetBedCount: values.targetBedCount,
    videoUrl: values.videoUrl.trim() === "" ? null : values.videoUrl,
    institutionTypes: asList(values.institutionTypes).map(Number),
    faqs: values.faqs,
    categoryIds: asList(values.categoryIds),
    issueIds: asList(values.issueIds),
    departmentIds: asList(values.departmentIds),
    relatedContentIds: asList(values.relatedContentIds),
    relatedSeminarIds: asList(values.relatedSeminarIds),
    logo: loaded.logo,
    listingStartsOn: values.listingStartsOn || null,
    listingEndsOn: values.listingEndsOn || null,
  };
}

/** The server's field names (snake_case REST) as the form's. */
export const SERVER_FIELD_NAMES = {
  installation_count: "installationCount",
  initial_cost: "initialCost",
  service_url: "serviceUrl",
  rate_plan: "ratePlan",
  target_bed_count: "targetBedCount",
  video_url: "videoUrl",
  category_ids: "categoryIds",
  related_seminar_ids: "relatedSeminarIds",
  related_content_ids: "relatedContentIds",
  listing_starts_on: "listingStartsOn",
  listing_ends_on: "listingEndsOn",
} as const;
