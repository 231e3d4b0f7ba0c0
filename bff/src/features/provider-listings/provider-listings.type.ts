import {
  fieldDiffSchema,
  fieldValueSchema,
  materialFileVersionSchema,
  materialVersionSchema,
  restChangePageSchema,
  restChangeSchema,
  restEditableServiceSchema,
  restLinkableItemSchema,
  restOperatorChangeSchema,
  restOwnServiceSchema,
  serviceFaqSchema,
  serviceListingSchema,
} from "@iryo/domain/contracts/provider-listings";
import { Field, ID, InputType, Int } from "type-graphql";
import type { z } from "zod";
import { contractType, listOf, nested, nestedOrNull } from "../../lib/graphql/contract-type.js";

// The provider console's listings and the publishing workflow (ADR 143, 144).

const ServiceFaq = contractType("ServiceListingFaq", serviceFaqSchema, { description: "A question and its answer." });

const ServiceListing = contractType("ServiceListing", serviceListingSchema, {
  description: "A service's editable version (product §3): a draft's, or the public one.",
  fields: {
    faqs: listOf(ServiceFaq),
    institution_types: { description: "Target institution types 1–10." },
    logo: {
      description: "The public logo's URL path, the storage key of a logo uploaded for the draft, or null.",
    },
    listing_starts_on: { description: "YYYY-MM-DD (Asia/Tokyo), or null." },
    listing_ends_on: { description: "YYYY-MM-DD (Asia/Tokyo), or null." },
  },
});

const FieldDiff = contractType("ChangeFieldDiff", fieldDiffSchema, {
  description: "One changed field of a submission: its key, Japanese label and both values as text.",
});

const FieldValue = contractType("ChangeFieldValue", fieldValueSchema, {
  description: "One field of a public version: its key, Japanese label and value as the diff writes values.",
});

export const PublishingChange = contractType("PublishingChange", restChangeSchema, {
  description: "A proposed version of a public object and where it stands (draft, submitted, … rejected).",
  fields: {
    diff: listOf(FieldDiff),
    reason: { description: "The operator's reason, for a rejected change." },
    service_id: { description: "The service the change is edited under (listings, attributes, materials); else null." },
  },
});
export type PublishingChange = InstanceType<typeof PublishingChange>;

export const ChangePage = contractType("PublishingChangePage", restChangePageSchema, {
  description: "One page of changes.",
  fields: { changes: listOf(PublishingChange) },
});
export type ChangePage = InstanceType<typeof ChangePage>;

export const OwnService = contractType("ProviderOwnService", restOwnServiceSchema, {
  description: "A service of the signed-in staff member's organisation and where it stands.",
  fields: {
    status: { description: "public, draft, submitted, approved (for later) or rejected." },
    change_id: { description: "The open change, or the last rejected one." },
  },
});
export type OwnService = InstanceType<typeof OwnService>;

const LinkableItem = contractType("ProviderLinkableItem", restLinkableItemSchema, {
  description: "A seminar or article a service may be related to.",
});

export const EditableService = contractType("ProviderEditableService", restEditableServiceSchema, {
  description: "A service as its staff edit it: the open draft, else the public version.",
  fields: {
    listing: nested(ServiceListing),
    public_listing: nested(ServiceListing),
    change: nestedOrNull(PublishingChange),
    listing_started: { description: "The public listing has started: only its end date may change (0301002)." },
    linkable_seminars: listOf(LinkableItem),
    linkable_contents: listOf(LinkableItem),
  },
});
export type EditableService = InstanceType<typeof EditableService>;

const MaterialFileVersion = contractType("MaterialFileVersion", materialFileVersionSchema, {
  description: "A material's file as a change holds it: the name as uploaded, its size and checked type.",
});

export const MaterialVersion = contractType("MaterialVersion", materialVersionSchema, {
  description: "A material's version in a change (ADR 145): title, description, file, or a retirement.",
  fields: { file: nested(MaterialFileVersion), upload_key: false },
});
export type MaterialVersion = InstanceType<typeof MaterialVersion>;

export const OperatorChange = contractType("OperatorPublishingChange", restOperatorChangeSchema, {
  description: "A change for an operator: its diff, the proposed version and the public version now.",
  fields: {
    change: nested(PublishingChange),
    payload: nestedOrNull(ServiceListing),
    current: nestedOrNull(ServiceListing),
    material: nestedOrNull(MaterialVersion),
    current_material: nestedOrNull(MaterialVersion),
    current_fields: {
      type: () => [FieldValue],
      nullable: true,
      description:
        "The object's public version now, every field as the diff writes values (any kind of object); null when nothing is public.",
      from: (value: readonly z.output<typeof fieldValueSchema>[] | null) =>
        value?.map((v) => FieldValue.from(v)) ?? null,
    },
  },
});
export type OperatorChange = InstanceType<typeof OperatorChange>;

@InputType("ServiceListingFaqInput")
class ServiceFaqInput {
  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;
}

@InputType({ description: "A service's editable version as the staff save it (product §3)." })
export class ServiceListingInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int, { nullable: true })
  installationCount!: number | null;

  @Field(() => String)
  price!: string;

  @Field(() => String)
  initialCost!: string;

  @Field(() => Boolean)
  hasFreeTrial!: boolean;

  @Field(() => Boolean)
  hasFreePlan!: boolean;

  @Field(() => String)
  serviceUrl!: string;

  @Field(() => String)
  ratePlan!: string;

  @Field(() => String)
  targetBedCount!: string;

  @Field(() => [Int])
  institutionTypes!: number[];

  @Field(() => [ServiceFaqInput])
  faqs!: ServiceFaqInput[];

  @Field(() => String, { nullable: true })
  videoUrl!: string | null;

  @Field(() => [ID])
  categoryIds!: string[];

  @Field(() => [ID])
  issueIds!: string[];

  @Field(() => [ID])
  departmentIds!: string[];

  @Field(() => [ID])
  relatedContentIds!: string[];

  @Field(() => [ID])
  relatedSeminarIds!: string[];

  @Field(() => String, { nullable: true })
  logo!: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" })
  listingStartsOn!: string | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" })
  listingEndsOn!: string | null;
}
