import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { AdvertisementClick } from "../advertisements/advertisement.type.js";
import { ServiceMemberState } from "./member-services.type.js";

@Resolver()
export class MemberServicesResolver {
  @Query(() => ServiceMemberState, { description: "The member's own state for a service (the detail page's extras)." })
  serviceMemberState(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceMemberState> {
    return ctx.dataSources.memberServices.state(serviceId);
  }

  @Mutation(() => AdvertisementClick, { description: "Records a member's advertisement click (click-auth)." })
  clickAdvertisementAsMember(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<AdvertisementClick> {
    return ctx.dataSources.memberServices.clickAdvertisement(id);
  }
}
