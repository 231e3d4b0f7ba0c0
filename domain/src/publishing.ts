// The publishing workflow (ADR 143): a provider's staff propose a version of a public object as a draft,
// submit it, and an operator approves (at once or at a chosen time) or rejects it with a reason. Visitors
// only ever see the last approved version.

/** The kinds of public object that go through the workflow. */
export const PUBLISHING_OBJECT_TYPES = ["service", "material", "seminar", "article", "attributes"] as const;
export type PublishingObjectType = (typeof PUBLISHING_OBJECT_TYPES)[number];

/**
 * draft: being edited; submitted: waiting for an operator; approved: approved, published at `publish_at`;
 * published: applied to the public tables; rejected: refused with a reason; withdrawn: dropped by staff.
 */
export const CHANGE_STATES = ["draft", "submitted", "approved", "published", "rejected", "withdrawn"] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];

/** The states in which a change still holds its object (at most one per object). */
export const OPEN_CHANGE_STATES = ["draft", "submitted", "approved"] as const satisfies readonly ChangeState[];

export const CHANGE_STATE_LABEL: Readonly<Record<ChangeState, string>> = {
  draft: "下書き",
  submitted: "審査中",
  approved: "公開予約",
  published: "公開済み",
  rejected: "差し戻し",
  withdrawn: "取り下げ",
};

/** One changed field of a submission: its key, its Japanese label, and both values as shown. */
export interface FieldDiff {
  readonly field: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

/** One field of a public version as the operators' review shows it: key, Japanese label, value as text. */
export interface FieldValue {
  readonly field: string;
  readonly label: string;
  readonly value: string;
}

/** How long a rejection reason may be. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** A value as one line of text for the diff (arrays of ids sorted, FAQs as "Q / A" lines). */
function diffText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "（なし）";
  if (typeof value === "boolean") return value ? "あり" : "なし";
  if (Array.isArray(value)) {
    if (value.length === 0) return "（なし）";
    if (value.every((v) => typeof v === "number")) return [...value].sort((a, b) => a - b).join(", ");
    return value
      .map((v) => (typeof v === "object" && v !== null ? Object.values(v).join(" / ") : String(v)))
      .join("\n");
  }
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The field-by-field difference between the public version and the proposed one, in the order of
 * `labels` (fields without a label are not compared).
 */
export function diffVersions(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const was = diffText(before?.[field]);
    const now = diffText(after[field]);
    if (was !== now) diffs.push({ field, label, before: was, after: now });
  }
  return diffs;
}

/**
 * Every field of a version as the diff writes values, in the order of `labels`: what the operators'
 * review shows as 「現在の公開内容」 beside a change's 変更前 and 変更後.
 */
export function versionFields(version: Readonly<Record<string, unknown>>, labels: Readonly<Record<string, string>>) {
  return Object.entries(labels).map(
    ([field, label]): FieldValue => ({ field, label, value: diffText(version[field]) }),
  );
}
