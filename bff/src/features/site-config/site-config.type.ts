import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A site banner with a picture per screen size (PC 1318×100, mobile 750×176)." })
export class Banner {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "Alternative text of the pictures." })
  alt!: string;

  @Field(() => String)
  link!: string;

  @Field(() => String)
  srcPc!: string;

  @Field(() => String)
  srcSp!: string;
}

@ObjectType()
export class TitledText {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType()
export class LinkAction {
  @Field(() => String)
  label!: string;

  @Field(() => String)
  link!: string;
}

@ObjectType({ description: "The counseling section of the home page (home_counseling.json)." })
export class HomeCounseling {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  lead!: string;

  @Field(() => [TitledText])
  points!: TitledText[];

  @Field(() => LinkAction, { nullable: true })
  cta!: LinkAction | null;
}

@ObjectType()
export class HomeSlideItem {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String)
  link!: string;

  @Field(() => String)
  linkLabel!: string;
}

@ObjectType({ description: "The slide section of the home page (home_slide.json)." })
export class HomeSlide {
  @Field(() => String)
  title!: string;

  @Field(() => [HomeSlideItem])
  slides!: HomeSlideItem[];
}

@ObjectType()
export class DocumentSection {
  @Field(() => String)
  heading!: string;

  @Field(() => [String])
  paragraphs!: string[];
}

@ObjectType({ description: "Terms of use or the privacy policy (terms.json, privacy.json)." })
export class LegalDocument {
  @Field(() => String)
  title!: string;

  @Field(() => Int, { nullable: true, description: "The terms-of-use version; null for the privacy policy." })
  version!: number | null;

  @Field(() => String)
  updatedOn!: string;

  @Field(() => String)
  preamble!: string;

  @Field(() => [DocumentSection])
  sections!: DocumentSection[];
}

@ObjectType({ description: "system_config.json." })
export class SystemConfig {
  @Field(() => String)
  providerContactEmail!: string;

  @Field(() => Int)
  termsOfUseVersion!: number;
}

@ObjectType()
export class CodeOption {
  @Field(() => Int)
  value!: number;

  @Field(() => String)
  label!: string;
}

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
