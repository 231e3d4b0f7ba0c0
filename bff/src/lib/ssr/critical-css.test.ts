import { describe, expect, it } from "vitest";
import { CriticalCss, classesIn } from "./critical-css.js";

describe("critical CSS", () => {
  it("When markup is read, then every class of every class attribute is found once", () => {
    expect([...classesIn('<div class="a b"><p class="b  c">x</p><span data-class="d">y</span></div>')]).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("When a page's classes are given, then it keeps element rules, rules whose selectors it carries, and at-rules with what they keep, in order", () => {
    const sheet = new CriticalCss(
      [
        ":root{--c:#123}",
        "body{margin:0}",
        ".card_x1{color:red}",
        ".modal_x2{top:0}",
        ".card_x1 .title_x3{font-weight:700}",
        ".modal_x2,.card_x1:hover{outline:0}",
        ".card_x1:not(.is-open_x4){opacity:1}",
        "@media (width>=768px){.card_x1{color:blue}.modal_x2{top:1px}}",
        "@media print{.modal_x2{display:none}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
      ].join(""),
    );
    expect(sheet.for(new Set(["card_x1"]))).toBe(
      [
        ":root{--c:#123}",
        "body{margin:0}",
        ".card_x1{color:red}",
        ".modal_x2,.card_x1:hover{outline:0}",
        ".card_x1:not(.is-open_x4){opacity:1}",
        "@media (width>=768px){.card_x1{color:blue}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
      ].join(""),
    );
    expect(sheet.for(new Set(["card_x1", "title_x3"]))).toContain(".card_x1 .title_x3{font-weight:700}");
    expect(sheet.for(new Set())).toBe(":root{--c:#123}body{margin:0}@keyframes spin{to{transform:rotate(1turn)}}");
  });
});
