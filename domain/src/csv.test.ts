import { describe, expect, it } from "vitest";
import { toCsv, UTF8_BOM } from "./csv.js";

describe("toCsv", () => {
  it("When rows hold commas, quotes, line breaks and Japanese, then they are quoted and the text starts with the BOM", () => {
    const csv = toCsv(
      ["操作", "理由"],
      [
        ["rating.reject", '個人情報, "氏名"\n含む'],
        ["x", null],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('操作,理由\r\nrating.reject,"個人情報, ""氏名""\n含む"\r\nx,\r\n');
  });

  it("When a cell starts like a spreadsheet formula, then it is kept as text", () => {
    expect(toCsv(["a"], [["=1+1"]]).slice(1)).toBe("a\r\n'=1+1\r\n");
  });
});
