import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType({
  description: "The member's registered information (SPEC §3 membership); a pre-member may lack some of it.",
})
export class Membership {
  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => Int, { nullable: true, description: "Prefecture code of the facility." })
  hospitalPrefecture!: number | null;

  @Field(() => String)
  hospitalName!: string;

  @Field(() => Int, { nullable: true, description: "Membership department type code." })
  department!: number | null;

  @Field(() => Int, { nullable: true })
  roleInDepartment!: number | null;

  @Field(() => String)
  position!: string;

  @Field(() => Int, { nullable: true })
  workingCorporateType!: number | null;

  @Field(() => [Int])
  corporateTypes!: number[];

  @Field(() => Int, { nullable: true })
  sickbedNumber!: number | null;

  @Field(() => Int, { nullable: true, description: "1 receives the email magazine, 2 does not." })
  emailMagazine!: number | null;

  @Field(() => String, { nullable: true })
  referralCode!: string | null;

  @Field(() => String, { nullable: true, description: "Day (YYYY-MM-DD) the status popup was last closed." })
  statusPopupClosedDate!: string | null;
}

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
