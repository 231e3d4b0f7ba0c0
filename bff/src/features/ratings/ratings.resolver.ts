import type { SimilarFacilityFilter } from "@iryo/domain/similar-facility";
import type { ReviewSort } from "@iryo/domain/sort-options";
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs, ServicePageArgs } from "../../lib/graphql/paginated.js";
import { REVIEW_SORT } from "../../lib/graphql/sort-enums.js";
import {
  HelpfulVote,
  HomeHighlights,
  RatingPage,
  RatingSummary,
  ServiceListPage,
  SimilarFacilityRatings,
} from "./rating.type.js";

/** The filter of the arguments, absent ones left out (the api checks the codes: 0109004). */
function filterOf(args: Record<keyof SimilarFacilityFilter, number | null | undefined>): SimilarFacilityFilter {
  const filter: SimilarFacilityFilter = {};
  for (const [key, value] of Object.entries(args) as [keyof SimilarFacilityFilter, number | null | undefined][]) {
    if (value !== null && value !== undefined) filter[key] = value;
  }
  return filter;
}

@Resolver()
export class RatingsResolver {
  @Query(() => RatingPage, {
    description:
      "One page of a service's published ratings, of reviewers with the given attributes (ADR 167); recommended order (helpful and recent) unless sorted.",
  })
  serviceRatings(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("sort", () => REVIEW_SORT, { nullable: true }) sort: ReviewSort | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: BffContext,
    @Arg("facilityType", () => Int, { nullable: true, description: "施設の種別 (medicalInstitutionType code)." })
    facilityType?: number | null,
    @Arg("bedCount", () => Int, { nullable: true, description: "病床規模 (bedType code)." })
    bedCount?: number | null,
    @Arg("department", () => Int, { nullable: true, description: "部門 (departmentType code)." })
    department?: number | null,
    @Arg("role", () => Int, { nullable: true, description: "評価者の立場 (evaluatorRole code)." })
    role?: number | null,
  ): Promise<RatingPage> {
    const filter = filterOf({ facility_type: facilityType, bed_count: bedCount, department, role });
    return ctx.dataSources.ratings.ratingsOf(serviceId, { ...page, sort }, filter);
  }

  @Query(() => SimilarFacilityRatings, {
    description:
      "A service's published ratings grouped by facility type, bed count, department and role, each average with its count.",
  })
  similarFacilityRatings(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<SimilarFacilityRatings> {
    return ctx.dataSources.ratings.similarFacilities(serviceId);
  }

  @Mutation(() => HelpfulVote, {
    description:
      "「参考になった」 on a published review: once per member (repeating changes nothing), never one's own (errorCode 0305001), members only (0109002).",
  })
  markRatingHelpful(@Arg("ratingId", () => ID) ratingId: string, @Ctx() ctx: BffContext): Promise<HelpfulVote> {
    return ctx.dataSources.ratings.setHelpful(ratingId, true);
  }

  @Mutation(() => HelpfulVote, { description: "Takes the member's 「参考になった」 back (repeating changes nothing)." })
  unmarkRatingHelpful(@Arg("ratingId", () => ID) ratingId: string, @Ctx() ctx: BffContext): Promise<HelpfulVote> {
    return ctx.dataSources.ratings.setHelpful(ratingId, false);
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
