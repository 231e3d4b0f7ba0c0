import { restMembershipSchema } from "@iryo/domain/contracts/membership";
import { ID, Int } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";
import { inputType, optional } from "../../lib/graphql/field-table.js";

export const Membership = contractType("Membership", restMembershipSchema, {
  description: "The member's registered information (SPEC §3 membership); a pre-member may lack some of it.",
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

export const MembershipInput = inputType(
  "MembershipInput",
  "The membership form (mirrors membershipFormSchema of @iryo/domain).",
  {
    lastName: String,
    firstName: String,
    email: String,
    hospitalPrefecture: Int,
    hospitalName: String,
    department: Int,
    roleInDepartment: Int,
    position: String,
    workingCorporateType: Int,
    corporateTypes: [Int],
    sickbedNumber: Int,
    emailMagazine: Int,
    referralCode: optional(String),
  },
);
export type MembershipInput = InstanceType<typeof MembershipInput>;

export const WithdrawInput = inputType("WithdrawInput", "Withdrawal: a retirement reason; other (8) needs a text.", {
  retirementReason: Int,
  retirementReasonOther: optional(String),
});
export type WithdrawInput = InstanceType<typeof WithdrawInput>;
