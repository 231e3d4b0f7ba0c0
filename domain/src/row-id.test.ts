import { describe, expect, it } from "vitest";
import { INT32_MAX, intParam, isRowId } from "./row-id.js";

describe("row ids", () => {
  it.each(["1", "2147483647"])("When the value is %j, then it is a row id", (value) => {
    expect(isRowId(value)).toBe(true);
  });

  it.each(["2147483648", "0", "01", "-1", "12345678901", "1a", ""])(
    "When the value is %j, then it is not a row id",
    (value) => {
      expect(isRowId(value)).toBe(false);
    },
  );

  it("When the int4 bound is read, then it is 2^31 - 1", () => {
    expect(INT32_MAX).toBe(2 ** 31 - 1);
  });
});

describe("intParam", () => {
  it.each([
    ["20", 20],
    ["-1", -1],
    ["0", 0],
    [null, undefined],
    [undefined, undefined],
    ["", undefined],
    ["1.5", undefined],
    ["abc", undefined],
    ["12345678901", undefined],
  ])("When the parameter is %j, then it reads %j", (value, expected) => {
    expect(intParam(value)).toBe(expected);
  });
});
