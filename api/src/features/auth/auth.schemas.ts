// Request bodies of /v1/auth, built from the domain's field schemas.

import { confirmationCodeSchema } from "@iryo/domain/validation/confirmation-code";
import { emailSchema } from "@iryo/domain/validation/email";
import { currentPasswordSchema, passwordSchema } from "@iryo/domain/validation/password";
import { z } from "zod";

const normalisedEmail = emailSchema.transform((email) => email.toLowerCase());
const opaqueToken = z.string().min(1).max(512);

export const signUpBody = z.object({ email: normalisedEmail, password: passwordSchema });
export const emailBody = z.object({ email: normalisedEmail });
export const confirmSignUpBody = z.object({ email: normalisedEmail, code: confirmationCodeSchema });
export const signInBody = z.object({ email: normalisedEmail, password: currentPasswordSchema });
export const refreshTokenBody = z.object({ refresh_token: opaqueToken });
export const resetPasswordBody = z.object({ token: opaqueToken, password: passwordSchema });
export const changePasswordBody = z.object({ current_password: currentPasswordSchema, new_password: passwordSchema });
export const changeEmailBody = z.object({ new_email: normalisedEmail });
export const confirmCodeUpdateBody = z.object({ code: confirmationCodeSchema });
