import { Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { Membership, MembershipInput, WithdrawInput } from "./membership.type.js";

export const MembersResolver = forwardingResolver(
  "members",
  ({ action, mutation, query }) => ({
    membership: query(Membership, {}, (members) => members.membership()),
    registerMembership: mutation(ID, { input: MembershipInput }, (members, { input }) => members.register(input)),
    changePreMemberInformation: action({ input: MembershipInput }, (members, { input }) =>
      members.changePreMemberInformation(input),
    ),
    withdraw: action({ input: WithdrawInput }, async (members, { input }, ctx) => {
      await members.withdraw(input);
      ctx.session.end();
    }),
  }),
  {
    membership: "The member's registered information (NOT_FOUND when none).",
    registerMembership: "Registers the membership; answers the new user id.",
    changePreMemberInformation: "Completes a pre-member's information.",
    withdraw: "Withdraws the membership and ends the session.",
  },
);

@Resolver()
export class MemberTermsResolver {
  @Mutation(() => String, { nullable: true, description: "Accepts the terms in force; answers their version." })
  async agreeTermsOfUsage(@Ctx() ctx: BffContext): Promise<string | null> {
    const version = await ctx.dataSources.members.agreeTermsOfUsage();
    return version === null ? null : String(version);
  }
}
