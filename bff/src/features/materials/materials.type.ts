import { DateTimeISOResolver } from "graphql-scalars";
import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "One member detail a provider receives with a material download." })
export class SharedMemberDetail {
  @Field(() => String)
  key!: string;

  @Field(() => String, { description: "Japanese label, e.g. 氏名." })
  label!: string;

  @Field(() => String, { description: "The member's value, exactly as the provider receives it." })
  value!: string;
}

@ObjectType({ description: "The consent asked before the first material download." })
export class MaterialConsent {
  @Field(() => Int)
  consentVersion!: number;

  @Field(() => Boolean, { description: "Whether the member agreed to this version." })
  consented!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true })
  consentedAt!: Date | null;

  @Field(() => [SharedMemberDetail])
  sharedDetails!: SharedMemberDetail[];
}
