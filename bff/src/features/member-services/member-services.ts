import {
  advertisementClickForMember,
  restServiceMemberStateSchema,
  serviceDetailForMember,
} from "@iryo/domain/contracts/member-services";
import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { contractType, nestedOrNull, provided } from "../../lib/graphql/contract-type.js";
import { RestSource } from "../../lib/rest-source.js";
import { AdvertisementClick } from "../advertisements/advertisement.type.js";

export const MemberNegotiationState = contractType(
  "MemberNegotiationState",
  restServiceMemberStateSchema.shape.negotiation.unwrap(),
  {
    description:
      "The member's open application for a service (at most one, ADR 106), else their newest negotiation about it.",
    fields: { negotiation_status: { name: "status", description: "@iryo/domain/negotiation-status 1–6." } },
  },
);
export type MemberNegotiationState = InstanceType<typeof MemberNegotiationState>;

export const ServiceMemberState = contractType("ServiceMemberState", restServiceMemberStateSchema, {
  description: "What a member sees of a service beyond the public detail (ADR 060).",
  fields: {
    bookmark_count: { description: "How many services the member has bookmarked (limit 50)." },
    own_rating: false,
    rating_refusal_code: { description: "Why the member may not rate it: 0901001/2/3." },
    negotiation: nestedOrNull(MemberNegotiationState),
  },
  extra: {
    ownRatingId: {
      type: () => ID,
      nullable: true,
      from: (m) => (m.own_rating ? String(m.own_rating.rating_id) : null),
    },
    ownRatingStatus: {
      type: () => String,
      nullable: true,
      description: "pending or published; null when not rated.",
      from: (m) => m.own_rating?.status ?? null,
    },
  },
  // The service the state is of: the id the query asked for.
  provided: { serviceId: provided<string>({ type: () => ID }) },
});
export type ServiceMemberState = InstanceType<typeof ServiceMemberState>;

/** /v1 calls of the member variants of the service pages. */
export class MemberServicesSource extends RestSource {
  async state(serviceId: string): Promise<ServiceMemberState> {
    const { member } = await this.call(serviceDetailForMember, { params: { id: serviceId } });
    return ServiceMemberState.from(member, { serviceId });
  }

  async clickAdvertisement(id: string): Promise<AdvertisementClick> {
    return AdvertisementClick.from(await this.call(advertisementClickForMember, { params: { id } }));
  }
}

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
