import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ServiceSummary } from "../categories/category.type.js";
import { RatingPage, RatingSummary, ServiceListPage } from "./rating.type.js";

@Resolver()
export class RatingsResolver {
  @Query(() => RatingPage, {
    description: "One page of a service's published ratings; sort date (default), rating or reviews (most helpful).",
  })
  serviceRatings(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("sort", () => String, { nullable: true }) sort: string | undefined,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<RatingPage> {
    return ctx.dataSources.ratings.ratingsOf(
      serviceId,
      sort ?? undefined,
      pageSize ?? undefined,
      pageNumber ?? undefined,
    );
  }

  @Query(() => RatingSummary, { description: "A service's averages per criterion, overall, distribution and counts." })
  serviceRatingSummary(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<RatingSummary> {
    return ctx.dataSources.ratings.summary(serviceId);
  }

  @Query(() => ServiceListPage, {
    description: "Services that have ratings; sort updated (default), rating or reviews.",
  })
  reviewList(
    @Arg("sort", () => String, { nullable: true }) sort: string | undefined,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceListPage> {
    return ctx.dataSources.ratings.reviewList(sort ?? undefined, pageSize ?? undefined, pageNumber ?? undefined);
  }

  @Query(() => RatingPage, { description: "The newest published ratings across services (home)." })
  recentRatings(
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<RatingPage> {
    return ctx.dataSources.ratings.recent(pageSize ?? undefined, pageNumber ?? undefined);
  }
}

/** `ServiceSummary.ratingSummary`: batched per request by the ratings source's DataLoader. */
@Resolver(() => ServiceSummary)
export class ServiceSummaryRatingResolver {
  @FieldResolver(() => RatingSummary, { description: "The service's rating averages with their counts." })
  ratingSummary(@Root() service: ServiceSummary, @Ctx() ctx: BffContext): Promise<RatingSummary> {
    return ctx.dataSources.ratings.summaryOf(service.id);
  }
}
