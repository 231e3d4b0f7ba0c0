import { ANY_ACCOUNT } from "../account.js";
// The identity provider /v1/auth/*: request bodies built from the domain's field schemas.

import { z } from "zod";
import { encodeMessage } from "../error-catalogue.js";
import { confirmationCodeSchema } from "../validation/confirmation-code.js";
import { emailSchema } from "../validation/email.js";
import { currentPasswordSchema, passwordSchema } from "../validation/password.js";
import { endpointGroup } from "./endpoint.js";

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

const normalisedEmail = z.pipe(
  emailSchema,
  z.transform((email: string) => email.toLowerCase()),
);
const opaqueToken = z.string().min(1).max(512);

/** An optional "enter again" field: when sent, it must equal the password (0201004). */
const optionalConfirmation = z.string().optional();

const signUpBody = z
  .object({ email: normalisedEmail, password: passwordSchema, password_confirmation: optionalConfirmation })
  .check(confirmationMatches("password", "password_confirmation"));
const emailBody = z.object({ email: normalisedEmail });
const confirmSignUpBody = z.object({ email: normalisedEmail, code: confirmationCodeSchema });
const signInBody = z.object({ email: normalisedEmail, password: currentPasswordSchema });
const refreshTokenBody = z.object({ refresh_token: opaqueToken });
const resetPasswordBody = z
  .object({ token: opaqueToken, password: passwordSchema, password_confirmation: optionalConfirmation })
  .check(confirmationMatches("password", "password_confirmation"));
const changePasswordBody = z
  .object({
    current_password: currentPasswordSchema,
    new_password: passwordSchema,
    new_password_confirmation: optionalConfirmation,
  })
  .check(confirmationMatches("new_password", "new_password_confirmation"));
const changeEmailBody = z.object({ new_email: normalisedEmail });
const confirmCodeUpdateBody = z.object({ code: confirmationCodeSchema });

/** The token pair (and the id token's lifetime in seconds) of a sign-in or a refresh. */
export const restTokenSetSchema = z.object({
  id_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});

const ok = z.object({});

const auth = endpointGroup({ tag: "auth", access: "public" });
/** The calls of a signed-in account about its own credentials: any kind and state may make them. */
const account = endpointGroup({ tag: "auth", access: ANY_ACCOUNT });

export const signUp = auth.post("/auth/sign-up", {
  summary:
    "Creates (or renews) an unconfirmed account and mails a confirmation code; on a registered address answers the same and mails its owner",
  body: signUpBody,
  status: 201,
  response: ok,
  errors: ["0201004"],
});

export const resendCode = auth.post("/auth/resend-code", {
  summary: "Mails a new sign-up confirmation code",
  body: emailBody,
  response: ok,
});

export const confirmSignUp = auth.post("/auth/confirm-sign-up", {
  summary: "Confirms an account with the mailed code",
  body: confirmSignUpBody,
  response: ok,
  errors: ["0201007"],
});

export const signIn = auth.post("/auth/sign-in", {
  summary: "Signs in with email and password; answers the token pair",
  body: signInBody,
  response: restTokenSetSchema,
  errors: ["0201001", "0201012", "0205001"],
});

export const refreshTokens = auth.post("/auth/refresh", {
  summary: "Rotates the refresh token; reusing an old one revokes its family",
  body: refreshTokenBody,
  response: restTokenSetSchema,
  errors: ["0201002"],
});

export const signOut = auth.post("/auth/sign-out", {
  summary: "Revokes the refresh token's family",
  body: refreshTokenBody,
  status: 204,
  response: z.null(),
});

export const jwks = auth.get("/auth/jwks.json", {
  summary: "The public keys that verify id tokens (JWKS)",
  response: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
});

export const sessionAlive = account.get("/auth/session", {
  summary: "204 while the bearer id token's session is live (the BFF checks it before trusting a token)",
  response: z.null(),
  status: 204,
});

export const forgetPassword = auth.post("/auth/forget-password", {
  summary: "Mails a password reset link",
  body: emailBody,
  response: ok,
});

export const resetPassword = auth.post("/auth/reset-password", {
  summary: "Sets a new password with the mailed reset token",
  body: resetPasswordBody,
  response: ok,
  errors: ["0201004"],
});

export const changePassword = account.post("/auth/change-password", {
  summary: "Changes the signed-in account's password",
  body: changePasswordBody,
  response: ok,
  errors: ["0201004", "0201006"],
});

export const changeEmail = account.post("/auth/change-email", {
  summary: "Mails a confirmation code to a new email address",
  body: changeEmailBody,
  response: ok,
  errors: ["0201005"],
});

export const confirmCodeUpdate = account.post("/auth/confirm-code-update", {
  summary: "Confirms the new email address with the mailed code",
  body: confirmCodeUpdateBody,
  response: ok,
  errors: ["0201007"],
});
