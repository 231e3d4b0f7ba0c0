import {
  restOperatorAdvertisementSchema,
  restSiteContentDocumentSchema,
  restSiteContentSummarySchema,
  restSiteContentVersionSchema,
} from "@iryo/domain/contracts/site-content";
import { Field, InputType, Int } from "type-graphql";
import { contractType, listOf } from "../../lib/graphql/contract-type.js";

// The operator console's site content (issue 24 item 4, ADR 164). The api checks role and second
// factor and validates each document; these types mirror its answers.

export const SiteContentSummary = contractType("SiteContentSummary", restSiteContentSummarySchema, {
  description: "An editable /public/config document and its current version (null: still the shipped one).",
  fields: { name: { description: "banner, home_slide, home_counseling, privacy, terms or system_config." } },
});
export type SiteContentSummary = InstanceType<typeof SiteContentSummary>;

const SiteContentVersion = contractType("SiteContentVersion", restSiteContentVersionSchema, {
  description: "One published version of a document (a rollback names the version it restored).",
});

export const SiteContentDocument = contractType("SiteContentDocument", restSiteContentDocumentSchema, {
  description: "A document as its editor reads it: the current content as JSON text and its history.",
  fields: {
    document: { description: "The current content as JSON text (banner: the editor's list with periods)." },
    versions: listOf(SiteContentVersion),
  },
});
export type SiteContentDocument = InstanceType<typeof SiteContentDocument>;

export const OperatorAdvertisement = contractType("OperatorAdvertisement", restOperatorAdvertisementSchema, {
  description: "A home page advertisement as operators edit it.",
  id: "advertisement_id",
  fields: { label_style: { description: "1 red, 2 gray, 3 gradient, 4 black." } },
});
export type OperatorAdvertisement = InstanceType<typeof OperatorAdvertisement>;

@InputType({ description: "An advertisement as an editor sends it." })
export class AdvertisementInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  sponsorName?: string | null;

  @Field(() => String)
  linkUrl!: string;

  @Field(() => Int, { description: "1 red, 2 gray, 3 gradient, 4 black." })
  labelStyle!: number;

  @Field(() => String, { description: "ISO 8601 instant." })
  startsAt!: string;

  @Field(() => String, { nullable: true, description: "ISO 8601 instant; null: no end." })
  endsAt?: string | null;

  @Field(() => Int, { nullable: true })
  sortOrder?: number | null;
}
