import { DateTimeISOResolver } from "graphql-scalars";
import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { Paginated } from "../../lib/graphql/paginated.js";

@ObjectType({ description: "The average of one rating criterion, with how many ratings stand behind it." })
export class RatingCriterionAverage {
  @Field(() => String, { description: "The criterion key of @iryo/domain/rating, e.g. ease_of_use." })
  key!: string;

  @Field(() => String, { description: "The Japanese label, e.g. 使いやすさ." })
  label!: string;

  @Field(() => Float, { nullable: true, description: "One decimal; null when no rating scored it (0 = わからない)." })
  average!: number | null;

  @Field(() => Int, { description: "How many ratings scored this criterion 1–5." })
  count!: number;
}

@ObjectType({ description: "How many ratings have an overall score that rounds to `score` (0 = no score)." })
export class RatingDistribution {
  @Field(() => Int)
  score!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A service's published ratings in figures: averages always come with their counts." })
export class RatingSummary {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => Int, { description: "How many published ratings the service has." })
  ratingCount!: number;

  @Field(() => Float, {
    nullable: true,
    description: "Mean of the ratings' overall scores, one decimal; null when none.",
  })
  overallAverage!: number | null;

  @Field(() => Int, { description: "How many ratings stand behind overallAverage." })
  overallCount!: number;

  @Field(() => [RatingCriterionAverage])
  criteria!: RatingCriterionAverage[];

  @Field(() => [RatingDistribution], { description: "Scores 0 to 5, in order." })
  distribution!: RatingDistribution[];
}

@ObjectType({ description: "A score per criterion: 0 = わからない, 1–5, null = not chosen." })
export class RatingScores {
  @Field(() => Int, { nullable: true })
  priceAppropriateness!: number | null;

  @Field(() => Int, { nullable: true })
  introductionEffect!: number | null;

  @Field(() => Int, { nullable: true })
  easeOfUse!: number | null;

  @Field(() => Int, { nullable: true })
  supportSystem!: number | null;

  @Field(() => Int, { nullable: true })
  easeOfIntroduction!: number | null;
}

@ObjectType({ description: "One published rating and review." })
export class Rating {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  serviceId!: string;

  @Field(() => String, { nullable: true, description: "Set on lists across services." })
  serviceName!: string | null;

  @Field(() => RatingScores)
  scores!: RatingScores;

  @Field(() => Float, { nullable: true })
  overallScore!: number | null;

  @Field(() => String, { nullable: true, description: "Null for visitors: the web shows a register/login prompt." })
  goodPoint!: string | null;

  @Field(() => String, { nullable: true, description: "Null for visitors." })
  improvementPoint!: string | null;

  @Field(() => String, { description: "評価者の立場" })
  roleLabel!: string;

  @Field(() => String, { description: "利用状況" })
  usageStatusLabel!: string;

  @Field(() => String, { description: "施設の種別" })
  facilityTypeLabel!: string;

  @Field(() => String, { description: "病床規模" })
  bedCountLabel!: string;

  @Field(() => String, { description: "部門" })
  departmentLabel!: string;

  @Field(() => Int, { description: "How many readers found it helpful." })
  helpfulCount!: number;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}

@ObjectType({ description: "One page of ratings." })
export class RatingPage extends Paginated(Rating) {
  @Field(() => String, { nullable: true, description: "The service's name on a list of one service's ratings." })
  serviceName!: string | null;

  @Field(() => Boolean, { description: "False for visitors: review texts are null." })
  textsVisible!: boolean;
}

@ObjectType({ description: "One page of services (their rating summaries come through ratingSummary)." })
export class ServiceListPage extends Paginated(ServiceListItem) {}

@ObjectType({ description: "A service of the home page's rated lists, with a review excerpt for members." })
export class HomeHighlight {
  @Field(() => ServiceListItem)
  service!: ServiceListItem;

  @Field(() => String, {
    nullable: true,
    description:
      "Members only: the text of the service's newest published review, about 60 characters with 「…」; null for visitors and when no review has a text.",
  })
  reviewExcerpt!: string | null;
}

@ObjectType({ description: "The home page's rated lists: the highest-rated and the most-reviewed services." })
export class HomeHighlights {
  @Field(() => [HomeHighlight], { description: "Highest overall average first (HOME_HIGHLIGHTS_SIZE services)." })
  topRated!: HomeHighlight[];

  @Field(() => [HomeHighlight], { description: "Most ratings first (HOME_HIGHLIGHTS_SIZE services)." })
  mostReviewed!: HomeHighlight[];

  @Field(() => Boolean, { description: "Whether the viewer may read review texts (a registered member)." })
  excerptsVisible!: boolean;
}
