import {
  getProviderAnalytics,
  restAnalyticsWeekSchema,
  restLeadDetailSchema,
  restLeadSchema,
} from "@iryo/domain/contracts/provider-insights";
import { restProviderReviewSchema, restStaffReplySchema } from "@iryo/domain/contracts/review-replies";
import { ArgsType, Field, ID, Int, ObjectType } from "type-graphql";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { PageArgs, Paginated } from "../../lib/graphql/paginated.js";
import { RatingScores } from "../ratings/rating.type.js";

// The provider console's analytics, leads and review replies (ADRs 151, 152).

const AnalyticsWeek = contractType("ProviderAnalyticsWeek", restAnalyticsWeekSchema, {
  description: "One ISO week (Asia/Tokyo) of a service's figures.",
  fields: {
    week_start: { description: "The week's Monday, YYYY-MM-DD." },
    iso_week: { description: "e.g. 2026-W48." },
  },
});

const AnalyticsService = contractType(
  "ProviderAnalyticsService",
  getProviderAnalytics.response.shape.services.element,
  {
    description: "One of the organisation's services, for the selector.",
  },
);

export const ProviderAnalytics = contractType("ProviderAnalytics", getProviderAnalytics.response, {
  description: "Weekly figures of one of the organisation's services, or of all of them.",
  fields: {
    services: listOf(AnalyticsService),
    service_id: { description: "The service shown; null for the sum of all services." },
    weeks: listOf(AnalyticsWeek, { description: "Oldest first; the last is the current week." }),
  },
});
export type ProviderAnalytics = InstanceType<typeof ProviderAnalytics>;

const LeadDetail = contractType("ProviderLeadDetail", restLeadDetailSchema, {
  description: "One member detail the member agreed to share (label and value as shown to the provider).",
});

export const ProviderLead = contractType("ProviderLead", restLeadSchema, {
  description: "A download, negotiation or seminar enrolment of the organisation.",
  fields: {
    kind: { description: "material_download, negotiation or seminar_enrolment." },
    subject: { description: "The material, the negotiation's status or the seminar." },
    details: listOf(LeadDetail, { description: "Only what the member agreed to share; none for an enrolment." }),
  },
});
export type ProviderLead = InstanceType<typeof ProviderLead>;

@ObjectType({ description: "One page of the organisation's leads of one kind." })
export class ProviderLeadPage extends Paginated(ProviderLead) {}

@ArgsType()
export class ProviderLeadsArgs extends PageArgs {
  @Field(() => String, { description: "material_download, negotiation or seminar_enrolment." })
  kind!: string;
}

const ReplyVersion = contractType("ReviewReplyVersion", restStaffReplySchema.shape.history.element, {
  description: "An earlier text of an official reply.",
});

export const ReviewReply = contractType("ReviewReply", restStaffReplySchema, {
  description: "The organisation's official reply as its staff see it, with earlier texts.",
  id: "reply_id",
  fields: { history: listOf(ReplyVersion, { description: "Earlier texts, newest first." }) },
});
export type ReviewReply = InstanceType<typeof ReviewReply>;

export const ProviderReview = contractType("ProviderReview", restProviderReviewSchema, {
  description: "A published review of one of the organisation's services, with its official reply.",
  id: "rating_id",
  fields: {
    scores: nested(RatingScores),
    role: false,
    usage_status: false,
    facility_corporate_type: false,
    bed_count: false,
    department: false,
    helpful_count: false,
    reply: nestedOrNull(ReviewReply),
  },
});
export type ProviderReview = InstanceType<typeof ProviderReview>;

@ObjectType({ description: "One page of the reviews of the organisation's services." })
export class ProviderReviewPage extends Paginated(ProviderReview) {}

@ArgsType()
export class ProviderReviewsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "One service of the organisation; all when left out." })
  serviceId?: string | null;
}

@ArgsType()
export class ProviderAnalyticsArgs {
  @Field(() => ID, { nullable: true, description: "One service of the organisation; all when left out." })
  serviceId?: string | null;

  @Field(() => Int, { nullable: true, description: "4, 12 or 26 weeks (12 when left out)." })
  weeks?: number | null;
}
