import {
  listUnverifiedAttributes,
  restAttributeGroupSchema,
  restServiceAttributeReviewSchema,
  restUnverifiedServiceSchema,
} from "@iryo/domain/contracts/service-attribute-edits";
import { Field, ID, ObjectType } from "type-graphql";
import { contractType, listOf } from "../../lib/graphql/contract-type.js";
import { PublishingChange } from "../provider-listings/provider-listings.type.js";

// Structured attributes edited by providers and verified by operators (ADR 170).

@ObjectType("PublishedAttributeGroup", { description: "A published attribute group's as-of date and verification." })
export class PublishedAttributeGroup {
  @Field(() => String, { description: "disclosure, security, medical_dx, interoperability or subsidy." })
  key!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "「2026/04/01時点（提供者の申告）」 or with 運営確認済み and the date." })
  provenance!: string;

  @Field(() => Boolean)
  verified!: boolean;
}

@ObjectType("ProviderServiceAttributes", {
  description: "A service's structured attributes as its staff edit them.",
})
export class ProviderServiceAttributes {
  @Field(() => ID)
  serviceId!: string;

  @Field(() => String)
  serviceName!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The open draft's values (else the last rejected change's, else the public ones) as JSON text of the domain's editableServiceAttributesSchema; null when the service has none.",
  })
  valuesJson!: string | null;

  @Field(() => [PublishedAttributeGroup], { description: "Each published group's as-of date and 運営確認済み." })
  publishedGroups!: PublishedAttributeGroup[];

  @Field(() => PublishingChange, { nullable: true, description: "The open change, or the last rejected one." })
  change!: PublishingChange | null;
}

const AttributeReviewRow = contractType("AttributeReviewRow", restAttributeGroupSchema.shape.rows.def.element, {
  description: "One attribute as the detail page shows it.",
});

const AttributeGroupReview = contractType("AttributeGroupReview", restAttributeGroupSchema, {
  description: "One published attribute group with its verification.",
  fields: {
    key: { description: "disclosure, security, medical_dx, interoperability or subsidy." },
    as_of: { description: "YYYY-MM-DD: the date the values hold for." },
    verified_by: { description: "The verifying operator's display name." },
    rows: listOf(AttributeReviewRow),
  },
});

export const AttributeReview = contractType("AttributeReview", restServiceAttributeReviewSchema, {
  description: "A service's published attribute groups for an operator's verification.",
  fields: { groups: listOf(AttributeGroupReview) },
});
export type AttributeReview = InstanceType<typeof AttributeReview>;

const UnverifiedAttributeService = contractType("UnverifiedAttributeService", restUnverifiedServiceSchema, {
  description: "A service with attribute groups not verified yet.",
  fields: { oldest_as_of: { description: "YYYY-MM-DD: the oldest as-of date of its unverified groups." } },
});

export const UnverifiedAttributesPage = contractType("UnverifiedAttributesPage", listUnverifiedAttributes.response, {
  description: "One page of services with unverified attribute groups, oldest as-of date first.",
  fields: { services: listOf(UnverifiedAttributeService) },
});
export type UnverifiedAttributesPage = InstanceType<typeof UnverifiedAttributesPage>;
