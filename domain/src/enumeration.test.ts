import { describe, expect, it } from "vitest";
import { defineEnumeration, numericStringToNumber } from "./enumeration.js";
import { codeSchema } from "./enumeration-schema.js";

const colours = defineEnumeration([
  { code: 1, label: "赤" },
  { code: 2, label: "青" },
]);

const firstMessage = (value: unknown) => codeSchema(colours).safeParse(value).error?.issues[0]?.message;

describe("defineEnumeration", () => {
  it("When a code is looked up, then its label and member come back", () => {
    expect(colours.label(2)).toBe("青");
    expect(colours.member(1)).toEqual({ code: 1, label: "赤" });
    expect(colours.codes).toEqual([1, 2]);
    expect(colours.options).toEqual([
      { value: 1, label: "赤" },
      { value: 2, label: "青" },
    ]);
  });

  it("When a value read from outside is not a code, then labelOf gives undefined", () => {
    expect(colours.labelOf(1)).toBe("赤");
    expect(colours.labelOf(3)).toBeUndefined();
    expect(colours.labelOf("1")).toBeUndefined();
  });

  it("When a select sends the code as a string, then the schema gives the number", () => {
    expect(codeSchema(colours).parse("2")).toBe(2);
    expect(codeSchema(colours).parse(1)).toBe(1);
  });

  it.each([undefined, null, ""])("When the value is %j, then 0101001", (value) => {
    expect(firstMessage(value)).toBe("0101001");
  });

  it.each([0, 3, "3", "1.0", "abc", 1.5, true])("When the value is %j, then 0101002", (value) => {
    expect(firstMessage(value)).toBe("0101002");
  });

  it("When two members share a code, then the definition is refused", () => {
    expect(() =>
      defineEnumeration([
        { code: 1, label: "a" },
        { code: 1, label: "b" },
      ]),
    ).toThrow(/duplicate/);
  });

  it("When numeric strings are converted, then only whole-number strings become numbers", () => {
    expect(numericStringToNumber(" 12 ")).toBe(12);
    expect(numericStringToNumber("-3")).toBe(-3);
    expect(numericStringToNumber("1,000")).toBe("1,000");
    expect(numericStringToNumber(7)).toBe(7);
  });
});
