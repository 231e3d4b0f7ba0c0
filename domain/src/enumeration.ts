// A small builder for the coded enumerations of the spec: numeric code, Japanese label, optional
// extra fields, a label lookup, select options and a zod schema for the code.

import { z } from "zod";
import { FIELD_MESSAGE_CODES } from "./error-catalogue.js";

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
  /**
   * Parses a code given as a number or as a numeric string (the value of an HTML select). Empty
   * gives 0101001 (required), anything else that is not a code gives 0101002 (wrong format).
   */
  readonly schema: z.ZodType<M["code"], unknown>;
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === "";

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
  const schema = z.preprocess(
    numericStringToNumber,
    z.custom<Code>(isCode, {
      error: (issue) => (isEmpty(issue.input) ? FIELD_MESSAGE_CODES.required : FIELD_MESSAGE_CODES.wrongFormat),
    }),
  );
  return {
    members,
    codes: members.map((m) => m.code),
    isCode,
    member,
    label: (code) => member(code).label,
    labelOf: (value) => (isCode(value) ? member(value).label : undefined),
    options: members.map((m) => ({ value: m.code, label: m.label })),
    schema,
  };
}
