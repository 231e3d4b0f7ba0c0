import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { HOME_HIGHLIGHTS_SIZE, PAGE_SIZES, REVIEW_EXCERPT_LENGTH } from "../constants.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { paginationQuerySchema } from "../pagination.js";
import {
  SIMILAR_FACILITY_DIMENSION,
  SIMILAR_FACILITY_DIMENSIONS,
  SIMILAR_FACILITY_MIN_COUNT,
  type SimilarFacilityDimension,
} from "../similar-facility.js";
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

/** One reviewer-attribute filter: a code of the dimension's enumeration, or absent; else 0109004. */
function filterCodeSchema(dimension: SimilarFacilityDimension) {
  const { codes } = SIMILAR_FACILITY_DIMENSION[dimension];
  return z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,3}$/.test(v) ? Number(v) : v),
      z
        .number({ error: REQUEST_INVALID_CODE })
        .int()
        .refine((v) => codes.isCode(v), REQUEST_INVALID_CODE),
    )
    .optional()
    .describe(`${codes.members.map((m) => `${m.code} ${m.label}`).join(", ")}`);
}

/**
 * `?facility_type=1&bed_count=5&department=1&role=4`: the reviewer attributes a rating must have
 * (product §3; ADR 167). Each is optional; a code its enumeration does not know is 0109004.
 */
const similarFacilityFilterSchema = z.object({
  facility_type: filterCodeSchema("facility_type"),
  bed_count: filterCodeSchema("bed_count"),
  department: filterCodeSchema("department"),
  role: filterCodeSchema("role"),
});

/** A group's figures: the average only when at least the minimum of scored ratings stands behind it. */
const restGroupFigureSchema = z.object({
  rating_count: int().describe("Published ratings in the group"),
  scored_count: int().describe("How many of them have an overall score: the count behind the average"),
  average: z
    .number()
    .nullable()
    .describe(`Mean overall score, one decimal; null when fewer than ${SIMILAR_FACILITY_MIN_COUNT} scored ratings`),
  shown: z.boolean(),
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

/** A rating of a service's list, with what the viewing member did with it. */
const restServiceRatingSchema = restRatingSchema.extend({
  /** The viewing member marked it 「参考になった」 (false for visitors). */
  viewer_marked_helpful: z.boolean(),
  /** The viewing member wrote it (false for visitors): no 「参考になった」 button. */
  viewer_is_author: z.boolean(),
});

export const serviceRatings = ratingForMembers.get("/services/{id}/ratings", {
  summary:
    "One page of a service's published ratings, optionally of reviewers with the given attributes (texts for members only)",
  query: paginationQuerySchema.extend({ sort: reviewSortQuerySchema }).extend(similarFacilityFilterSchema.shape),
  response: z.object({
    ...namedRow("service"),
    sort: reviewSortSchema,
    texts_visible: z.boolean(),
    /** The filtered ratings' figures (every rating's without a filter). */
    figure: restGroupFigureSchema,
    ratings: z.array(restServiceRatingSchema),
    ...pageMetaShape,
  }),
  errors: ["0109004", "0109005"],
});

/** A service's published ratings grouped by each reviewer attribute (ADR 167). */
export const similarFacilityRatings = rating.get("/services/{id}/ratings/similar-facilities", {
  summary: `A service's published ratings grouped by facility type, bed count, department and role, each group's average only from ${SIMILAR_FACILITY_MIN_COUNT} ratings`,
  response: z.object({
    service_id: int(),
    min_count: int(),
    dimensions: z.array(
      z.object({
        dimension: z.enum(SIMILAR_FACILITY_DIMENSIONS),
        label: z.string(),
        groups: z.array(restGroupFigureSchema.extend({ code: int(), label: z.string() })),
      }),
    ),
  }),
  errors: ["0109005"],
});

const voter = endpointGroup({ tag: "ratings", access: ACTIVE_MEMBERS });

const restHelpfulVoteSchema = z.object({
  rating_id: int(),
  /** The review's 「参考になった」 count after the call. */
  helpful_count: int(),
  /** Whether the caller's vote is now there. */
  marked: z.boolean(),
});

/** 「参考になった」: once per member and published review, not on one's own (ADR 167). Repeating it changes nothing. */
export const markRatingHelpful = voter.put("/ratings/{id}/helpful", {
  summary: "Marks a published review 「参考になった」; idempotent, once per member, never one's own (0305001)",
  response: restHelpfulVoteSchema,
  errors: ["0109005", "0305001"],
});

/** Takes one's 「参考になった」 back; repeating it changes nothing. */
export const unmarkRatingHelpful = voter.delete("/ratings/{id}/helpful", {
  summary: "Takes back the caller's 「参考になった」 of a review; idempotent",
  response: restHelpfulVoteSchema,
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
