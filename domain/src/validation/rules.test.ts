import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  characterCount,
  checkboxValuesExist,
  confirmTick,
  dropdownValueExists,
  emailFormat,
  integer,
  isEmptyValue,
  maxChecked,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  optionalText,
  PASSWORD_SYMBOLS,
  passwordPattern,
  pattern,
  radioValueExists,
  required,
  requiredIntegerInput,
  requiredText,
  sameAs,
  startsWithAnyPrefix,
} from "./rules.js";

const messagesOf = (schema: z.core.$ZodType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((i) => i.message) ?? [];

describe("required", () => {
  const schema = z.unknown().check(required());
  it.each([undefined, null, "", "   ", []])("When the value is %j, then 0101001", (value) => {
    expect(messagesOf(schema, value)).toEqual(["0101001"]);
  });
  it.each(["a", 0, false, ["x"]])("When the value is %j, then it passes", (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });
});

describe("maxLength / minLength", () => {
  const max50 = z.string().check(maxLength(50));
  const min8 = z.string().check(minLength(8));

  it("When 50 characters are typed, then they pass; 51 fail with 0101004|Max=50", () => {
    expect(messagesOf(max50, "あ".repeat(50))).toEqual([]);
    expect(messagesOf(max50, "あ".repeat(51))).toEqual(["0101004|Max=50"]);
  });

  it("When an emoji is typed, then it counts as one character", () => {
    expect(characterCount("😀😀")).toBe(2);
    expect(messagesOf(max50, "😀".repeat(50))).toEqual([]);
  });

  it("When any text is checked, then it passes max 50 exactly when it has at most 50 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => (messagesOf(max50, s).length === 0) === characterCount(s) <= 50),
    );
  });

  it("When 7 characters are typed, then 0101005|Min=8; 8 pass; empty is left to required", () => {
    expect(messagesOf(min8, "abcdefg")).toEqual(["0101005|Min=8"]);
    expect(messagesOf(min8, "abcdefgh")).toEqual([]);
    expect(messagesOf(min8, "")).toEqual([]);
  });
});

describe("numeric / integer / maxValue / minValue", () => {
  const limited = z.union([z.string(), z.number()]).check(numeric(), minValue(1), maxValue(1000));

  it("When 1,000 is typed with a separator, then it passes; 1,001 fails with 0101006|Max=1%2C000", () => {
    expect(messagesOf(limited, "1,000")).toEqual([]);
    expect(messagesOf(limited, "1,001")).toEqual(["0101006|Max=1%2C000"]);
    expect(messagesOf(limited, 1001)).toEqual(["0101006|Max=1%2C000"]);
  });

  it("When 0 is given with a minimum of 1, then minValue|Min=1; 1 passes", () => {
    expect(messagesOf(limited, "0")).toEqual(["minValue|Min=1"]);
    expect(messagesOf(limited, 1)).toEqual([]);
  });

  it("When text that is not a number is typed, then only 0101002 is raised", () => {
    expect(messagesOf(limited, "1,00")).toEqual(["0101002"]);
    expect(messagesOf(limited, "abc")).toEqual(["0101002"]);
  });

  it("When empty, then every value rule lets it pass", () => {
    expect(messagesOf(limited, "")).toEqual([]);
  });

  it("When any whole number is checked, then it passes exactly inside 1–1000", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        (n) => (messagesOf(limited, n.toLocaleString("en-US")).length === 0) === (n >= 1 && n <= 1000),
      ),
    );
  });

  it("When a decimal is given to an integer field, then 0101002", () => {
    const whole = z.union([z.string(), z.number()]).check(integer());
    expect(messagesOf(whole, "1.5")).toEqual(["0101002"]);
    expect(messagesOf(whole, "1,500")).toEqual([]);
  });
});

describe("emailFormat", () => {
  const schema = z.string().check(emailFormat());
  it.each(["taro@example.jp", "t.yamada+news@mail.example.co.jp", "a_b@x-y.com"])(
    "When %s is typed, then it passes",
    (v) => {
      expect(messagesOf(schema, v)).toEqual([]);
    },
  );
  it.each([
    "taro",
    "taro@",
    "@example.jp",
    "taro@localhost",
    "taro@example..jp",
    "taro @example.jp",
    "たろう@example.jp",
  ])("When %s is typed, then 0101002", (v) => {
    expect(messagesOf(schema, v)).toEqual(["0101002"]);
  });
});

describe("passwordPattern", () => {
  const schema = z.string().check(passwordPattern());
  const allowed = fc.constantFrom(..."abcXYZ0189".split(""), ...PASSWORD_SYMBOLS.split(""));

  it("When a password has letters and digits and 8 characters, then it passes; 7 fail with 0201003", () => {
    expect(messagesOf(schema, "abcd1234")).toEqual([]);
    expect(messagesOf(schema, "abc1234")).toEqual(["0201003"]);
  });

  it("When a password has 98 characters, then it passes; 99 fail", () => {
    expect(messagesOf(schema, `a1${"x".repeat(96)}`)).toEqual([]);
    expect(messagesOf(schema, `a1${"x".repeat(97)}`)).toEqual(["0201003"]);
  });

  it("When letters or digits are missing, then 0201003", () => {
    expect(messagesOf(schema, "abcdefgh")).toEqual(["0201003"]);
    expect(messagesOf(schema, "12345678")).toEqual(["0201003"]);
  });

  it.each(PASSWORD_SYMBOLS.split(""))("When the listed symbol %s is used, then it passes", (symbol) => {
    expect(messagesOf(schema, `abc123${symbol}x`)).toEqual([]);
  });

  it.each(["-", "+", "=", " ", "あ", "é"])("When the unlisted character %j is used, then 0201003", (c) => {
    expect(messagesOf(schema, `abc123${c}x`)).toEqual(["0201003"]);
  });

  it("When any password of listed characters is checked, then it passes exactly with a letter, a digit and 8–98 characters", () => {
    fc.assert(
      fc.property(
        fc.array(allowed, { maxLength: 110 }).map((a) => a.join("")),
        (p) => {
          // Empty is left to `required`.
          const ok = p === "" || (/[A-Za-z]/.test(p) && /[0-9]/.test(p) && p.length >= 8 && p.length <= 98);
          return (messagesOf(schema, p).length === 0) === ok;
        },
      ),
    );
  });
});

describe("confirmTick", () => {
  const schema = z.unknown().check(confirmTick());
  it("When ticked, then it passes; unticked, absent or the text 'true' give 0101003", () => {
    expect(messagesOf(schema, true)).toEqual([]);
    for (const v of [false, undefined, "true"]) expect(messagesOf(schema, v)).toEqual(["0101003"]);
  });
});

describe("pattern / startsWithAnyPrefix", () => {
  it("When a value does not match, then 0101002 or the given key", () => {
    expect(messagesOf(z.string().check(pattern(/^\d+$/)), "12a")).toEqual(["0101002"]);
    expect(messagesOf(z.string().check(pattern(/^\d+$/, "0201003")), "12a")).toEqual(["0201003"]);
    expect(messagesOf(z.string().check(pattern(/^\d+$/)), "")).toEqual([]);
  });

  it("When a value starts with a listed prefix, then it passes; a prefix not in the list gives 0101002", () => {
    const schema = z.string().check(startsWithAnyPrefix(["03", "06"]));
    expect(messagesOf(schema, "0312345678")).toEqual([]);
    expect(messagesOf(schema, "0451234567")).toEqual(["0101002"]);
    expect(messagesOf(schema, "")).toEqual([]);
  });
});

describe("sameAs", () => {
  const schema = z.object({ password: z.string(), again: z.string() }).check(sameAs("again", "password"));
  it("When the second field differs by one character, then 0101007 on it", () => {
    const issues = schema.safeParse({ password: "abc12345", again: "abc12346" }).error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([[["again"], "0101007"]]);
  });
  it("When equal, or the second field is empty, then it passes", () => {
    expect(schema.safeParse({ password: "abc12345", again: "abc12345" }).success).toBe(true);
    expect(schema.safeParse({ password: "abc12345", again: "" }).success).toBe(true);
  });
});

describe("dropdown / radio / checkbox existence", () => {
  const options = [{ value: 1 }, { value: 2, disabled: true }, { value: "x" }];
  const dropdown = z.unknown().check(dropdownValueExists(options));
  const radio = z.unknown().check(radioValueExists([1, 2]));
  const boxes = z.array(z.unknown()).check(checkboxValuesExist([10, 20, 99]), maxChecked(2));

  it("When a dropdown value is offered (even as a string), then it passes", () => {
    expect(messagesOf(dropdown, 1)).toEqual([]);
    expect(messagesOf(dropdown, "1")).toEqual([]);
    expect(messagesOf(dropdown, "x")).toEqual([]);
  });

  it("When a dropdown value is disabled or not offered, then 0101002; empty passes", () => {
    expect(messagesOf(dropdown, 2)).toEqual(["0101002"]);
    expect(messagesOf(dropdown, 3)).toEqual(["0101002"]);
    expect(messagesOf(dropdown, "")).toEqual([]);
  });

  it("When a radio value is not offered, then 0101002; offered or empty passes", () => {
    expect(messagesOf(radio, 3)).toEqual(["0101002"]);
    expect(messagesOf(radio, 2)).toEqual([]);
    expect(messagesOf(radio, undefined)).toEqual([]);
  });

  it("When one ticked value is not offered, then 0101002; none ticked passes", () => {
    expect(messagesOf(boxes, [10, 30])).toEqual(["0101002"]);
    expect(messagesOf(boxes, [])).toEqual([]);
  });

  it("When three are ticked with a maximum of two, then maxChecked|Max=2; two pass", () => {
    expect(messagesOf(boxes, [10, 20, 99])).toEqual(["maxChecked|Max=2"]);
    expect(messagesOf(boxes, [10, 20])).toEqual([]);
  });
});

describe("field schemas", () => {
  it("When a required text is blank or absent, then 0101001; it is trimmed and limited", () => {
    const schema = requiredText(5);
    expect(messagesOf(schema, "   ")).toEqual(["0101001"]);
    expect(messagesOf(schema, undefined)).toEqual(["0101001"]);
    expect(schema.parse("  山田  ")).toBe("山田");
    expect(messagesOf(schema, "123456")).toEqual(["0101004|Max=5"]);
  });

  it("When an optional text is empty, null or absent, then it gives undefined; too long gives 0101004", () => {
    const schema = optionalText(3);
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(" ab ")).toBe("ab");
    expect(messagesOf(schema, "abcd")).toEqual(["0101004|Max=3"]);
    expect(messagesOf(schema, 5)).toEqual(["0101002"]);
  });

  it("When an integer input is typed with separators, then it gives the number; out of range fails", () => {
    const schema = requiredIntegerInput(0, 9999);
    expect(schema.parse("1,200")).toBe(1200);
    expect(schema.parse(0)).toBe(0);
    expect(messagesOf(schema, "")).toEqual(["0101001"]);
    expect(messagesOf(schema, undefined)).toEqual(["0101001"]);
    expect(messagesOf(schema, "10,000")).toEqual(["0101006|Max=9%2C999"]);
    expect(messagesOf(schema, "-1")).toEqual(["minValue|Min=0"]);
  });

  it("When emptiness is judged, then only undefined, null, blank text and [] are empty", () => {
    expect([undefined, null, " ", []].every(isEmptyValue)).toBe(true);
    expect([0, false, {}, "a"].some(isEmptyValue)).toBe(false);
  });
});
