import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { Membership, MembershipInput, WithdrawInput } from "./membership.type.js";

@Resolver()
export class MembersResolver {
  @Query(() => Membership, { description: "The member's registered information (NOT_FOUND when none)." })
  membership(@Ctx() ctx: BffContext): Promise<Membership> {
    return ctx.dataSources.members.membership();
  }

  @Mutation(() => ID, { description: "Registers the membership; answers the new user id." })
  registerMembership(
    @Arg("input", () => MembershipInput) input: MembershipInput,
    @Ctx() ctx: BffContext,
  ): Promise<string> {
    return ctx.dataSources.members.register(input);
  }

  @Mutation(() => Boolean, { description: "Completes a pre-member's information." })
  async changePreMemberInformation(
    @Arg("input", () => MembershipInput) input: MembershipInput,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    await ctx.dataSources.members.changePreMemberInformation(input);
    return true;
  }

  @Mutation(() => String, { nullable: true, description: "Accepts the terms in force; answers their version." })
  async agreeTermsOfUsage(@Ctx() ctx: BffContext): Promise<string | null> {
    const version = await ctx.dataSources.members.agreeTermsOfUsage();
    return version === null ? null : String(version);
  }

  @Mutation(() => Boolean, { description: "Withdraws the membership and ends the session." })
  async withdraw(@Arg("input", () => WithdrawInput) input: WithdrawInput, @Ctx() ctx: BffContext): Promise<boolean> {
    await ctx.dataSources.members.withdraw(input);
    ctx.session.end();
    return true;
  }
}
