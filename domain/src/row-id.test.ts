import { describe, expect, it } from "vitest";
import { INT32_MAX, intParam, isRowId } from "./row-id.js";

describe("row ids", () => {
  it.each([
    ["1", true],
    ["2147483647", true],
    ["2147483648", false],
    ["0", false],
    ["01", false],
    ["-1", false],
    ["12345678901", false],
    ["1a", false],
    ["", false],
  ])("When the value is %j, then isRowId is %s", (value, expected) => {
    expect(isRowId(value)).toBe(expected);
  });

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
