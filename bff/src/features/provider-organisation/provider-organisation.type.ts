import {
  restInvitationSchema,
  restOrganisationSchema,
  restProviderOrganisationSchema,
  restStaffMemberSchema,
} from "@iryo/domain/contracts/provider-organisation";
import { Field, Float, ID, InputType } from "type-graphql";
import { contractType, listOf, nested } from "../../lib/graphql/contract-type.js";

// The provider console's organisation page (ADR 142): the organisation, its staff and invitations.

const Organisation = contractType("ProviderOrganisationInfo", restOrganisationSchema, {
  description: "A provider organisation's business information (product §3).",
  fields: {
    capital_yen: {
      type: () => Float,
      nullable: true,
      description: "Capital in yen (may exceed a 32-bit integer).",
      from: (value) => value,
    },
    founded_on: { description: "YYYY-MM-DD, or null when unknown." },
  },
});

export const StaffMember = contractType("ProviderStaffMember", restStaffMemberSchema, {
  description: "A staff account of the organisation and its role (admin or editor).",
  id: "account_id",
  fields: { joined_at: { description: "When the account joined the organisation." } },
});
export type StaffMember = InstanceType<typeof StaffMember>;

export const StaffInvitation = contractType("ProviderStaffInvitation", restInvitationSchema, {
  description: "A pending invitation into the organisation.",
});
export type StaffInvitation = InstanceType<typeof StaffInvitation>;

export const ProviderOrganisation = contractType("ProviderOrganisation", restProviderOrganisationSchema, {
  description: "The signed-in staff member's organisation, its staff and pending invitations.",
  fields: {
    organisation: nested(Organisation),
    viewer_account_id: { description: "The signed-in staff member's account." },
    viewer_role: { description: "The signed-in staff member's role: admin or editor." },
    staff: listOf(StaffMember),
    invitations: listOf(StaffInvitation),
  },
});
export type ProviderOrganisation = InstanceType<typeof ProviderOrganisation>;

export const AcceptedInvitation = contractType(
  "AcceptedProviderInvitation",
  restProviderOrganisationSchema.shape.organisation.pick({ id: true, name: true }),
  { description: "The organisation the account has joined." },
);
export type AcceptedInvitation = InstanceType<typeof AcceptedInvitation>;

@InputType({ description: "An admin's invitation of a colleague." })
export class InviteStaffInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "admin or editor" })
  role!: string;
}

@InputType({ description: "A colleague's new role." })
export class ChangeStaffRoleInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => String, { description: "admin or editor" })
  role!: string;
}
