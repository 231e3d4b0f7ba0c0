import { getProviderAnalytics, listProviderLeads, recordServiceEvent } from "@iryo/domain/contracts/provider-insights";
import { listProviderReviews, postReviewReply, updateReviewReply } from "@iryo/domain/contracts/review-replies";
import { pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import {
  ProviderAnalytics,
  type ProviderAnalyticsArgs,
  ProviderLead,
  type ProviderLeadPage,
  type ProviderLeadsArgs,
  ProviderReview,
  type ProviderReviewPage,
  type ProviderReviewsArgs,
  ReviewReply,
} from "./provider-insights.type.js";

/** /v1 calls of the portal's events and the provider console's analytics, leads and replies. */
export class ProviderInsightsSource extends RestSource {
  async recordEvent(serviceId: string, kind: string, visitorKey: string): Promise<boolean> {
    const body = await this.call(recordServiceEvent, {
      params: { id: serviceId },
      body: { kind, visitor_key: visitorKey },
    });
    return body.counted;
  }

  async analytics(args: ProviderAnalyticsArgs): Promise<ProviderAnalytics> {
    const query = { service_id: args.serviceId ?? undefined, weeks: args.weeks ?? undefined };
    return ProviderAnalytics.from(await this.call(getProviderAnalytics, { query }));
  }

  async leads(args: ProviderLeadsArgs): Promise<ProviderLeadPage> {
    const body = await this.call(listProviderLeads, { query: { ...pageParams(args), kind: args.kind } });
    return pageOf(body, body.leads, ProviderLead.from);
  }

  async reviews(args: ProviderReviewsArgs): Promise<ProviderReviewPage> {
    const query = { ...pageParams(args), service_id: args.serviceId ?? undefined };
    const body = await this.call(listProviderReviews, { query });
    return pageOf(body, body.reviews, ProviderReview.from);
  }

  async postReply(ratingId: string, text: string): Promise<ReviewReply> {
    return ReviewReply.from(await this.call(postReviewReply, { params: { id: ratingId }, body: { body: text } }));
  }

  async updateReply(ratingId: string, text: string, version: number): Promise<ReviewReply> {
    return ReviewReply.from(
      await this.call(updateReviewReply, { params: { id: ratingId }, body: { body: text, version } }),
    );
  }
}
