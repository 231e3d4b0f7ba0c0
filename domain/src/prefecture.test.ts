import { describe, expect, it } from "vitest";
import { prefecture, prefectureLabel, prefectureSchema } from "./prefecture.js";

describe("prefectures", () => {
  it("When listed, then there are 47 with JIS codes 1 to 47", () => {
    expect(prefecture.codes).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it("When a few codes are labelled, then they are the JIS X 0401 names", () => {
    expect([1, 13, 27, 47].map((c) => prefectureLabel(c as 1))).toEqual(["北海道", "東京都", "大阪府", "沖縄県"]);
  });

  it('When 48 or 0 is parsed, then 0101002; "13" gives 13', () => {
    expect(prefectureSchema.safeParse(48).error?.issues[0]?.message).toBe("0101002");
    expect(prefectureSchema.safeParse(0).error?.issues[0]?.message).toBe("0101002");
    expect(prefectureSchema.parse("13")).toBe(13);
  });
});
