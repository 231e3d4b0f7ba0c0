// The shared rule builders of product §5, as zod checks whose issue messages are catalogue codes
// (with parameters encoded, e.g. "0101004|Max=50"; see error-catalogue.ts `fieldErrorMessage`).
// Every rule but `required` and `confirmTick` lets an empty value pass: emptiness is `required`'s job.

import * as z from "zod/mini";
import { encodeMessage, FIELD_MESSAGE_CODES, type MessageKey } from "../error-catalogue.js";
import { formatNumber, parseNumber } from "../format/number.js";

const { required: REQUIRED, wrongFormat: WRONG_FORMAT } = FIELD_MESSAGE_CODES;

type Check<T> = z.core.$ZodCheck<T>;

/** Empty for the rules: undefined, null, blank text, or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/** Characters as a person counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

function rule<T>(test: (value: T) => boolean, message: string): Check<T> {
  return z.refine<T>((value) => isEmptyValue(value) || test(value), message);
}

/** Something must be entered or chosen (0101001). */
export function required<T = unknown>(): Check<T> {
  return z.refine<T>((value) => !isEmptyValue(value), REQUIRED);
}

/** At most `max` characters (0101004, `{{Max}}`). */
export function maxLength(max: number): Check<string> {
  return rule((v) => characterCount(v) <= max, encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: max }));
}

/** At least `min` characters (0101005, `{{Min}}`). */
export function minLength(min: number): Check<string> {
  return rule((v) => characterCount(v) >= min, encodeMessage(FIELD_MESSAGE_CODES.minLength, { Min: min }));
}

function toNumber(value: string | number): number | undefined {
  return typeof value === "number" ? value : parseNumber(value);
}

/** A number, possibly typed with thousands separators (0101002 when it is not one). */
export function numeric(): Check<string | number> {
  return rule((v) => toNumber(v) !== undefined && Number.isFinite(toNumber(v)), WRONG_FORMAT);
}

/** A whole number, possibly typed with thousands separators (0101002 when it is not one). */
export function integer(): Check<string | number> {
  return rule((v) => Number.isInteger(toNumber(v)), WRONG_FORMAT);
}

/** At most `max` (0101006, `{{Max}}` shown with separators). Non-numbers are left to `numeric`. */
export function maxValue(max: number): Check<string | number> {
  return rule(
    (v) => !((toNumber(v) ?? Number.NaN) > max),
    encodeMessage(FIELD_MESSAGE_CODES.maxValue, { Max: formatNumber(max) }),
  );
}

/** At least `min` (UI message `minValue`, `{{Min}}` shown with separators). */
export function minValue(min: number): Check<string | number> {
  return rule((v) => !((toNumber(v) ?? Number.NaN) < min), encodeMessage("minValue", { Min: formatNumber(min) }));
}

/**
 * A standard email address: the WHATWG form pattern, with a dot in the domain so that a bare
 * host such as "user@localhost" is refused.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Email format (0101002). */
export function emailFormat(): Check<string> {
  return rule((v) => EMAIL_PATTERN.test(v), WRONG_FORMAT);
}

/** Symbols a password may contain besides letters and digits (product §5). */
export const PASSWORD_SYMBOLS = "^$*.[]{}()?\"!@#%&/\\,><':;|_~`";

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, (c) => `\\${c}`);

/** Letters and digits both, 8 to 98 characters, only letters, digits and the listed symbols. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9${escapeForClass(PASSWORD_SYMBOLS)}]{8,98}$`,
);

/** The password pattern (0201003). */
export function passwordPattern(): Check<string> {
  return rule((v) => PASSWORD_PATTERN.test(v), encodeMessage("0201003"));
}

/** A confirmation tick box must be ticked (0101003). */
export function confirmTick(): Check<unknown> {
  return z.refine<unknown>((value) => value === true, FIELD_MESSAGE_CODES.mustBeChecked);
}

/** Must match `regex` (0101002 unless another key is given). */
export function pattern(regex: RegExp, key: MessageKey = WRONG_FORMAT): Check<string> {
  return rule((v) => regex.test(v), encodeMessage(key));
}

/** Must start with one of `prefixes` (0101002 unless another key is given). */
export function startsWithAnyPrefix(prefixes: readonly string[], key: MessageKey = WRONG_FORMAT): Check<string> {
  return rule((v) => prefixes.some((p) => v.startsWith(p)), encodeMessage(key));
}

/**
 * Field `field` of an object must equal field `other` (0101007 unless another key is given); the
 * issue is reported on `field`. Runs only once both fields are otherwise valid.
 */
export function sameAs<T extends Record<string, unknown>>(
  field: keyof T & string,
  other: keyof T & string,
  key: MessageKey = FIELD_MESSAGE_CODES.samePassword,
): Check<T> {
  return z.superRefine<T>((value, ctx) => {
    if (isEmptyValue(value[field]) || value[field] === value[other]) return;
    ctx.addIssue({ code: "custom", path: [field], message: encodeMessage(key), input: value[field] });
  });
}

export interface SelectOption {
  readonly value: string | number;
  readonly disabled?: boolean;
}

const sameOption = (a: unknown, b: string | number) => String(a) === String(b);

/** A dropdown value must be one of the options and not a disabled one (0101002). */
export function dropdownValueExists(options: readonly SelectOption[]): Check<unknown> {
  return rule<unknown>((v) => options.some((o) => !o.disabled && sameOption(v, o.value)), WRONG_FORMAT);
}

/** A radio value must be one of the offered values (0101002). */
export function radioValueExists(values: readonly (string | number)[]): Check<unknown> {
  return rule<unknown>((v) => values.some((o) => sameOption(v, o)), WRONG_FORMAT);
}

/** Every ticked checkbox value must be one of the offered values (0101002). */
export function checkboxValuesExist(values: readonly (string | number)[]): Check<readonly unknown[]> {
  return rule<readonly unknown[]>((list) => list.every((v) => values.some((o) => sameOption(v, o))), WRONG_FORMAT);
}

/** At most `max` items ticked (UI message `maxChecked`, `{{Max}}`). */
export function maxChecked(max: number): Check<readonly unknown[]> {
  return rule<readonly unknown[]>((list) => list.length <= max, encodeMessage("maxChecked", { Max: max }));
}

// --- Field schemas built from the rules ---------------------------------------------------------

/** A required text field: trimmed, then required and at most `max` characters. */
export function requiredText(max: number) {
  return z.string({ error: REQUIRED }).check(z.trim(), required(), maxLength(max));
}

/** An optional text field: trimmed, at most `max` characters; absent, null and "" give undefined. */
export function optionalText(max: number) {
  return z.pipe(
    z.nullish(z.string({ error: WRONG_FORMAT }).check(z.trim(), maxLength(max))),
    z.transform((v) => (v ? v : undefined)),
  );
}

/**
 * A whole number typed into a text box (thousands separators allowed) or sent as a number, from
 * `min` to `max`; required.
 */
export function requiredIntegerInput(min: number, max: number) {
  return z.pipe(
    z.union([z.number(), z.string()], { error: REQUIRED }).check(required(), integer(), minValue(min), maxValue(max)),
    z.transform((v) => toNumber(v) as number),
  );
}
