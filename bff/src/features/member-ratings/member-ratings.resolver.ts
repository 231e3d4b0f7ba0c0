import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { OwnRating, OwnRatingPage, RatingInput, ServiceRatingStanding } from "./member-rating.type.js";

@Resolver()
export class MemberRatingsResolver {
  @Query(() => OwnRatingPage, { description: "One page of the member's own ratings with their state." })
  myRatings(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: BffContext): Promise<OwnRatingPage> {
    return ctx.dataSources.memberRatings.page(page);
  }

  @Query(() => ServiceRatingStanding, {
    description: "The member's own rating of a service and whether they may post.",
  })
  myRatingStanding(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceRatingStanding> {
    return ctx.dataSources.memberRatings.standing(serviceId);
  }

  @Mutation(() => OwnRating, { description: "Posts a rating (0901001 other business, 0901002 limit, 0901003 exists)." })
  postRating(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("input", () => RatingInput) input: RatingInput,
    @Ctx() ctx: BffContext,
  ): Promise<OwnRating> {
    return ctx.dataSources.memberRatings.create(serviceId, input);
  }

  @Mutation(() => OwnRating, { description: "Changes the member's rating; a stale version answers 0109001." })
  updateRating(
    @Arg("ratingId", () => ID) ratingId: string,
    @Arg("version", () => Int) version: number,
    @Arg("input", () => RatingInput) input: RatingInput,
    @Ctx() ctx: BffContext,
  ): Promise<OwnRating> {
    return ctx.dataSources.memberRatings.update(ratingId, version, input);
  }

  @Mutation(() => Boolean, { description: "Deletes the member's rating." })
  async deleteRating(@Arg("ratingId", () => ID) ratingId: string, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.memberRatings.remove(ratingId);
    return true;
  }
}
