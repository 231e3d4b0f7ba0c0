import { describe, expect, it } from "vitest";
import { idSchema } from "./id.js";

describe("idSchema", () => {
  it("When an id is a positive whole number or its digit string, then it is read", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("42")).toBe(42);
  });

  it.each([0, -1, 1.5, "abc", "", null, Number.MAX_SAFE_INTEGER + 2])("When the id is %j, then 0109004", (value) => {
    expect(idSchema.safeParse(value).error?.issues[0]?.message).toBe("0109004");
  });
});
