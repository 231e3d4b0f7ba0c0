import {
  deleteRating,
  listOwnRatings,
  postRating,
  type restOwnRatingSchema,
  serviceRatingsForMember,
  updateRating,
} from "@iryo/domain/contracts/member-ratings";
import type { z } from "zod";
import { pageMetaOf } from "../../lib/graphql/paginated.js";
import { toRatingScores } from "../../lib/mapping/rest-labels.js";
import { RestSource } from "../../lib/rest-source.js";
import type { OwnRating, OwnRatingPage, RatingInput, ServiceRatingStanding } from "./member-rating.type.js";

function toOwnRating(r: z.output<typeof restOwnRatingSchema>): OwnRating {
  return {
    id: String(r.rating_id),
    serviceId: String(r.service_id),
    serviceName: r.service_name,
    logoImagePath: r.logo_image_filepath,
    scores: toRatingScores(r.scores),
    overallScore: r.overall_score,
    goodPoint: r.good_point,
    improvementPoint: r.improvement_point,
    role: r.role,
    usageStatus: r.usage_status,
    facilityCorporateType: r.facility_corporate_type,
    bedCount: r.bed_count,
    department: r.department,
    status: r.status,
    version: r.version,
    createdAt: new Date(r.created_at),
    updatedAt: r.updated_at ? new Date(r.updated_at) : null,
    publishedAt: r.published_at ? new Date(r.published_at) : null,
  };
}

function toRestBody(input: RatingInput) {
  return {
    scores: {
      price_appropriateness: input.scores.priceAppropriateness ?? null,
      introduction_effect: input.scores.introductionEffect ?? null,
      ease_of_use: input.scores.easeOfUse ?? null,
      support_system: input.scores.supportSystem ?? null,
      ease_of_introduction: input.scores.easeOfIntroduction ?? null,
    },
    good_point: input.goodPoint,
    improvement_point: input.improvementPoint,
    role: input.role ?? null,
    usage_status: input.usageStatus ?? null,
    facility_corporate_type: input.facilityCorporateType ?? null,
    bed_count: input.bedCount ?? null,
    department: input.department ?? null,
    agree_review_guidelines: input.agreeReviewGuidelines,
    agree_terms: input.agreeTerms,
  };
}

/** /v1 calls of the member's own ratings. */
export class MemberRatingsSource extends RestSource {
  async create(serviceId: string, input: RatingInput): Promise<OwnRating> {
    return toOwnRating(await this.call(postRating, { params: { id: serviceId }, body: toRestBody(input) }));
  }

  async update(ratingId: string, version: number, input: RatingInput): Promise<OwnRating> {
    const body = { ...toRestBody(input), version };
    return toOwnRating(await this.call(updateRating, { params: { id: ratingId }, body }));
  }

  async remove(ratingId: string): Promise<void> {
    await this.call(deleteRating, { params: { id: ratingId } });
  }

  async page(pageSize?: number, pageNumber?: number): Promise<OwnRatingPage> {
    const body = await this.call(listOwnRatings, { query: { page_size: pageSize, page_number: pageNumber } });
    return {
      items: body.ratings.map(toOwnRating),
      ...pageMetaOf(body),
    };
  }

  async standing(serviceId: string): Promise<ServiceRatingStanding> {
    const body = await this.call(serviceRatingsForMember, { params: { id: serviceId } });
    return {
      serviceId: String(body.service_id),
      serviceName: body.service_name,
      ownRating: body.own_rating ? toOwnRating(body.own_rating) : null,
      canPost: body.eligibility.can_post,
      refusalCode: body.eligibility.refusal_code,
      ratedServiceCount: body.eligibility.rated_service_count,
    };
  }
}
