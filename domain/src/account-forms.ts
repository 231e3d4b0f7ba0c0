// The forms of the account screens (SPEC §2.2, §4.3, §5): sign-in, sign-up, confirmation codes,
// password reset and change, email change, withdrawal. Field names follow the /v1 request bodies.

import { z } from "zod";
import { RETIREMENT_REASON, retirementReason } from "./classification.js";
import { FREE_TEXT_MAX_LENGTH } from "./constants.js";
import { FIELD_MESSAGE_CODES } from "./error-catalogue.js";
import { confirmationCodeSchema } from "./validation/confirmation-code.js";
import { emailSchema } from "./validation/email.js";
import {
  currentPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
  passwordsMatch,
} from "./validation/password.js";
import { optionalText } from "./validation/rules.js";

/** /login: the password is only required, so the rule is not revealed. */
export const signInFormSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type SignInForm = z.output<typeof signInFormSchema>;

/** /register-email: address, a new password and its confirmation (0201004 on mismatch). */
export const signUpFormSchema = z
  .object({ email: emailSchema, password: passwordSchema, password_confirmation: passwordConfirmationSchema })
  .check(passwordsMatch("password", "password_confirmation"));
export type SignUpForm = z.output<typeof signUpFormSchema>;

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

/**
 * /user-setting?tab=3: a retirement reason; "other" (8) needs a text of at most 500 characters
 * (0101001 when missing). The text is dropped for the other reasons.
 */
export const withdrawFormSchema = z
  .object({
    retirement_reason: retirementReason.schema,
    retirement_reason_other: optionalText(FREE_TEXT_MAX_LENGTH),
  })
  .superRefine((value, ctx) => {
    if (value.retirement_reason === RETIREMENT_REASON.OTHER && !value.retirement_reason_other) {
      ctx.addIssue({ code: "custom", path: ["retirement_reason_other"], message: FIELD_MESSAGE_CODES.required });
    }
  })
  .transform((value) =>
    value.retirement_reason === RETIREMENT_REASON.OTHER
      ? value
      : { retirement_reason: value.retirement_reason, retirement_reason_other: undefined },
  );
export type WithdrawFormInput = z.input<typeof withdrawFormSchema>;
export type WithdrawForm = z.output<typeof withdrawFormSchema>;
