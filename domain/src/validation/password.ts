// Password and its confirmation (product §5: 0201003, 0201004).

import * as z from "zod/mini";
import { FIELD_MESSAGE_CODES } from "../error-catalogue.js";
import { PASSWORD_PATTERN, passwordPattern, required, sameAs } from "./rules.js";

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

/** A new password: required (0101001), letters and digits, 8–98 characters, listed symbols only (0201003). */
export const passwordSchema = z.string({ error: FIELD_MESSAGE_CODES.required }).check(required(), passwordPattern());

/** An existing password as typed at sign-in: only required, so the rule is not revealed. */
export const currentPasswordSchema = z.string({ error: FIELD_MESSAGE_CODES.required }).check(required());

/** The "enter again" field: required (0101001); equality is checked by `passwordsMatch`. */
export const passwordConfirmationSchema = z.string({ error: FIELD_MESSAGE_CODES.required }).check(required());

/**
 * An object check: `confirmationField` must equal `passwordField`, else 0201004 on the
 * confirmation field.
 */
export function passwordsMatch<T extends Record<string, unknown>>(
  passwordField: keyof T & string,
  confirmationField: keyof T & string,
) {
  return sameAs<T>(confirmationField, passwordField, "0201004");
}

/** `password` + `password_confirmation`, as on the reset and sign-up screens. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, password_confirmation: passwordConfirmationSchema })
  .check(passwordsMatch("password", "password_confirmation"));
