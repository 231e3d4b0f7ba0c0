import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findDuplicateSelectors, stylesheetsUnder } from "../scripts/check-css-selectors.mjs";

describe("check-css-selectors", () => {
  it("When two global stylesheets define one class, then the selector is reported with both places", () => {
    const duplicates = findDuplicateSelectors([
      { group: "global", path: "a.css", css: ".modal { padding: 1rem; }" },
      { group: "global", path: "b.css", css: "\n.modal { padding: 2rem; }" },
    ]);
    expect(duplicates).toEqual([{ group: "global", selector: ".modal", context: "", places: ["a.css:1", "b.css:2"] }]);
  });

  it("When one CSS Module writes a selector twice, then it is reported; a shared list beside it is not", () => {
    const css = ".title, .note { margin: 0; }\n.note { color: red; }\n.note { color: blue; }";
    const duplicates = findDuplicateSelectors([{ group: "X.module.css", path: "X.module.css", css }]);
    expect(duplicates).toEqual([
      { group: "X.module.css", selector: ".note", context: "", places: ["X.module.css:2", "X.module.css:3"] },
    ]);
  });

  it("When two global stylesheets share a selector only inside selector lists, then it is reported", () => {
    const duplicates = findDuplicateSelectors([
      { group: "global", path: "a.css", css: ".a, .no-print { display: none; }" },
      { group: "global", path: "b.css", css: ".no-print, .b { display: none; }" },
    ]);
    expect(duplicates.map((d) => [d.selector, d.places])).toEqual([[".no-print", ["a.css:1", "b.css:1"]]]);
  });

  it("When two CSS Modules use one class name, or a selector returns under @media, then nothing is reported", () => {
    const duplicates = findDuplicateSelectors([
      { group: "A.module.css", path: "A.module.css", css: ".card { gap: 1rem; }" },
      { group: "B.module.css", path: "B.module.css", css: ".card { gap: 2rem; }" },
      { group: "global", path: "g.css", css: "h1 { margin: 0; } @media print { h1 { margin: 1rem; } }" },
      {
        group: "global",
        path: "k.css",
        css: "@keyframes spin { from { opacity: 0; } } @keyframes fade { from { opacity: 1; } }",
      },
    ]);
    expect(duplicates).toEqual([]);
  });

  it("When the web app's stylesheets are checked, then no selector is defined twice", () => {
    const dir = fileURLToPath(new URL("../web/src", import.meta.url));
    expect(findDuplicateSelectors(stylesheetsUnder(dir))).toEqual([]);
  });
});
