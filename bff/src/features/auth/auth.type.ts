import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Who is signed in, and the three flags of product §4.3." })
export class Me {
  @Field(() => Boolean)
  loggedIn!: boolean;

  @Field(() => ID, { nullable: true })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The account's own address, known before the membership is registered (which takes it).",
  })
  email?: string | null;

  @Field(() => String, { nullable: true })
  hospitalName?: string | null;

  @Field(() => String, { nullable: true, description: "The department's label." })
  department?: string | null;

  @Field(() => Boolean)
  isPreMember!: boolean;

  @Field(() => String, { nullable: true, description: "The terms version the member accepted." })
  termsOfUseVersion?: string | null;

  @Field(() => String, { nullable: true, description: "The terms version in force." })
  systemTermsOfUseVersion?: string | null;

  @Field(() => Boolean, { description: "Must complete the pre-member information." })
  needsUserInfoUpdate!: boolean;

  @Field(() => Boolean, { description: "Must register the membership." })
  needsRegistration!: boolean;

  @Field(() => Boolean, { description: "Must accept the new terms of use." })
  needsTermsAcceptance!: boolean;

  @Field(() => Boolean, { description: "Whether the bell and the my-page menu are shown." })
  showsMemberMenu!: boolean;

  @Field(() => Boolean, { description: "A provider account (provider console), not a member." })
  isProvider!: boolean;

  @Field(() => String, { nullable: true, description: "member, provider or operator (ADR 102); null when signed out." })
  accountKind?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A member account's state: registering, pre-member, needs-terms, other-business or full (ADR 102).",
  })
  memberState?: string | null;

  @Field(() => Int, { nullable: true, description: "Lifetime of the session's id token in seconds, when known." })
  tokenLifetimeSeconds?: number | null;
}
