import {
  restOperatorOrganisationDetailSchema,
  restOperatorOrganisationSchema,
  restSupportMemberSchema,
} from "@iryo/domain/contracts/operator-support";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";
import { PageArgs, Paginated } from "../../lib/graphql/paginated.js";

// Organisations and member support in the operator console (issue 24 item 5, ADR 166). Every check of
// kind, role and second factor is the api's; these types mirror its answers.

export const OperatorOrganisation = contractType("OperatorOrganisation", restOperatorOrganisationSchema, {
  description: "A provider organisation as the console lists it: business information, counts and state.",
  fields: {
    business_kind: { description: "it_vendor or other_business (ADR 161)." },
    capital_yen: {
      type: () => Float,
      nullable: true,
      description: "Capital in yen (may exceed a 32-bit integer).",
      from: (value) => value,
    },
    founded_on: { description: "YYYY-MM-DD, or null when unknown." },
    suspended_at: { description: "When it was suspended; null while it is not." },
  },
});
export type OperatorOrganisation = InstanceType<typeof OperatorOrganisation>;

@ObjectType({ description: "One page of provider organisations, newest first." })
export class OperatorOrganisationPage extends Paginated(OperatorOrganisation) {}

const detail = restOperatorOrganisationDetailSchema.shape;
const OrganisationStaff = contractType("OperatorOrganisationStaff", detail.staff.element, {
  description: "A staff account of the organisation and its role.",
  id: "account_id",
});
const OrganisationInvitation = contractType("OperatorOrganisationInvitation", detail.invitations.element, {
  description: "A pending invitation into the organisation.",
});
export type OrganisationInvitation = InstanceType<typeof OrganisationInvitation>;
export { OrganisationInvitation };

export const OperatorOrganisationDetail = contractType(
  "OperatorOrganisationDetail",
  restOperatorOrganisationDetailSchema,
  {
    description: "One organisation with its staff and pending invitations.",
    fields: {
      organisation: nested(OperatorOrganisation),
      staff: listOf(OrganisationStaff),
      invitations: listOf(OrganisationInvitation),
    },
  },
);
export type OperatorOrganisationDetail = InstanceType<typeof OperatorOrganisationDetail>;

const membership = restSupportMemberSchema.shape.membership.unwrap();
const SupportMembership = contractType("SupportMembership", membership, {
  description: "The member's registration: name, hospital and terms (nothing of negotiations).",
});

export const SupportMember = contractType("SupportMember", restSupportMemberSchema, {
  description: "A member account found by its exact address: account and membership only (ADR 150, 166).",
  id: "account_id",
  fields: {
    status: { description: "unconfirmed, active or withdrawn." },
    member_state: { description: "registering, pre-member, needs-terms, other-business or full (ADR 102)." },
    membership: nestedOrNull(SupportMembership),
  },
});
export type SupportMember = InstanceType<typeof SupportMember>;

@ArgsType()
export class OperatorOrganisationsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Part of the company name." })
  keyword?: string | null;

  @Field(() => String, { nullable: true, description: "active or suspended; both when left out." })
  state?: string | null;
}

@InputType({ description: "A new provider organisation (the api checks every field)." })
export class CreateOrganisationInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "it_vendor or other_business." })
  businessKind!: string;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => Float, { nullable: true, description: "Capital in yen." })
  capitalYen?: number | null;

  @Field(() => String, { nullable: true })
  representative?: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." })
  foundedOn?: string | null;
}

@InputType({ description: "A member's withdrawal on request: the member's reason and the operator's note." })
export class WithdrawMemberInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => Int, { description: "The retirement reason (product §2.3); 8 (other) needs its text." })
  retirementReason!: number;

  @Field(() => String, { nullable: true })
  retirementReasonOther?: string | null;

  @Field(() => String, { description: "Why, as the operator writes it down for the audit log." })
  reason!: string;
}
