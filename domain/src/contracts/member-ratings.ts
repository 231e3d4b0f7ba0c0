import { z } from "zod";
import { ACTIVE_MEMBERS } from "../account.js";
import { paginationQuerySchema } from "../pagination.js";
import { REJECTION_REASONS, REVIEW_STATES } from "../review-moderation.js";
import { idSchema } from "../validation/id.js";
import { ratingInputSchema } from "../validation/rating-input.js";
import { endpointGroup } from "./endpoint.js";
import { namedRow, pageMetaShape, serviceLogoUrlSchema } from "./shared.js";

/** A rating is shown to everyone from the day after it is posted or changed (product §4.4). */
export const RATING_STATES = ["pending", "published"] as const;
export type RatingState = (typeof RATING_STATES)[number];

const score = z.number().int().min(0).max(5).nullable();

/** A member's own rating, with its publication state and the version an update must carry. */
export const restOwnRatingSchema = z.object({
  rating_id: z.number().int(),
  ...namedRow("service"),
  logo_image_filepath: serviceLogoUrlSchema(),
  scores: z.object({
    price_appropriateness: score,
    introduction_effect: score,
    ease_of_use: score,
    support_system: score,
    ease_of_introduction: score,
  }),
  overall_score: z.number().nullable(),
  good_point: z.string(),
  improvement_point: z.string(),
  role: z.number().int(),
  usage_status: z.number().int(),
  facility_corporate_type: z.number().int(),
  bed_count: z.number().int(),
  department: z.number().int(),
  status: z.enum(RATING_STATES),
  /** 審査中 / 公開予定 / 公開中 / 非公開 (ADR 148), with the reason of a rejection. */
  review_state: z.enum(REVIEW_STATES),
  rejection_reason: z.enum(REJECTION_REASONS).nullable(),
  rejection_note: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  published_at: z.string().nullable(),
});

/** Whether the member may post a rating of a service now, and if not, the catalogue code why. */
export const restRatingEligibilitySchema = z.object({
  can_post: z.boolean(),
  refusal_code: z.string().nullable(),
  rated_service_count: z.number().int(),
});

const memberRating = endpointGroup({ tag: "ratings", access: ACTIVE_MEMBERS });

export const postRating = memberRating.post("/services/{id}/ratings", {
  summary: "Posts the member's rating of a service (published from the next day)",
  body: ratingInputSchema,
  response: restOwnRatingSchema,
  status: 201,
  errors: ["0901001", "0901002", "0901003", "0101001", "0101002", "0101003", "0101004", "0109005"],
});

export const serviceRatingsForMember = memberRating.get("/services/{id}/ratings/auth", {
  summary: "The member's view of a service's ratings: their own rating of it and whether they may post",
  response: z.object({
    ...namedRow("service"),
    own_rating: restOwnRatingSchema.nullable(),
    eligibility: restRatingEligibilitySchema,
  }),
  errors: ["0109005"],
});

export const listOwnRatings = memberRating.get("/services/ratings/mine", {
  summary: "One page of the member's own ratings, newest change first, with their publication state",
  query: paginationQuerySchema,
  response: z.object({ ratings: z.array(restOwnRatingSchema), ...pageMetaShape }),
});

/** The update body: the input of the rating form plus the version the member read. */
export const ratingUpdateSchema = z.object({ ...ratingInputSchema.shape, version: idSchema });

export const updateRating = memberRating.put("/services/ratings/{id}", {
  summary: "Changes the member's rating (published again from the next day); a stale version answers 0109001",
  body: ratingUpdateSchema,
  response: restOwnRatingSchema,
  errors: ["0109001", "0109005", "0101001", "0101002", "0101003", "0101004"],
});

export const deleteRating = memberRating.delete("/services/ratings/{id}", {
  summary: "Deletes the member's rating",
  response: z.object({ rating_id: z.number().int(), deleted: z.literal(true) }),
  errors: ["0109005"],
});
