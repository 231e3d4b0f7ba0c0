import { advertisementClickForMember, serviceDetailForMember } from "@iryo/domain/contracts/member-services";
import { DateTimeISOResolver } from "graphql-scalars";
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { RestSource } from "../../lib/rest-source.js";
import { AdvertisementClick } from "../advertisements/advertisement.type.js";

@ObjectType({ description: "The member's newest negotiation about a service." })
export class MemberNegotiationState {
  @Field(() => ID)
  negotiationId!: string;

  @Field(() => Int, { description: "@iryo/domain/negotiation-status 1–6." })
  status!: number;

  @Field(() => DateTimeISOResolver)
  updatedAt!: Date;
}

@ObjectType({ description: "What a member sees of a service beyond the public detail (ADR 060)." })
export class ServiceMemberState {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => Boolean)
  bookmarked!: boolean;

  @Field(() => Int, { description: "How many services the member has bookmarked (limit 50)." })
  bookmarkCount!: number;

  @Field(() => ID, { nullable: true })
  ownRatingId!: string | null;

  @Field(() => String, { nullable: true, description: "pending or published; null when not rated." })
  ownRatingStatus!: string | null;

  @Field(() => String, { nullable: true, description: "Why the member may not rate it: 0901001/2/3." })
  ratingRefusalCode!: string | null;

  @Field(() => MemberNegotiationState, { nullable: true })
  negotiation!: MemberNegotiationState | null;
}

/** /v1 calls of the member variants of the service pages. */
export class MemberServicesSource extends RestSource {
  async state(serviceId: string): Promise<ServiceMemberState> {
    const { member: m } = await this.call(serviceDetailForMember, { params: { id: serviceId } });
    return {
      serviceId,
      bookmarked: m.bookmarked,
      bookmarkCount: m.bookmark_count,
      ownRatingId: m.own_rating ? String(m.own_rating.rating_id) : null,
      ownRatingStatus: m.own_rating?.status ?? null,
      ratingRefusalCode: m.rating_refusal_code,
      negotiation: m.negotiation
        ? {
            negotiationId: String(m.negotiation.negotiation_id),
            status: m.negotiation.negotiation_status,
            updatedAt: new Date(m.negotiation.updated_at),
          }
        : null,
    };
  }

  async clickAdvertisement(id: string): Promise<AdvertisementClick> {
    const body = await this.call(advertisementClickForMember, { params: { id } });
    return { linkUrl: body.link_url };
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
