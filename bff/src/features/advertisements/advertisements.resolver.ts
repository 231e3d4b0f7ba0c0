import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { AdvertisementClick } from "./advertisement.type.js";

@Resolver()
export class AdvertisementsResolver {
  @Mutation(() => AdvertisementClick, { description: "Records a click on an advertisement and returns its link." })
  recordAdvertisementClick(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<AdvertisementClick> {
    return ctx.dataSources.advertisements.click(id);
  }
}
