import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "@iryo/domain/classification";
import {
  markRatingHelpful,
  restOfficialReplySchema,
  restRatingSchema,
  serviceRatings,
  similarFacilityRatings,
} from "@iryo/domain/contracts/ratings";
import { restRatingInfoSchema } from "@iryo/domain/contracts/shared";
import { Field, ObjectType } from "type-graphql";
import { z } from "zod";
import { ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";

/** Labels of codes the domain may not know (data written under an older enumeration): the code itself. */
function labelOf(enumeration: { isCode(v: unknown): boolean; label(code: never): string }, code: number): string {
  return enumeration.isCode(code) ? enumeration.label(code as never) : String(code);
}

const RatingCriterionAverage = contractType("RatingCriterionAverage", restRatingInfoSchema.shape.criteria.element, {
  description: "The average of one rating criterion, with how many ratings stand behind it.",
  fields: {
    key: { description: "The criterion key of @iryo/domain/rating, e.g. ease_of_use." },
    label: { description: "The Japanese label, e.g. 使いやすさ." },
    average: { description: "One decimal; null when no rating scored it (0 = わからない)." },
    count: { description: "How many ratings scored this criterion 1–5." },
  },
});

const RatingDistribution = contractType("RatingDistribution", restRatingInfoSchema.shape.distribution.element, {
  description: "How many ratings have an overall score that rounds to `score` (0 = no score).",
});

export const RatingSummary = contractType("RatingSummary", restRatingInfoSchema, {
  description: "A service's published ratings in figures: averages always come with their counts.",
  fields: {
    rating_count: { description: "How many published ratings the service has." },
    overall_average: { description: "Mean of the ratings' overall scores, one decimal; null when none." },
    overall_count: { description: "How many ratings stand behind overallAverage." },
    criteria: listOf(RatingCriterionAverage),
    distribution: listOf(RatingDistribution, { description: "Scores 0 to 5, in order." }),
  },
});
export type RatingSummary = InstanceType<typeof RatingSummary>;

export const RatingScores = contractType("RatingScores", restRatingSchema.shape.scores, {
  description: "A score per criterion: 0 = わからない, 1–5, null = not chosen.",
});
export type RatingScores = InstanceType<typeof RatingScores>;

const OfficialReply = contractType("OfficialReply", restOfficialReplySchema, {
  description: "The reviewed service's organisation's official reply to a review (ADR 152).",
  fields: {
    provider_name: { description: "The organisation that replied." },
    created_at: { description: "When the reply was first posted." },
    updated_at: { description: "When its text last changed." },
    edited: { description: "Changed after it was posted: the public shows 「編集済み」." },
  },
});

const restListedRatingSchema = restRatingSchema.extend({
  service_name: z.string().optional(),
  viewer_marked_helpful: z.boolean().optional(),
  viewer_is_author: z.boolean().optional(),
});

export const Rating = contractType("Rating", restListedRatingSchema, {
  description: "One published rating and review.",
  id: "rating_id",
  fields: {
    service_name: { description: "Set on lists across services." },
    scores: nested(RatingScores),
    good_point: { description: "Null for visitors: the web shows a register/login prompt." },
    improvement_point: { description: "Null for visitors." },
    role: false,
    usage_status: false,
    facility_corporate_type: false,
    bed_count: false,
    department: false,
    helpful_count: { description: "How many readers found it helpful (「参考になった」)." },
    official_reply: nestedOrNull(OfficialReply),
    viewer_marked_helpful: false,
    viewer_is_author: false,
  },
  extra: {
    roleLabel: { type: () => String, description: "評価者の立場", from: (r) => labelOf(evaluatorRole, r.role) },
    usageStatusLabel: { type: () => String, description: "利用状況", from: (r) => labelOf(usageType, r.usage_status) },
    facilityTypeLabel: {
      type: () => String,
      description: "施設の種別",
      from: (r) => labelOf(medicalInstitutionType, r.facility_corporate_type),
    },
    bedCountLabel: { type: () => String, description: "病床規模", from: (r) => labelOf(bedType, r.bed_count) },
    departmentLabel: { type: () => String, description: "部門", from: (r) => labelOf(departmentType, r.department) },
    helpfulByViewer: {
      type: () => Boolean,
      description: "The signed-in member marked it 「参考になった」 (false for visitors and on lists across services).",
      from: (r) => r.viewer_marked_helpful === true,
    },
    byViewer: {
      type: () => Boolean,
      description: "The signed-in member wrote it: they cannot mark it 「参考になった」.",
      from: (r) => r.viewer_is_author === true,
    },
  },
});
export type Rating = InstanceType<typeof Rating>;

export const RatingGroupFigure = contractType("RatingGroupFigure", serviceRatings.response.shape.figure, {
  description:
    "A group of published ratings in figures (ADR 167): the average only when at least 3 scored ratings stand behind it.",
  fields: {
    rating_count: { description: "Published ratings in the group." },
    scored_count: { description: "How many of them have an overall score: the count behind the average." },
    average: { description: "Mean overall score, one decimal; null when hidden (fewer than 3)." },
    shown: { description: "False when the average is hidden: the web says 「件数が少ないため表示していません」." },
  },
});
export type RatingGroupFigure = InstanceType<typeof RatingGroupFigure>;

const dimensionSchema = similarFacilityRatings.response.shape.dimensions.element;

const SimilarFacilityGroup = contractType("SimilarFacilityGroup", dimensionSchema.shape.groups.element, {
  description: "The ratings of reviewers with one attribute value (e.g. 病院), in figures.",
  fields: { code: { description: "The attribute's code, as the serviceRatings filter takes it." } },
});

const SimilarFacilityDimension = contractType("SimilarFacilityDimension", dimensionSchema, {
  description: "One reviewer attribute with its groups.",
  fields: {
    dimension: { description: "facility_type, bed_count, department or role." },
    label: { description: "The heading, e.g. 施設の種別." },
    groups: listOf(SimilarFacilityGroup, { description: "Each value that has ratings, in the enumeration's order." }),
  },
});

export const SimilarFacilityRatings = contractType("SimilarFacilityRatings", similarFacilityRatings.response, {
  description: "A service's published ratings grouped by facility type, bed count, department and role (ADR 167).",
  fields: {
    min_count: { description: "Fewer scored ratings than this and a group's average is hidden." },
    dimensions: listOf(SimilarFacilityDimension),
  },
});
export type SimilarFacilityRatings = InstanceType<typeof SimilarFacilityRatings>;

export const HelpfulVote = contractType("HelpfulVote", markRatingHelpful.response, {
  description: "A review's 「参考になった」 count and the member's vote after a mark or unmark.",
  id: "rating_id",
  fields: {
    helpful_count: { description: "The review's count after the call." },
    marked: { description: "Whether the member's vote is now there." },
  },
});
export type HelpfulVote = InstanceType<typeof HelpfulVote>;

@ObjectType({ description: "One page of ratings." })
export class RatingPage extends Paginated(Rating) {
  @Field(() => RatingGroupFigure, {
    nullable: true,
    description: "The figures of every rating the filter matches (a service's list only; null on other lists).",
  })
  figure!: RatingGroupFigure | null;

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
