import { inquiryType } from "@iryo/domain/classification";
import { restConciergeRequestSchema } from "@iryo/domain/contracts/concierge";
import { Field, InputType, Int } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";

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

export const ConciergeRequest = contractType("ConciergeRequest", restConciergeRequestSchema, {
  id: "request_id",
  extra: {
    inquiryTypeLabel: { type: () => String, from: (r) => inquiryType.labelOf(r.inquiry_type) ?? "" },
  },
});
export type ConciergeRequest = InstanceType<typeof ConciergeRequest>;
