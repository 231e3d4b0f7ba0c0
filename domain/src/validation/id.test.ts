import { describe, expect, it } from "vitest";
import { idSchema } from "./id.js";

describe("idSchema", () => {
  it("When an id is a positive whole number or its digit string, then it is read", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("42")).toBe(42);
    expect(idSchema.parse("2147483647")).toBe(2_147_483_647);
  });

  it.each([0, -1, 1.5, "abc", "", null, 2_147_483_648, "2147483648", Number.MAX_SAFE_INTEGER + 2])(
    "When the id is %j, then 0109004",
    (value) => {
      expect(idSchema.safeParse(value).error?.issues[0]?.message).toBe("0109004");
    },
  );
});
