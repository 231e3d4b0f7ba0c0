import { describe, expect, it } from "vitest";
import { csvCell, toCsv, UTF8_BOM } from "./csv.js";

describe("toCsv", () => {
  it("When rows hold commas, quotes, line breaks and Japanese, then every field is quoted and the text starts with the BOM", () => {
    const csv = toCsv(
      ["操作", "理由"],
      [
        ["rating.reject", '個人情報, "氏名"\n含む'],
        ["x", null],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"操作","理由"\r\n"rating.reject","個人情報, ""氏名""\n含む"\r\n"x",""\r\n');
  });

  it.each([
    ["=", "=1+1", `"'=1+1"`],
    ["+", "+1+1", `"'+1+1"`],
    ["-", "-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@", "@SUM(1+1)", `"'@SUM(1+1)"`],
    ["tab", "\t=1+1", `"'\t=1+1"`],
    ["carriage return", "\r=1+1", `"'\r=1+1"`],
  ])("When a cell starts with %s, then it gets a leading apostrophe and is quoted", (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
    expect(toCsv(["a"], [[value]]).slice(1)).toBe(`"a"\r\n${cell}\r\n`);
  });

  it("When a trigger is not the first character, or a number is negative, then only the first character decides", () => {
    expect(csvCell("1-2")).toBe('"1-2"');
    expect(csvCell(" =1")).toBe('" =1"');
    expect(csvCell(-5)).toBe(`"'-5"`);
  });
});
