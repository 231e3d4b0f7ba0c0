import type { ReviewSort } from "@iryo/domain/sort-options";
import { Arg, Args, Ctx, ID, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs, ServicePageArgs } from "../../lib/graphql/paginated.js";
import { REVIEW_SORT } from "../../lib/graphql/sort-enums.js";
import { HomeHighlights, RatingPage, RatingSummary, ServiceListPage } from "./rating.type.js";

@Resolver()
export class RatingsResolver {
  @Query(() => RatingPage, { description: "One page of a service's published ratings; newest first unless sorted." })
  serviceRatings(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("sort", () => REVIEW_SORT, { nullable: true }) sort: ReviewSort | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<RatingPage> {
    return ctx.dataSources.ratings.ratingsOf(serviceId, { ...page, sort });
  }

  @Query(() => RatingSummary, { description: "A service's averages per criterion, overall, distribution and counts." })
  serviceRatingSummary(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<RatingSummary> {
    return ctx.dataSources.ratings.summary(serviceId);
  }

  @Query(() => HomeHighlights, {
    description:
      "The home page's rated lists (HOME_HIGHLIGHTS_SIZE services each) in one /v1 call; review excerpts for members only.",
  })
  homeHighlights(@Ctx() ctx: BffContext): Promise<HomeHighlights> {
    return ctx.dataSources.ratings.homeHighlights();
  }

  @Query(() => ServiceListPage, { description: "Services that have ratings, in a service sort." })
  reviewList(@Args(() => ServicePageArgs) page: ServicePageArgs, @Ctx() ctx: BffContext): Promise<ServiceListPage> {
    return ctx.dataSources.ratings.reviewList(page);
  }
}
