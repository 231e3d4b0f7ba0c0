import { z } from "zod";
import { HOME_HIGHLIGHTS_SIZE, PAGE_SIZES, REVIEW_EXCERPT_LENGTH } from "../constants.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { paginationQuerySchema } from "../pagination.js";
import {
  reviewSortQuerySchema,
  reviewSortSchema,
  serviceSortQuerySchema,
  serviceSortSchema,
} from "../sort-options-schema.js";
import { endpointGroup } from "./endpoint.js";
import { namedRow, pageMetaShape, restRatingInfoSchema, restServiceInListSchema } from "./shared.js";

const int = () => z.number().int();

/** At most this many ids in one rating-info batch: the largest page size. */
const RATING_INFO_BATCH_MAX = PAGE_SIZES[PAGE_SIZES.length - 1] as number;

/** `ids=1,2,3`: 1–100 positive integer ids, duplicates dropped; else 0109004. */
export const ratingInfoIdsQuerySchema = z.object({
  ids: z
    .string({ error: REQUEST_INVALID_CODE })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, REQUEST_INVALID_CODE)
    .transform((raw) => [...new Set(raw.split(",").map(Number))])
    .refine(
      (ids) => ids.length <= RATING_INFO_BATCH_MAX && ids.every((id) => id <= 2_147_483_647),
      REQUEST_INVALID_CODE,
    ),
});

/** The reviewed service's organisation's official reply, shown under the review (ADR 152). */
export const restOfficialReplySchema = z.object({
  provider_name: z.string(),
  body: z.string(),
  /** When the reply was first posted. */
  created_at: z.string(),
  /** When its text last changed (equal to created_at until edited). */
  updated_at: z.string(),
  /** Whether the text was changed after it was posted (the public shows 「編集済み」). */
  edited: z.boolean(),
});

/** A published rating. For a visitor the review texts are null (the web shows a sign-in prompt). */
export const restRatingSchema = z.object({
  rating_id: int(),
  service_id: int(),
  scores: z.object({
    price_appropriateness: int().nullable(),
    introduction_effect: int().nullable(),
    ease_of_use: int().nullable(),
    support_system: int().nullable(),
    ease_of_introduction: int().nullable(),
  }),
  overall_score: z.number().nullable(),
  good_point: z.string().nullable(),
  improvement_point: z.string().nullable(),
  role: int(),
  usage_status: int(),
  facility_corporate_type: int(),
  bed_count: int(),
  department: int(),
  helpful_count: int(),
  created_at: z.string(),
  official_reply: restOfficialReplySchema.nullable(),
});

const rating = endpointGroup({ tag: "ratings", access: "public" });
/** The calls that add the review texts for a member. */
const ratingForMembers = endpointGroup({ tag: "ratings", access: "optional-member" });

export const ratingInfos = rating.get("/services/rating-info", {
  summary: "Rating summaries of many services in one call; ids that name no service are left out",
  query: ratingInfoIdsQuerySchema,
  response: z.object({ rating_infos: z.array(restRatingInfoSchema) }),
});

export const recentRatings = ratingForMembers.get("/services/ratings", {
  summary: "The newest published ratings of every service (texts for members only)",
  query: paginationQuerySchema,
  response: z.object({
    ratings: z.array(restRatingSchema.extend({ service_name: z.string() })),
    texts_visible: z.boolean(),
    ...pageMetaShape,
  }),
});

export const reviewList = rating.get("/services/review-list", {
  summary: "One page of the rated services in a service sort",
  query: paginationQuerySchema.extend({ sort: serviceSortQuerySchema }),
  response: z.object({ services: z.array(restServiceInListSchema), sort: serviceSortSchema, ...pageMetaShape }),
});

export const serviceRatings = ratingForMembers.get("/services/{id}/ratings", {
  summary: "One page of a service's published ratings (texts for members only)",
  query: paginationQuerySchema.extend({ sort: reviewSortQuerySchema }),
  response: z.object({
    ...namedRow("service"),
    sort: reviewSortSchema,
    texts_visible: z.boolean(),
    ratings: z.array(restRatingSchema),
    ...pageMetaShape,
  }),
  errors: ["0109005"],
});

export const serviceRatingInfo = rating.get("/services/{id}/rating-info", {
  summary: "A service's rating summary",
  response: restRatingInfoSchema,
  errors: ["0109005"],
});

/** A service of the home page's rated lists: the service in a list and, for members, a review excerpt. */
const restHomeHighlightSchema = restServiceInListSchema.extend({
  review_excerpt: z
    .string()
    .nullable()
    .describe(
      `Members only: the text of the service's newest published review that has one, white space collapsed and cut to ${REVIEW_EXCERPT_LENGTH} characters (graphemes) with "…"; null for a visitor or when no review has a text`,
    ),
});

export const homeHighlights = ratingForMembers.get("/services/home-highlights", {
  summary: `The home page's rated lists: the ${HOME_HIGHLIGHTS_SIZE} highest-rated and the ${HOME_HIGHLIGHTS_SIZE} most-reviewed services (review excerpts for members only)`,
  response: z.object({
    top_rated: z.array(restHomeHighlightSchema).max(HOME_HIGHLIGHTS_SIZE),
    most_reviewed: z.array(restHomeHighlightSchema).max(HOME_HIGHLIGHTS_SIZE),
    excerpts_visible: z.boolean(),
  }),
});
