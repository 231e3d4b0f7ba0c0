import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, formatOneDecimal, parseNumber } from "./number.js";

describe("thousands separators", () => {
  it("When 1234567 is shown, then it reads 1,234,567", () => {
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(-1000.5)).toBe("-1,000.5");
  });

  it.each([
    ["1,000", 1000],
    ["1000", 1000],
    ["  12,345,678 ", 12_345_678],
    ["-2.5", -2.5],
    ["１，０００", 1000],
  ])("When %j is typed, then it is %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(["1,00", "1,0000", ",100", "1,000,", "abc", "", "1e3", "1.2.3"])(
    "When %j is typed, then it is not a number",
    (text) => {
      expect(parseNumber(text)).toBeUndefined();
    },
  );

  it("When any integer is formatted, then parsing gives it back", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parseNumber(formatNumber(n)) === n));
  });
});

describe("the same text as Intl.NumberFormat", () => {
  const separated = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });
  const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const japanese = new Intl.NumberFormat("ja-JP", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  it("When any number is formatted, then formatNumber writes what Intl writes", () => {
    fc.assert(
      fc.property(fc.double(), (n) => formatNumber(n) === separated.format(n)),
      { numRuns: 2000 },
    );
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => formatNumber(n) === separated.format(n)));
  });

  it("When any number is shown with one decimal, then formatOneDecimal writes what Intl writes (en and ja alike)", () => {
    fc.assert(
      fc.property(fc.double(), (n) => formatOneDecimal(n) === oneDecimal.format(n)),
      { numRuns: 2000 },
    );
    // Every average of 0–5 with two decimals, where half-way cases are common.
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
      const n = hundredths / 100;
      expect([formatOneDecimal(n), formatOneDecimal(n)]).toEqual([oneDecimal.format(n), japanese.format(n)]);
    }
  });

  it.each([
    [0, "0", "0.0"],
    [-0, "-0", "-0.0"],
    [1.15, "1.15", "1.2"],
    [1.05, "1.05", "1.1"],
    [4.25, "4.25", "4.3"],
    [-0.04, "-0.04", "-0.0"],
    [1234.96, "1,234.96", "1,235.0"],
    [1e21, "1,000,000,000,000,000,000,000", "1,000,000,000,000,000,000,000.0"],
    [1e-7, "0.0000001", "0.0"],
  ])("When %d is shown, then it reads %s and %s", (value, plain, one) => {
    expect(formatNumber(value)).toBe(plain);
    expect(formatOneDecimal(value)).toBe(one);
  });
});
