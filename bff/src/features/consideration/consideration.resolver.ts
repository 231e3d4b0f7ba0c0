import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ConsiderationItem } from "./consideration.type.js";

@Resolver()
export class ConsiderationResolver {
  @Query(() => [ConsiderationItem], { description: "The member's consideration list, latest activity first." })
  considerationList(@Ctx() ctx: BffContext): Promise<ConsiderationItem[]> {
    return ctx.dataSources.consideration.list();
  }

  @Mutation(() => Boolean, { description: "Adds a service to the consideration list." })
  async addToConsideration(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.consideration.add(serviceId);
    return true;
  }

  @Mutation(() => String, {
    description:
      "Keeps the member's own note on a service (at most 500 characters; empty removes it); answers the stored note.",
  })
  saveConsiderationNote(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("note", () => String) note: string,
    @Ctx() ctx: BffContext,
  ): Promise<string> {
    return ctx.dataSources.consideration.saveNote(serviceId, note);
  }

  @Mutation(() => Boolean, { description: "Removes a service from the consideration list." })
  async removeFromConsideration(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.consideration.remove(serviceId);
    return true;
  }
}
