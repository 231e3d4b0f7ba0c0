// Email, password, confirmation code, referral code, free text and keyword fields.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorMessage } from "../error-catalogue.js";
import { confirmationCodeSchema } from "./confirmation-code.js";
import { EMAIL_MAX_LENGTH, emailSchema, isEmail } from "./email.js";
import {
  currentPasswordSchema,
  isValidPassword,
  newPasswordSchema,
  passwordConfirmationSchema,
  passwordSchema,
} from "./password.js";
import { isValidReferralCode, REFERRAL_CODE_PREFIXES, referralCodeSchema } from "./referral-code.js";
import { freeTextSchema, keywordSchema, requiredFreeTextSchema } from "./text.js";

const firstMessage = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe("emailSchema", () => {
  it("When a valid address is typed with spaces around it, then it is trimmed and accepted", () => {
    expect(emailSchema.parse("  taro@example.jp ")).toBe("taro@example.jp");
  });

  it("When empty, then 0101001; malformed, then 0101002", () => {
    expect(firstMessage(emailSchema, "")).toBe("0101001");
    expect(firstMessage(emailSchema, undefined)).toBe("0101001");
    expect(firstMessage(emailSchema, "taro@example")).toBe("0101002");
  });

  it("When an address is 254 characters, then it passes; 255 fail", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(at254.length).toBe(EMAIL_MAX_LENGTH);
    expect(isEmail(at254)).toBe(true);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
    expect(firstMessage(emailSchema, `a${at254}`)).toBe("0101004|Max=254");
  });
});

describe("password", () => {
  it("When the password breaks the rule, then the field shows the 0201003 text", () => {
    const message = firstMessage(passwordSchema, "abcdefgh");
    expect(message).toBe("0201003");
    expect(fieldErrorMessage(message ?? "")).toBe(
      "パスワードは英字と数字を組み合わせて、8文字以上98文字以内で入力してください。",
    );
    expect(isValidPassword("abcd1234")).toBe(true);
  });

  it("When a password is empty, then 0101001 only", () => {
    expect(passwordSchema.safeParse("").error?.issues.map((i) => i.message)).toEqual(["0101001"]);
    expect(firstMessage(currentPasswordSchema, "")).toBe("0101001");
    expect(currentPasswordSchema.parse("anything")).toBe("anything");
    expect(firstMessage(passwordConfirmationSchema, undefined)).toBe("0101001");
  });

  it("When the confirmation differs by one character, then 0201004 on the confirmation", () => {
    const issues = newPasswordSchema.safeParse({ password: "abcd1234", password_confirmation: "abcd1235" }).error
      ?.issues;
    expect(issues?.map((i) => [i.path.join("."), i.message])).toEqual([["password_confirmation", "0201004"]]);
  });

  it("When the confirmation matches, then the pair is accepted", () => {
    expect(newPasswordSchema.parse({ password: "abcd1234", password_confirmation: "abcd1234" })).toEqual({
      password: "abcd1234",
      password_confirmation: "abcd1234",
    });
  });
});

describe("confirmationCodeSchema", () => {
  it("When six digits are typed, then they pass", () => {
    expect(confirmationCodeSchema.parse(" 012345 ")).toBe("012345");
  });

  it.each(["12345", "1234567", "12345a", "１２３４５６"])("When %j is typed, then 0101002", (code) => {
    expect(firstMessage(confirmationCodeSchema, code)).toBe("0101002");
  });

  it("When nothing is typed, then 0101001", () => {
    expect(firstMessage(confirmationCodeSchema, "")).toBe("0101001");
  });
});

describe("referralCodeSchema", () => {
  it("When the list is built, then it holds 0001–0048, 00G8, 00R3, 00U8, 3550–3556, 6322–6324, 4404, 4494, ASMX, MDSO", () => {
    expect(REFERRAL_CODE_PREFIXES).toHaveLength(48 + 3 + 7 + 3 + 4);
    expect(REFERRAL_CODE_PREFIXES).toEqual(
      expect.arrayContaining(["0001", "0048", "3550", "3556", "6322", "6324", "MDSO"]),
    );
  });

  it.each([
    "0001",
    "0048",
    "00G8",
    "00R3",
    "00U8",
    "3550",
    "3556",
    "6322",
    "6324",
    "4404",
    "4494",
    "ASMX",
    "MDSO",
    "0012ABC",
  ])("When %s is entered, then it is accepted", (code) => {
    expect(referralCodeSchema.parse(code)).toBe(code);
  });

  it.each(["0000", "0049", "3549", "3557", "6321", "6325", "4405", "00G9", "asmx", "ABCD"])(
    "When %s (a prefix not in the list) is entered, then 0101002",
    (code) => {
      expect(firstMessage(referralCodeSchema, code)).toBe("0101002");
    },
  );

  it.each(["001", "0001ABCD", "0001-AB", "0001 A"])("When %j has the wrong shape, then 0101002", (code) => {
    expect(firstMessage(referralCodeSchema, code)).toBe("0101002");
  });

  it("When it is left empty, then it is accepted as absent", () => {
    expect(referralCodeSchema.parse("")).toBeUndefined();
    expect(referralCodeSchema.parse(undefined)).toBeUndefined();
  });

  it("When any allowed prefix gets 0–3 more alphanumerics, then it is valid", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REFERRAL_CODE_PREFIXES),
        fc.string({ unit: fc.constantFrom(..."AZaz09".split("")), maxLength: 3 }),
        (prefix, rest) => isValidReferralCode(prefix + rest),
      ),
    );
  });
});

describe("free text and keyword", () => {
  it("When 500 characters are typed, then they pass; 501 fail with 0101004|Max=500", () => {
    expect(freeTextSchema.parse("あ".repeat(500))).toHaveLength(500);
    expect(firstMessage(freeTextSchema, "あ".repeat(501))).toBe("0101004|Max=500");
    expect(firstMessage(requiredFreeTextSchema, "あ".repeat(501))).toBe("0101004|Max=500");
    expect(firstMessage(requiredFreeTextSchema, " ")).toBe("0101001");
  });

  it("When a keyword is 50 characters, then it passes; 51 fail with 0101004|Max=50", () => {
    expect(keywordSchema.parse("k".repeat(50))).toHaveLength(50);
    expect(firstMessage(keywordSchema, "k".repeat(51))).toBe("0101004|Max=50");
    expect(keywordSchema.parse("")).toBeUndefined();
  });
});
