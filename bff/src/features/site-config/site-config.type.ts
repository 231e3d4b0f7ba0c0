import {
  bannerDocumentSchema,
  codeOptionSchema,
  homeCounselingDocumentSchema,
  homeSlideDocumentSchema,
  legalDocumentSchema,
  linkActionSchema,
  socialLinkSchema,
  systemConfigDocumentSchema,
  titledTextSchema,
} from "@iryo/domain/contracts/config-documents";
import { Field, Int, ObjectType } from "type-graphql";
import type { z } from "zod";
import { contractType, listOf, nestedOrNull } from "../../lib/graphql/contract-type.js";

export const Banner = contractType("Banner", bannerDocumentSchema.shape.banners.element, {
  description: "A site banner with a picture per screen size (PC 1318×100, mobile 750×176).",
  fields: { alt: { description: "Alternative text of the pictures." }, src: false },
  extra: {
    srcPc: { type: () => String, from: (b) => b.src.pc },
    srcSp: { type: () => String, from: (b) => b.src.sp },
  },
});
export type Banner = InstanceType<typeof Banner>;

const TitledText = contractType("TitledText", titledTextSchema);
const LinkAction = contractType("LinkAction", linkActionSchema);

export const HomeCounseling = contractType("HomeCounseling", homeCounselingDocumentSchema, {
  description: "The counseling section of the home page (home_counseling.json).",
  fields: { points: listOf(TitledText), cta: nestedOrNull(LinkAction) },
});
export type HomeCounseling = InstanceType<typeof HomeCounseling>;

const HomeSlideImage = contractType(
  "HomeSlideImage",
  homeSlideDocumentSchema.shape.slides.element.shape.image.unwrap(),
  {
    description: "An image slide's pictures (PC 1318×100, mobile 750×176) and their alternative text.",
    fields: { src: false },
    extra: {
      srcPc: { type: () => String, from: (i) => i.src.pc },
      srcSp: { type: () => String, from: (i) => i.src.sp },
    },
  },
);

const HomeSlideItem = contractType("HomeSlideItem", homeSlideDocumentSchema.shape.slides.element, {
  description: "One home slide: a text slide, or an image slide (its texts may then be empty).",
  fields: {
    link: { description: "Where the slide links; empty when it links nowhere." },
    image: nestedOrNull(HomeSlideImage, { description: "The pictures of an image slide; null on a text slide." }),
  },
});

export const HomeSlide = contractType("HomeSlide", homeSlideDocumentSchema, {
  description: "The slide section of the home page (home_slide.json).",
  fields: { slides: listOf(HomeSlideItem) },
});
export type HomeSlide = InstanceType<typeof HomeSlide>;

const DocumentSection = contractType("DocumentSection", legalDocumentSchema.shape.sections.element);

export const LegalDocument = contractType("LegalDocument", legalDocumentSchema, {
  description: "Terms of use or the privacy policy (terms.json, privacy.json).",
  fields: {
    version: { description: "The terms-of-use version; null for the privacy policy." },
    sections: listOf(DocumentSection),
  },
});
export type LegalDocument = InstanceType<typeof LegalDocument>;

const SocialLink = contractType("SocialLink", socialLinkSchema, {
  description: "One of the portal's own social accounts (x, facebook, youtube), linked from the footer.",
});

export const SystemConfig = contractType("SystemConfig", systemConfigDocumentSchema, {
  description: "system_config.json.",
  fields: {
    termsOfUseVersion: { type: () => Int, from: (v) => Number(v) },
    socialLinks: {
      type: () => [SocialLink],
      from: (links?: readonly z.input<typeof socialLinkSchema>[]) => (links ?? []).map((l) => SocialLink.from(l)),
    },
  },
});
export type SystemConfig = InstanceType<typeof SystemConfig>;

export const CodeOption = contractType("CodeOption", codeOptionSchema);
export type CodeOption = InstanceType<typeof CodeOption>;

@ObjectType({ description: "One enumeration of classification.json, e.g. corporateType." })
export class ClassificationEnumeration {
  @Field(() => String)
  name!: string;

  @Field(() => [CodeOption])
  options!: CodeOption[];
}

@ObjectType({ description: "classification.json: every enumeration of the forms." })
export class Classification {
  @Field(() => [ClassificationEnumeration])
  enumerations!: ClassificationEnumeration[];
}
