import { listHospitals } from "@iryo/domain/contracts/hospitals";
import { restMembershipSchema } from "@iryo/domain/contracts/membership";
import { Field, ID, InputType, Int } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";

export const Membership = contractType("Membership", restMembershipSchema, {
  description: "The member's registered information (product §3 membership); a pre-member may lack some of it.",
  fields: {
    // The GraphQL field stays a nullable ID, as it was declared; the api always sends one.
    user_id: { type: () => ID, nullable: true, from: (id) => String(id) },
    hospital_prefecture: { description: "Prefecture code of the facility." },
    department: { description: "Membership department type code." },
    email_magazine: { description: "1 receives the email magazine, 2 does not." },
    status_popup_closed_date: { description: "Day (YYYY-MM-DD) the status popup was last closed." },
    is_pre_member: false,
    terms_of_use_version: false,
  },
});
export type Membership = InstanceType<typeof Membership>;

export const Hospital = contractType("Hospital", listHospitals.response.shape.hospitals.element, {
  description: "A hospital of the autocomplete (fictional demo data).",
  id: "hospital_id",
  fields: { hospital_name: { name: "name" } },
});
export type Hospital = InstanceType<typeof Hospital>;

@InputType({ description: "The membership form (mirrors membershipFormSchema of @iryo/domain)." })
export class MembershipInput {
  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Int)
  hospitalPrefecture!: number;

  @Field(() => String)
  hospitalName!: string;

  @Field(() => Int)
  department!: number;

  @Field(() => Int)
  roleInDepartment!: number;

  @Field(() => String)
  position!: string;

  @Field(() => Int)
  workingCorporateType!: number;

  @Field(() => [Int])
  corporateTypes!: number[];

  @Field(() => Int)
  sickbedNumber!: number;

  @Field(() => Int)
  emailMagazine!: number;

  @Field(() => String, { nullable: true })
  referralCode?: string | null;
}

@InputType({ description: "Withdrawal: a retirement reason; other (8) needs a text." })
export class WithdrawInput {
  @Field(() => Int)
  retirementReason!: number;

  @Field(() => String, { nullable: true })
  retirementReasonOther?: string | null;
}
