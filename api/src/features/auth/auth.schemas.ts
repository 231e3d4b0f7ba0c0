// Request bodies of /v1/auth, built from the domain's field schemas.

import { encodeMessage } from "@iryo/domain/error-catalogue";
import { confirmationCodeSchema } from "@iryo/domain/validation/confirmation-code";
import { emailSchema } from "@iryo/domain/validation/email";
import { currentPasswordSchema, passwordSchema } from "@iryo/domain/validation/password";
import { z } from "zod";

/** Like the domain's `passwordsMatch`, but the confirmation may be left out. */
function confirmationMatches<T extends Record<string, unknown>>(
  password: keyof T & string,
  confirmation: keyof T & string,
) {
  return z.superRefine<T>((value, ctx) => {
    if (value[confirmation] === undefined || value[confirmation] === value[password]) return;
    ctx.addIssue({
      code: "custom",
      path: [confirmation],
      message: encodeMessage("0201004"),
      input: value[confirmation],
    });
  });
}

const normalisedEmail = emailSchema.transform((email) => email.toLowerCase());
const opaqueToken = z.string().min(1).max(512);

/** An optional "enter again" field: when sent, it must equal the password (0201004). */
const optionalConfirmation = z.string().optional();

export const signUpBody = z
  .object({ email: normalisedEmail, password: passwordSchema, password_confirmation: optionalConfirmation })
  .check(confirmationMatches("password", "password_confirmation"));
export const emailBody = z.object({ email: normalisedEmail });
export const confirmSignUpBody = z.object({ email: normalisedEmail, code: confirmationCodeSchema });
export const signInBody = z.object({ email: normalisedEmail, password: currentPasswordSchema });
export const refreshTokenBody = z.object({ refresh_token: opaqueToken });
export const resetPasswordBody = z
  .object({ token: opaqueToken, password: passwordSchema, password_confirmation: optionalConfirmation })
  .check(confirmationMatches("password", "password_confirmation"));
export const changePasswordBody = z
  .object({
    current_password: currentPasswordSchema,
    new_password: passwordSchema,
    new_password_confirmation: optionalConfirmation,
  })
  .check(confirmationMatches("new_password", "new_password_confirmation"));
export const changeEmailBody = z.object({ new_email: normalisedEmail });
export const confirmCodeUpdateBody = z.object({ code: confirmationCodeSchema });
