import {
  deleteRating,
  listOwnRatings,
  postRating,
  serviceRatingsForMember,
  updateRating,
} from "@iryo/domain/contracts/member-ratings";
import { type PageArgs, pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import { OwnRating, type OwnRatingPage, type RatingInput, ServiceRatingStanding } from "./member-rating.type.js";

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
    return OwnRating.from(await this.call(postRating, { params: { id: serviceId }, body: toRestBody(input) }));
  }

  async update(ratingId: string, version: number, input: RatingInput): Promise<OwnRating> {
    const body = { ...toRestBody(input), version };
    return OwnRating.from(await this.call(updateRating, { params: { id: ratingId }, body }));
  }

  async remove(ratingId: string): Promise<void> {
    await this.call(deleteRating, { params: { id: ratingId } });
  }

  async page(page: PageArgs): Promise<OwnRatingPage> {
    const body = await this.call(listOwnRatings, { query: pageParams(page) });
    return pageOf(body, body.ratings, OwnRating.from);
  }

  async standing(serviceId: string): Promise<ServiceRatingStanding> {
    return ServiceRatingStanding.from(await this.call(serviceRatingsForMember, { params: { id: serviceId } }));
  }
}
