import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, parseNumber } from "./number.js";

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
