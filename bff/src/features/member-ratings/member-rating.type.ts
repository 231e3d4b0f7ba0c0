import { restOwnRatingSchema, serviceRatingsForMember } from "@iryo/domain/contracts/member-ratings";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import type { z } from "zod";
import { contractType, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { RatingScores } from "../ratings/rating.type.js";

export const OwnRating = contractType("OwnRating", restOwnRatingSchema, {
  description: "A rating the member posted, with its publication state.",
  id: "rating_id",
  fields: {
    logo_image_filepath: { name: "logoImagePath" },
    scores: nested(RatingScores),
    status: { description: "pending (waiting for publication, from the next day) or published." },
    version: { description: "Send it back with an update; a stale one answers errorCode 0109001." },
  },
});
export type OwnRating = InstanceType<typeof OwnRating>;

@ObjectType({ description: "One page of the member's own ratings." })
export class OwnRatingPage extends Paginated(OwnRating) {}

const eligibility = (s: z.output<typeof serviceRatingsForMember.response>) => s.eligibility;

export const ServiceRatingStanding = contractType("ServiceRatingStanding", serviceRatingsForMember.response, {
  description: "The member's standing for rating one service.",
  fields: { own_rating: nestedOrNull(OwnRating), eligibility: false },
  extra: {
    canPost: { type: () => Boolean, from: (s) => eligibility(s).can_post },
    refusalCode: {
      type: () => String,
      nullable: true,
      description: "Why not: 0901001, 0901002 or 0901003.",
      from: (s) => eligibility(s).refusal_code,
    },
    ratedServiceCount: { type: () => Int, from: (s) => eligibility(s).rated_service_count },
  },
});
export type ServiceRatingStanding = InstanceType<typeof ServiceRatingStanding>;

@InputType({ description: "A score per criterion: 0 = わからない, 1–5, null = not chosen." })
export class RatingScoresInput {
  @Field(() => Int, { nullable: true })
  priceAppropriateness?: number | null;

  @Field(() => Int, { nullable: true })
  introductionEffect?: number | null;

  @Field(() => Int, { nullable: true })
  easeOfUse?: number | null;

  @Field(() => Int, { nullable: true })
  supportSystem?: number | null;

  @Field(() => Int, { nullable: true })
  easeOfIntroduction?: number | null;
}

@InputType({ description: "The rating form (mirrors ratingInputSchema of @iryo/domain)." })
export class RatingInput {
  @Field(() => RatingScoresInput)
  scores!: RatingScoresInput;

  @Field(() => String)
  goodPoint!: string;

  @Field(() => String)
  improvementPoint!: string;

  @Field(() => Int, { nullable: true })
  role?: number | null;

  @Field(() => Int, { nullable: true })
  usageStatus?: number | null;

  @Field(() => Int, { nullable: true })
  facilityCorporateType?: number | null;

  @Field(() => Int, { nullable: true })
  bedCount?: number | null;

  @Field(() => Int, { nullable: true })
  department?: number | null;

  @Field(() => Boolean)
  agreeReviewGuidelines!: boolean;

  @Field(() => Boolean)
  agreeTerms!: boolean;
}
