import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size.js";

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [512, "512 Bytes"],
    [1023, "1023 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [5_242_880, "5 MB"],
    [5_242_881, "5 MB"],
    [1.5 * 1024 ** 3, "1.5 GB"],
    [1024 ** 8, "1 YB"],
    [1024 ** 9, "1024 YB"],
  ])("When the size is %d bytes, then it reads %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it("When the size is negative or not a number, then 0 Bytes", () => {
    expect(formatFileSize(-1)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });

  it("When any size from 1 KB is shown, then the number is below 1024 with at most one decimal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const [value = "", unit] = formatFileSize(bytes).split(" ");
        return /^\d+(\.\d)?$/.test(value) && Number(value) <= 1024 && unit !== "Bytes";
      }),
    );
  });
});
