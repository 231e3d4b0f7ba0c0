import { attributeSections } from "@iryo/domain/service-attribute-rows";
import { FEE_REQUIREMENTS, feeLevelLabel, feeReadiness, type ServiceAttributes } from "@iryo/domain/service-attributes";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import { Field, Int, ObjectType } from "type-graphql";

// Not /v1 objects: the rows are computed by the domain (service-attribute-rows.ts) from the /v1
// attributes, so that the detail page, /compare and the 稟議 sheet show the same text (ADR 153).

@ObjectType({ description: "One attribute of a service as a labelled row." })
export class AttributeRow {
  @Field(() => String, { description: "Stable across services (/compare lines rows up by it)." })
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String)
  value!: string;

  @Field(() => String, { nullable: true, description: "The published document, when there is one." })
  url!: string | null;

  @Field(() => String, { nullable: true, description: "expired (a lapsed certificate) or published." })
  mark!: string | null;
}

@ObjectType({ description: "A group of a service's attributes with its as-of date and verification." })
export class AttributeSection {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: "「2026/04/01時点（提供者の申告）」 or with 運営確認済み and the date." })
  provenance!: string;

  @Field(() => Boolean)
  verified!: boolean;

  @Field(() => [AttributeRow])
  rows!: AttributeRow[];
}

@ObjectType({ description: "A facility standard of 電子的診療情報連携体制整備加算." })
export class FeeRequirement {
  @Field(() => Int)
  no!: number;

  @Field(() => String)
  label!: string;
}

@ObjectType({ description: "Which level of 電子的診療情報連携体制整備加算 the product's functions support." })
export class FeeReadiness {
  @Field(() => Int, { nullable: true })
  level!: number | null;

  @Field(() => Int, { nullable: true })
  points!: number | null;

  @Field(() => String)
  label!: string;

  @Field(() => [FeeRequirement], { description: "この製品で満たせる要件." })
  met!: FeeRequirement[];

  @Field(() => [FeeRequirement], { description: "Product-dependent standards this product does not meet." })
  unmet!: FeeRequirement[];

  @Field(() => [FeeRequirement], { description: "Standards that depend on the facility, not on the product." })
  facilitySide!: FeeRequirement[];
}

const requirement = (r: (typeof FEE_REQUIREMENTS)[number]): FeeRequirement => ({ no: r.no, label: r.label });

export function toAttributeSections(a: ServiceAttributes | null): AttributeSection[] {
  return a
    ? attributeSections(a, tokyoDateKey(new Date())).map((s) => ({ ...s, rows: s.rows.map((r) => ({ ...r })) }))
    : [];
}

export function toFeeReadiness(a: ServiceAttributes | null): FeeReadiness | null {
  if (!a) return null;
  const fee = feeReadiness(a.medical_dx);
  return {
    level: fee.level,
    points: fee.points,
    label: feeLevelLabel(fee.level),
    met: fee.met.map(requirement),
    unmet: fee.unmet.map(requirement),
    facilitySide: fee.facility_side.map(requirement),
  };
}
