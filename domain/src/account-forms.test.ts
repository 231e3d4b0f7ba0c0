import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  confirmationCodeFormSchema,
  confirmSignUpFormSchema,
  emailFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from "./account-forms.js";

const issues = (schema: z.core.$ZodType, value: unknown) =>
  (z.safeParse(schema, value).error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);

describe("account forms", () => {
  it("When signing in with any non-empty password, then it passes; an empty one gives 0101001", () => {
    expect(signInFormSchema.parse({ email: " a@example.jp ", password: "x" })).toEqual({
      email: "a@example.jp",
      password: "x",
    });
    expect(issues(signInFormSchema, { email: "a@example.jp", password: "" })).toEqual(["password:0101001"]);
  });

  it("When signing up with a weak password or a differing confirmation, then 0201003 / 0201004", () => {
    expect(
      issues(signUpFormSchema, { email: "a@example.jp", password: "abcdefgh", password_confirmation: "x" }),
    ).toEqual(["password:0201003", "password_confirmation:0201004"]);
    expect(
      issues(signUpFormSchema, { email: "a@example.jp", password: "abcd1234", password_confirmation: "abcd1235" }),
    ).toEqual(["password_confirmation:0201004"]);
    expect(
      signUpFormSchema.safeParse({ email: "a@example.jp", password: "abcd1234", password_confirmation: "abcd1234" })
        .success,
    ).toBe(true);
  });

  it("When a code is not six digits, then 0101002 on the code", () => {
    expect(issues(confirmationCodeFormSchema, { code: "12345" })).toEqual(["code:0101002"]);
    expect(issues(confirmSignUpFormSchema, { email: "a@example.jp", code: "123456" })).toEqual([]);
    expect(issues(emailFormSchema, { email: "nope" })).toEqual(["email:0101002"]);
    expect(issues(changeEmailFormSchema, { new_email: "" })).toEqual(["new_email:0101001"]);
  });

  it("When a new password's confirmation differs, then 0201004 on the confirmation", () => {
    expect(issues(resetPasswordFormSchema, { password: "abcd1234", password_confirmation: "abcd1234x" })).toEqual([
      "password_confirmation:0201004",
    ]);
    expect(
      issues(changePasswordFormSchema, {
        current_password: "old",
        new_password: "abcd1234",
        new_password_confirmation: "abcd12345",
      }),
    ).toEqual(["new_password_confirmation:0201004"]);
  });
});
