import { inquiryType } from "@iryo/domain/classification";
import { restConciergeRequestSchema } from "@iryo/domain/contracts/concierge";
import { Int } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";
import { described, inputType, optional } from "../../lib/graphql/field-table.js";

export const ConciergeRequestInput = inputType(
  "ConciergeRequestInput",
  "A concierge consultation request (validated by the api with @iryo/domain/concierge).",
  {
    inquiryType: described(Int, "inquiry type (classification enumeration)."),
    body: described(String, "What the member wants to consult (≤ 500 characters)."),
    contactName: String,
    contactEmail: String,
    hospitalName: String,
    contactPhone: optional(String),
  },
);
export type ConciergeRequestInput = InstanceType<typeof ConciergeRequestInput>;

export const ConciergeRequest = contractType("ConciergeRequest", restConciergeRequestSchema, {
  id: "request_id",
  extra: {
    inquiryTypeLabel: { type: () => String, from: (r) => inquiryType.labelOf(r.inquiry_type) ?? "" },
  },
});
export type ConciergeRequest = InstanceType<typeof ConciergeRequest>;
