import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import {
  ProviderAnalytics,
  ProviderAnalyticsArgs,
  ProviderLeadPage,
  ProviderLeadsArgs,
  ProviderReviewPage,
  ProviderReviewsArgs,
  ReviewReply,
} from "./provider-insights.type.js";

/** The portal's own events and the provider console's analytics, leads and review replies (ADRs 151, 152). */
@Resolver()
export class ProviderInsightsResolver {
  @Mutation(() => Boolean, {
    description:
      "Counts a page view (page_view) or a compare-list addition (compare_add) of a service, once per session key and day; answers whether it was counted.",
  })
  recordServiceEvent(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("kind", () => String, { description: "page_view or compare_add." }) kind: string,
    @Arg("visitorKey", () => String, { description: "The browser session's random key (16–64 of A–Z a–z 0–9 _ -)." })
    visitorKey: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    return ctx.dataSources.providerInsights.recordEvent(serviceId, kind, visitorKey);
  }

  @Query(() => ProviderAnalytics, { description: "Weekly figures of the staff member's organisation's services." })
  providerAnalytics(@Args(() => ProviderAnalyticsArgs) args: ProviderAnalyticsArgs, @Ctx() ctx: BffContext) {
    return ctx.dataSources.providerInsights.analytics(args);
  }

  @Query(() => ProviderLeadPage, { description: "One page of the organisation's leads of one kind, newest first." })
  providerLeads(@Args(() => ProviderLeadsArgs) args: ProviderLeadsArgs, @Ctx() ctx: BffContext) {
    return ctx.dataSources.providerInsights.leads(args);
  }

  @Query(() => ProviderReviewPage, { description: "The published reviews of the organisation's services." })
  providerReviews(@Args(() => ProviderReviewsArgs) args: ProviderReviewsArgs, @Ctx() ctx: BffContext) {
    return ctx.dataSources.providerInsights.reviews(args);
  }

  @Mutation(() => ReviewReply, {
    description: "Posts the organisation's one official reply to a review (errorCode 0303001 when it has one).",
  })
  postReviewReply(
    @Arg("ratingId", () => ID) ratingId: string,
    @Arg("body", () => String) body: string,
    @Ctx() ctx: BffContext,
  ): Promise<ReviewReply> {
    return ctx.dataSources.providerInsights.postReply(ratingId, body);
  }

  @Mutation(() => ReviewReply, {
    description: "Edits the official reply; `version` is the one read (errorCode 0109001 when stale).",
  })
  updateReviewReply(
    @Arg("ratingId", () => ID) ratingId: string,
    @Arg("body", () => String) body: string,
    @Arg("version", () => Int) version: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReviewReply> {
    return ctx.dataSources.providerInsights.updateReply(ratingId, body, version);
  }
}
