import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { Hospital, Membership, MembershipInput, WithdrawInput } from "./membership.type.js";

/** Registration, pre-member information, settings, terms agreement and withdrawal. */
@Resolver()
export class MembershipResolver {
  @Query(() => Membership, { description: "The member's registered information (NOT_FOUND when none)." })
  membership(@Ctx() ctx: BffContext): Promise<Membership> {
    return ctx.dataSources.membership.membership();
  }

  @Mutation(() => ID, { description: "Registers the membership; answers the new user id." })
  registerMembership(
    @Arg("input", () => MembershipInput) input: MembershipInput,
    @Ctx() ctx: BffContext,
  ): Promise<string> {
    return ctx.dataSources.membership.register(input);
  }

  @Mutation(() => Boolean, { description: "Completes a pre-member's information." })
  async changePreMemberInformation(
    @Arg("input", () => MembershipInput) input: MembershipInput,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.membership.changePreMemberInformation(input);
    return true;
  }

  @Mutation(() => Boolean, { description: "Withdraws the membership and ends the session." })
  async withdraw(@Arg("input", () => WithdrawInput) input: WithdrawInput, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.membership.withdraw(input);
    ctx.session.end();
    return true;
  }

  @Mutation(() => String, { nullable: true, description: "Accepts the terms in force; answers their version." })
  async agreeTermsOfUsage(@Ctx() ctx: BffContext): Promise<string | null> {
    const version = await ctx.dataSources.membership.agreeTermsOfUsage();
    return version === null ? null : String(version);
  }

  @Query(() => [Hospital], { description: "Hospitals of a prefecture whose name contains the keyword (at most 20)." })
  hospitals(
    @Arg("prefecture", () => Int, { nullable: true }) prefecture: number | null | undefined,
    @Arg("keyword", () => String, { nullable: true }) keyword: string | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<Hospital[]> {
    return ctx.dataSources.membership.hospitals(prefecture, keyword);
  }

  @Mutation(() => Boolean, {
    description: "A full member changes their basic information (the email is not changed).",
  })
  async updateMembership(
    @Arg("input", () => MembershipInput) input: MembershipInput,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.membership.update(input);
    return true;
  }
}
