// Providers edit a service's attributes through the publishing workflow and operators verify them group
// by group (ADR 170). What a draft holds, what its diff shows, which groups an approval changes, and the
// field errors of a refused draft.

import type { FieldDiff, FieldValue } from "./publishing.js";
import { attributeSections } from "./service-attribute-rows.js";
import {
  ATTRIBUTE_GROUP,
  type AttributeGroup,
  type AttributeProvenance,
  type ServiceAttributes,
} from "./service-attributes.js";
import type { DateKey } from "./tokyo-date.js";

/** The five groups by key, in the order of the detail page. */
export const ATTRIBUTE_GROUP_KEYS = ["disclosure", "security", "medical_dx", "interoperability", "subsidy"] as const;
export type AttributeGroupKey = (typeof ATTRIBUTE_GROUP_KEYS)[number];

/** The stored group (service_attributes.attribute_group) of each key. */
export const ATTRIBUTE_GROUP_OF_KEY = {
  disclosure: ATTRIBUTE_GROUP.DISCLOSURE,
  security: ATTRIBUTE_GROUP.SECURITY,
  medical_dx: ATTRIBUTE_GROUP.MEDICAL_DX,
  interoperability: ATTRIBUTE_GROUP.INTEROPERABILITY,
  subsidy: ATTRIBUTE_GROUP.SUBSIDY,
} as const satisfies Record<AttributeGroupKey, AttributeGroup>;

type WithoutVerification<T> = { readonly [K in keyof T as K extends "verified_at" ? never : K]: T[K] };

/** A service's attributes as a provider edits them: every group without its verification. */
export type EditableServiceAttributes = {
  readonly [K in AttributeGroupKey]: WithoutVerification<ServiceAttributes[K]>;
};

/** The editable part of published attributes. */
export function editableOf(a: ServiceAttributes): EditableServiceAttributes {
  const strip = <T extends AttributeProvenance>({ verified_at: _verified, ...rest }: T) => rest;
  return {
    disclosure: strip(a.disclosure),
    security: strip(a.security),
    medical_dx: strip(a.medical_dx),
    interoperability: strip(a.interoperability),
    subsidy: strip(a.subsidy),
  };
}

/** A group's values as one comparable text (keys sorted, so the order of a JSON body never counts). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The groups whose values (or as-of date) differ; every group when there is no public version. */
export function changedGroups(
  before: EditableServiceAttributes | null,
  after: EditableServiceAttributes,
): AttributeGroupKey[] {
  return ATTRIBUTE_GROUP_KEYS.filter((key) => before === null || canonical(before[key]) !== canonical(after[key]));
}

/**
 * The attributes an approval publishes: the proposed values, with the verification of each unchanged
 * group kept and that of each changed group cleared.
 */
export function publishedAfterApproval(
  current: ServiceAttributes | null,
  proposed: EditableServiceAttributes,
): ServiceAttributes {
  const changed = new Set(changedGroups(current ? editableOf(current) : null, proposed));
  const verifiedAt = (key: AttributeGroupKey) => (changed.has(key) || !current ? null : current[key].verified_at);
  return {
    disclosure: { ...proposed.disclosure, verified_at: verifiedAt("disclosure") },
    security: { ...proposed.security, verified_at: verifiedAt("security") },
    medical_dx: { ...proposed.medical_dx, verified_at: verifiedAt("medical_dx") },
    interoperability: { ...proposed.interoperability, verified_at: verifiedAt("interoperability") },
    subsidy: { ...proposed.subsidy, verified_at: verifiedAt("subsidy") },
  };
}

/**
 * The attributes as rows of the detail page's sections (the same text visitors read, ADR 153) and one
 * row per group's as-of date, labelled 「group：row」: what the diff compares and the review shows.
 */
export function attributeFields(a: EditableServiceAttributes, today: DateKey): FieldValue[] {
  const rows: FieldValue[] = [];
  for (const section of attributeSections(publishedAfterApproval(null, a), today)) {
    rows.push({
      field: `${section.key}.as_of`,
      label: `${section.title}：時点`,
      value: a[section.key as AttributeGroupKey].as_of,
    });
    for (const row of section.rows) {
      const value = row.url ? `${row.value} ${row.url}` : row.value;
      rows.push({ field: row.key, label: `${section.title}：${row.label}`, value });
    }
  }
  return rows;
}

/** The diff of a submission: one entry per changed row of `attributeFields`. */
export function attributeDiff(
  before: EditableServiceAttributes | null,
  after: EditableServiceAttributes,
  today: DateKey,
): FieldDiff[] {
  const was = new Map(before ? attributeFields(before, today).map((r) => [r.field, r.value]) : []);
  const diffs: FieldDiff[] = [];
  for (const now of attributeFields(after, today)) {
    const old = was.get(now.field) ?? "（なし）";
    if (old !== now.value) diffs.push({ field: now.field, label: now.label, before: old, after: now.value });
  }
  return diffs;
}

/** A zod issue as far as field errors need it. */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly input?: unknown;
}

/**
 * The field errors of a refused draft: the first issue of each field as `{ "security.data_centre":
 * code }`, 0101001 for a missing value and 0101002 for any other (the codes of FIELD_MESSAGE_CODES).
 */
export function attributeFieldErrors(issues: readonly Issue[]): Record<string, "0101001" | "0101002"> {
  const errors: Record<string, "0101001" | "0101002"> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "attributes";
    if (Object.hasOwn(errors, field)) continue;
    errors[field] = issue.code === "invalid_type" && issue.input === undefined ? "0101001" : "0101002";
  }
  return errors;
}
