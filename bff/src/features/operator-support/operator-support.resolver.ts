import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import {
  CreateOrganisationInput,
  OperatorOrganisationDetail,
  OperatorOrganisationPage,
  OperatorOrganisationsArgs,
  OrganisationInvitation,
  SupportMember,
  WithdrawMemberInput,
} from "./operator-support.type.js";

/**
 * Organisations (admins) and member support (moderators and admins) of the operator console (ADR 166).
 * The resolvers only call the api, which refuses every other caller (0109002) and an operator before the
 * TOTP step (0203001).
 */
@Resolver()
export class OperatorSupportResolver {
  @Query(() => OperatorOrganisationPage, { description: "Provider organisations by part of their name." })
  operatorOrganisations(
    @Args(() => OperatorOrganisationsArgs) args: OperatorOrganisationsArgs,
    @Ctx() ctx: BffContext,
  ): Promise<OperatorOrganisationPage> {
    return ctx.dataSources.operatorSupport.organisations(args);
  }

  @Query(() => OperatorOrganisationDetail, { description: "One organisation with its staff and invitations." })
  operatorOrganisation(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<OperatorOrganisationDetail> {
    return ctx.dataSources.operatorSupport.organisation(id);
  }

  @Mutation(() => OperatorOrganisationDetail, { description: "Creates a provider organisation." })
  createOrganisation(
    @Arg("input", () => CreateOrganisationInput) input: CreateOrganisationInput,
    @Ctx() ctx: BffContext,
  ): Promise<OperatorOrganisationDetail> {
    return ctx.dataSources.operatorSupport.create(input);
  }

  @Mutation(() => OrganisationInvitation, {
    description: "Invites the organisation's first admin by e-mail (errorCode 0205004 once it has one).",
  })
  inviteOrganisationAdmin(
    @Arg("organisationId", () => ID) organisationId: string,
    @Arg("email", () => String) email: string,
    @Ctx() ctx: BffContext,
  ): Promise<OrganisationInvitation> {
    return ctx.dataSources.operatorSupport.inviteAdmin(organisationId, email);
  }

  @Mutation(() => OperatorOrganisationDetail, {
    description: "Suspends an organisation with a reason: listings hidden, staff signed out (0205002 if already).",
  })
  suspendOrganisation(
    @Arg("organisationId", () => ID) organisationId: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<OperatorOrganisationDetail> {
    return ctx.dataSources.operatorSupport.suspend(organisationId, reason);
  }

  @Mutation(() => OperatorOrganisationDetail, { description: "Reinstates a suspended organisation with a reason." })
  reinstateOrganisation(
    @Arg("organisationId", () => ID) organisationId: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<OperatorOrganisationDetail> {
    return ctx.dataSources.operatorSupport.reinstate(organisationId, reason);
  }

  @Mutation(() => SupportMember, {
    nullable: true,
    description: "Finds one member account by its exact address (a mutation: the address stays out of URLs).",
  })
  lookupSupportMember(
    @Arg("email", () => String) email: string,
    @Ctx() ctx: BffContext,
  ): Promise<SupportMember | null> {
    return ctx.dataSources.operatorSupport.lookupMember(email);
  }

  @Mutation(() => Boolean, { description: "Sends the sign-up code again (errorCode 0205006 when confirmed)." })
  resendMemberConfirmationCode(
    @Arg("accountId", () => ID) accountId: string,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    return ctx.dataSources.operatorSupport.resendCode(accountId);
  }

  @Mutation(() => Boolean, { description: "Withdraws a member on request (errorCode 0205005 when withdrawn)." })
  withdrawSupportMember(
    @Arg("input", () => WithdrawMemberInput) input: WithdrawMemberInput,
    @Ctx() ctx: BffContext,
  ): Promise<boolean> {
    return ctx.dataSources.operatorSupport.withdraw(input);
  }
}
