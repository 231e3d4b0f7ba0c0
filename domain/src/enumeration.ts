// A small builder for the coded enumerations of the spec: numeric code, Japanese label, optional
// extra fields, a label lookup and select options. No zod here: the browser's public pages use
// enumerations for labels only, and the zod schema of a code is `codeSchema` (enumeration-schema.ts),
// which forms and the api import (ADR 095).

export interface EnumerationMember {
  readonly code: number;
  readonly label: string;
}

export interface Enumeration<M extends EnumerationMember> {
  /** The members in display order. */
  readonly members: readonly M[];
  /** The codes in display order. */
  readonly codes: readonly M["code"][];
  /** Whether `value` is one of the codes. */
  isCode(value: unknown): value is M["code"];
  /** The member of a code. */
  member(code: M["code"]): M;
  /** The Japanese label of a code. */
  label(code: M["code"]): string;
  /** The label of any value, or undefined when it is not a code (for data read from outside). */
  labelOf(value: unknown): string | undefined;
  /** `{ value, label }` pairs for dropdowns and radio groups. */
  readonly options: readonly { readonly value: M["code"]; readonly label: string }[];
}

/** Turns a numeric string into its number; leaves everything else alone. */
export function numericStringToNumber(value: unknown): unknown {
  return typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
}

export function defineEnumeration<const M extends EnumerationMember>(members: readonly M[]): Enumeration<M> {
  type Code = M["code"];
  const byCode = new Map<number, M>(members.map((m) => [m.code, m]));
  if (byCode.size !== members.length) throw new Error("defineEnumeration: duplicate code");
  const isCode = (value: unknown): value is Code => typeof value === "number" && byCode.has(value);
  const member = (code: Code): M => byCode.get(code) as M;
  return {
    members,
    codes: members.map((m) => m.code),
    isCode,
    member,
    label: (code) => member(code).label,
    labelOf: (value) => (isCode(value) ? member(value).label : undefined),
    options: members.map((m) => ({ value: m.code, label: m.label })),
  };
}
