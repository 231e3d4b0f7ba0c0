import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { Advertisement, AdvertisementClick } from "./advertisement.type.js";

@Resolver()
export class AdvertisementsResolver {
  @Query(() => [Advertisement], { description: "The advertisements of the home page (10, in their period)." })
  advertisements(@Ctx() ctx: BffContext): Promise<Advertisement[]> {
    return ctx.dataSources.advertisements.topList();
  }

  @Mutation(() => AdvertisementClick, { description: "Records a click on an advertisement and returns its link." })
  recordAdvertisementClick(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<AdvertisementClick> {
    return ctx.dataSources.advertisements.click(id);
  }
}
