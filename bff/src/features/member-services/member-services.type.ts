import { restServiceMemberStateSchema } from "@iryo/domain/contracts/member-services";
import { ID } from "type-graphql";
import { contractType, nestedOrNull, provided } from "../../lib/graphql/contract-type.js";

const MemberNegotiationState = contractType(
  "MemberNegotiationState",
  restServiceMemberStateSchema.shape.negotiation.unwrap(),
  {
    description:
      "The member's open application for a service (at most one, ADR 106), else their newest negotiation about it.",
    fields: { negotiation_status: { name: "status", description: "@iryo/domain/negotiation-status 1–6." } },
  },
);

export const ServiceMemberState = contractType("ServiceMemberState", restServiceMemberStateSchema, {
  description: "What a member sees of a service beyond the public detail (ADR 060).",
  fields: {
    bookmark_count: { description: "How many services the member has bookmarked (limit 50)." },
    own_rating: false,
    rating_refusal_code: { description: "Why the member may not rate it: 0901001/2/3." },
    negotiation: nestedOrNull(MemberNegotiationState),
  },
  extra: {
    ownRatingId: {
      type: () => ID,
      nullable: true,
      from: (m) => (m.own_rating ? String(m.own_rating.rating_id) : null),
    },
    ownRatingStatus: {
      type: () => String,
      nullable: true,
      description: "pending or published; null when not rated.",
      from: (m) => m.own_rating?.status ?? null,
    },
  },
  // The service the state is of: the id the query asked for.
  provided: { serviceId: provided<string>({ type: () => ID }) },
});
export type ServiceMemberState = InstanceType<typeof ServiceMemberState>;
