import { diffVersions } from "@iryo/domain/publishing";

const NONE = "（なし）";
const NUMERIC = /^\d+$/;

/** `listing_starts_on` → `listingStartsOn`: the GraphQL name of a REST field. */
function camel(field: string): string {
  return field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Ids arrive as strings through GraphQL; the diff's text sorts them as numbers, as the api does. */
function restValue(value: unknown): unknown {
  if (Array.isArray(value) && value.every((v) => typeof v === "string" && NUMERIC.test(v))) return value.map(Number);
  if (Array.isArray(value)) {
    return value.map((v) => {
      if (typeof v !== "object" || v === null) return v;
      const { __typename: _, ...rest } = v as Record<string, unknown>;
      return rest;
    });
  }
  return value;
}

/**
 * One field of the current public listing as the diff shows values (the same text as its 変更前 and
 * 変更後), so the operator sees whether the public version moved since the submission.
 */
export function currentValueText(current: Readonly<Record<string, unknown>> | null, field: string): string {
  if (!current) return NONE;
  const [diff] = diffVersions(null, { [field]: restValue(current[camel(field)]) }, { [field]: field });
  return diff?.after ?? NONE;
}
