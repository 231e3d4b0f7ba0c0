import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@InputType({ description: "A concierge consultation request (validated by the api with @iryo/domain/concierge)." })
export class ConciergeRequestInput {
  @Field(() => Int, { description: "inquiry type (classification enumeration)." })
  inquiryType!: number;

  @Field(() => String, { description: "What the member wants to consult (≤ 500 characters)." })
  body!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => String)
  contactEmail!: string;

  @Field(() => String)
  hospitalName!: string;

  @Field(() => String, { nullable: true })
  contactPhone?: string | null;
}

@ObjectType()
export class ConciergeRequest {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  inquiryType!: number;

  @Field(() => String)
  inquiryTypeLabel!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => String)
  contactEmail!: string;

  @Field(() => String, { nullable: true })
  contactPhone!: string | null;

  @Field(() => String)
  hospitalName!: string;

  @Field(() => DateTimeISOResolver)
  createdAt!: Date;
}
