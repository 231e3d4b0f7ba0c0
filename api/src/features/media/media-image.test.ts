import { describe, expect, it } from "vitest";
import { BANNER_SIZES, PICTURE_SIZES, pictureSvg } from "./media-image.js";

/** The title lines of a drawn picture (its text elements but the last, the caption). */
const titleLines = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).slice(0, -1);

describe("pictureSvg", () => {
  it("When a banner title is too long for one line on a phone, then it wraps into two lines and is not cut", () => {
    const title = "医療ITのセミナー情報を毎週更新しています";
    const lines = titleLines(pictureSvg(1, title, "医療ITナビ", BANNER_SIZES.sp));
    expect(lines.length).toBe(2);
    expect(lines.join("")).toBe(title);
  });

  it("When a banner title fits, then it stays one large line", () => {
    const svg = pictureSvg(1, "医療ITのセミナー情報を毎週更新しています", "医療ITナビ", BANNER_SIZES.pc);
    expect(titleLines(svg)).toEqual(["医療ITのセミナー情報を毎週更新しています"]);
  });

  it("When a seminar picture is drawn, then its title still wraps into at most three lines", () => {
    const lines = titleLines(pictureSvg(2, "あ".repeat(80), "主催", PICTURE_SIZES.seminars));
    expect(lines.length).toBe(3);
    expect(lines[2]).toMatch(/…$/);
  });
});
