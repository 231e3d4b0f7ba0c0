import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { ConciergeRequest, ConciergeRequestInput } from "./concierge.type.js";

@Resolver()
export class ConciergeResolver {
  @Mutation(() => ConciergeRequest, { description: "Sends a concierge consultation request." })
  sendConciergeRequest(
    @Arg("input", () => ConciergeRequestInput) input: ConciergeRequestInput,
    @Ctx() ctx: BffContext,
  ): Promise<ConciergeRequest> {
    return ctx.dataSources.concierge.send(input);
  }

  @Query(() => [ConciergeRequest], { description: "The member's own concierge requests, newest first." })
  conciergeRequests(@Ctx() ctx: BffContext): Promise<ConciergeRequest[]> {
    return ctx.dataSources.concierge.list();
  }
}
