import { DateTimeISOResolver } from "graphql-scalars";
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../lib/graphql/paginated.js";
import { RatingScores } from "../ratings/rating.type.js";

@ObjectType({ description: "A rating the member posted, with its publication state." })
export class OwnRating {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  serviceId!: string;

  @Field(() => String)
  serviceName!: string;

  @Field(() => String, { nullable: true })
  logoImagePath!: string | null;

  @Field(() => RatingScores)
  scores!: RatingScores;

  @Field(() => Float, { nullable: true })
  overallScore!: number | null;

  @Field(() => String)
  goodPoint!: string;

  @Field(() => String)
  improvementPoint!: string;

  @Field(() => Int)
  role!: number;

  @Field(() => Int)
  usageStatus!: number;

  @Field(() => Int)
  facilityCorporateType!: number;

  @Field(() => Int)
  bedCount!: number;

  @Field(() => Int)
  department!: number;

  @Field(() => String, { description: "pending (waiting for publication, from the next day) or published." })
  status!: string;

  @Field(() => Int, { description: "Send it back with an update; a stale one answers errorCode 0109001." })
  version!: number;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;

  @Field(() => DateTimeISOResolver, { nullable: true })
  updatedAt!: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  publishedAt!: Date | null;
}

@ObjectType({ description: "One page of the member's own ratings." })
export class OwnRatingPage extends Paginated(OwnRating) {}

@ObjectType({ description: "The member's standing for rating one service." })
export class ServiceRatingStanding {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => String)
  serviceName!: string;

  @Field(() => OwnRating, { nullable: true })
  ownRating!: OwnRating | null;

  @Field(() => Boolean)
  canPost!: boolean;

  @Field(() => String, { nullable: true, description: "Why not: 0901001, 0901002 or 0901003." })
  refusalCode!: string | null;

  @Field(() => Int)
  ratedServiceCount!: number;
}

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
