import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import {
  AcceptedInvitation,
  ChangeStaffRoleInput,
  InviteStaffInput,
  ProviderOrganisation,
  StaffInvitation,
  StaffMember,
} from "./provider-organisation.type.js";

/** The provider console's organisation: every call is the api's, which checks the kind and the role. */
@Resolver()
export class ProviderOrganisationResolver {
  @Query(() => ProviderOrganisation, {
    description: "The signed-in staff member's organisation (FORBIDDEN otherwise).",
  })
  providerOrganisation(@Ctx() ctx: BffContext): Promise<ProviderOrganisation> {
    return ctx.dataSources.providerOrganisation.organisation();
  }

  @Mutation(() => StaffInvitation, {
    description: "An admin invites a colleague by e-mail (errorCode 0202005 if taken).",
  })
  inviteProviderStaff(
    @Arg("input", () => InviteStaffInput) input: InviteStaffInput,
    @Ctx() ctx: BffContext,
  ): Promise<StaffInvitation> {
    return ctx.dataSources.providerOrganisation.invite(input.email, input.role);
  }

  @Mutation(() => Boolean, { description: "An admin revokes a pending invitation." })
  revokeProviderInvitation(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<boolean> {
    return ctx.dataSources.providerOrganisation.revokeInvitation(id);
  }

  @Mutation(() => StaffMember, { description: "An admin changes a colleague's role (errorCode 0202001: last admin)." })
  changeProviderStaffRole(
    @Arg("input", () => ChangeStaffRoleInput) input: ChangeStaffRoleInput,
    @Ctx() ctx: BffContext,
  ): Promise<StaffMember> {
    return ctx.dataSources.providerOrganisation.changeRole(input.accountId, input.role);
  }

  @Mutation(() => ID, { description: "An admin removes a colleague (errorCode 0202001: last admin); answers its id." })
  removeProviderStaff(@Arg("accountId", () => ID) accountId: string, @Ctx() ctx: BffContext): Promise<string> {
    return ctx.dataSources.providerOrganisation.remove(accountId);
  }

  @Mutation(() => AcceptedInvitation, { description: "The signed-in account accepts an invitation link's token." })
  acceptProviderInvitation(
    @Arg("token", () => String) token: string,
    @Ctx() ctx: BffContext,
  ): Promise<AcceptedInvitation> {
    return ctx.dataSources.providerOrganisation.accept(token);
  }
}
