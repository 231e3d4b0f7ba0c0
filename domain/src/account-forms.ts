// The forms of the account screens (product §2.2, §4.3, §5): sign-in, sign-up, confirmation codes,
// password reset and change, email change, withdrawal. Field names follow the /v1 request bodies.

import * as z from "zod/mini";
import { confirmationCodeSchema } from "./validation/confirmation-code.js";
import { emailSchema } from "./validation/email.js";
import {
  currentPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
  passwordsMatch,
} from "./validation/password.js";

/** /login: the password is only required, so the rule is not revealed. */
export const signInFormSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

/** /register-email: address, a new password and its confirmation (0201004 on mismatch). */
export const signUpFormSchema = z
  .object({ email: emailSchema, password: passwordSchema, password_confirmation: passwordConfirmationSchema })
  .check(passwordsMatch("password", "password_confirmation"));

/** /confirm-code and /confirm-code-update: the 6-digit code. */
export const confirmationCodeFormSchema = z.object({ code: confirmationCodeSchema });

/** /confirm-code: the address the code was sent to and the code. */
export const confirmSignUpFormSchema = z.object({ email: emailSchema, code: confirmationCodeSchema });

/** /forgot-password, resend code: an address only. */
export const emailFormSchema = z.object({ email: emailSchema });

/** /reset-password: a new password twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, password_confirmation: passwordConfirmationSchema })
  .check(passwordsMatch("password", "password_confirmation"));

/** /user-setting?tab=1: the current password, a new one and its confirmation. */
export const changePasswordFormSchema = z
  .object({
    current_password: currentPasswordSchema,
    new_password: passwordSchema,
    new_password_confirmation: passwordConfirmationSchema,
  })
  .check(passwordsMatch("new_password", "new_password_confirmation"));
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

/** /user-setting?tab=2: the new address. */
export const changeEmailFormSchema = z.object({ new_email: emailSchema });

// /user-setting?tab=3 (withdrawal) uses `withdrawalSchema` of ./withdrawal.ts.

/** The operator console's second step (ADR 147): the authenticator app's 6 digits, checked as a confirmation code is. */
export const operatorTotpFormSchema = z.object({ code: confirmationCodeSchema });
