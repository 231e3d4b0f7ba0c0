// Response pieces that several /v1 contracts share: a page's meta data, a rating summary and
// THE service in a list (one shape for the category, catalogue, search and review lists).

import { z } from "zod";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { type ServiceFacet, serviceFacet } from "../service-attributes.js";

const int = () => z.number().int();

/**
 * A service logo as the browser loads it from the site origin: `/media/logos/{id}-{version}.{ext}`
 * (content-versioned, cached as immutable; ADR 092), or null without a logo.
 */
export const serviceLogoUrlSchema = () =>
  z
    .string()
    .nullable()
    .describe("Logo URL on the site origin, /media/logos/{service_id}-{version}.{svg|png|jpg|webp} (immutable)");

/**
 * `{ x_id, x_name }`: the id and the name of a row (`...namedRow("service")` is `service_id`,
 * `service_name`), spread where a shape names a service, a provider, a category and so on.
 */
export function namedRow<const Kind extends string>(kind: Kind) {
  return { [`${kind}_id`]: int(), [`${kind}_name`]: z.string() } as Record<`${Kind}_id`, z.ZodNumber> &
    Record<`${Kind}_name`, z.ZodString>;
}

/** A stored file's name (as its uploader gave it), size and content type. */
export const storedFileShape = {
  file_name: z.string(),
  size_bytes: int(),
  mime_type: z.string(),
} as const;

/** `total_count`, `page_size` and `page_number` of every paged answer. */
export const pageMetaShape = {
  total_count: int(),
  page_size: int(),
  page_number: int(),
} as const;

/** A service's rating summary: averages (one decimal, null without scores) always with their counts. */
export const restRatingInfoSchema = z.object({
  service_id: int(),
  rating_count: int(),
  overall_average: z.number().nullable(),
  overall_count: int(),
  criteria: z.array(z.object({ key: z.string(), label: z.string(), average: z.number().nullable(), count: int() })),
  distribution: z.array(z.object({ score: int(), count: int() })),
});

/** A service as every list shows it (catalogue, category, search, review list), with its rating summary. */
export const restServiceInListSchema = z.object({
  ...namedRow("service"),
  summary: z.string(),
  logo_image_filepath: serviceLogoUrlSchema(),
  /** ISO 8601 instant. */
  updated_at: z.string(),
  ...namedRow("provider"),
  price: z.string(),
  has_free_trial: z.boolean(),
  has_free_plan: z.boolean(),
  installation_count: int().nullable(),
  rating_info: restRatingInfoSchema,
});

/** A service named by a seminar or an article. */
export const restServiceRefSchema = z.object(namedRow("service"));

/** A tag with how many items carry it. */
export const restTagCountSchema = z.object({ tag: z.string(), count: int() });

/** A rating summary as the BFF receives it. */
export type RestRatingInfo = z.output<typeof restRatingInfoSchema>;

/**
 * `?facets=1,3` of the service lists: the codes of @iryo/domain/service-attributes SERVICE_FACET a
 * service must all have (ADR 154). Absent or empty: none. An unknown or repeated code is 0109004.
 */
export const serviceFacetsQuerySchema = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter((part) => part !== "") : []),
  z
    .array(
      z.preprocess(
        (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number()
          .int()
          .refine((v): v is ServiceFacet => serviceFacet.isCode(v)),
      ),
      { error: REQUEST_INVALID_CODE },
    )
    .refine((codes) => new Set(codes).size === codes.length, REQUEST_INVALID_CODE),
) as unknown as z.ZodType<ServiceFacet[]>;

/** Each facet with how many services of the current list (keyword or category and selected facets) have it too. */
export const restFacetCountsSchema = z.array(
  z.object({ facet: int(), label: z.string(), count: int(), selected: z.boolean() }),
);
