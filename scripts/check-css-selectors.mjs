// Fails when a selector is defined twice: once across the global stylesheets (every `.css` file that is
// not a CSS Module shares one namespace), and once within each CSS Module (`*.module.css`, whose classes
// are scoped to the component that imports it). Two rules for one selector are how styles collided
// before the modules: the later file silently won. The same selector under a different @media or
// @supports is not a duplicate. Run by `npm run lint`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import postcss from "postcss";

/** The at-rules (e.g. `@media (--mobile)`) a rule sits in, outermost first. */
function contextOf(rule) {
  const parts = [];
  for (let node = rule.parent; node && node.type !== "root"; node = node.parent) {
    if (node.type === "atrule") parts.unshift(`@${node.name} ${node.params}`);
  }
  return parts.join(" ");
}

const normalize = (selector) =>
  selector
    .replace(/\s+/g, " ")
    .replace(/\s*([>+~,])\s*/g, "$1")
    .trim();

/**
 * The selectors defined more than once within each group of stylesheets: a selector in rules of two
 * files of the group, or one selector list written twice in one file. A file may still style one
 * element in a shared list and again on its own (`.a, .b {…}` then `.b {…}`): both sit in view.
 * @param {{ group: string, path: string, css: string }[]} sheets
 * @returns {{ group: string, selector: string, context: string, places: string[] }[]}
 */
export function findDuplicateSelectors(sheets) {
  const seen = new Map();
  const note = (key, entry, place) => {
    const found = seen.get(key);
    if (found) found.places.push(place);
    else seen.set(key, { ...entry, places: [place] });
  };
  for (const { group, path, css } of sheets) {
    const inFile = new Set();
    postcss.parse(css, { from: path }).walkRules((rule) => {
      // Keyframe steps (`from`, `50%`) are not selectors.
      if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
      const context = contextOf(rule);
      const place = `${path}:${rule.source?.start?.line ?? "?"}`;
      const selectors = rule.selectors.map(normalize);
      note(
        `${group}\u0000${context}\u0000${path}\u0000${selectors.join(",")}`,
        { group, selector: selectors.join(", "), context },
        place,
      );
      for (const selector of new Set(selectors)) {
        const key = `${group}\u0000${context}\u0000${selector}`;
        // Once per file: repeats within the file are the selector list check's business.
        if (inFile.has(key)) continue;
        inFile.add(key);
        note(key, { group, selector, context }, place);
      }
    });
  }
  return [...seen.values()].filter((entry) => entry.places.length > 1);
}

/** Every stylesheet under `dir`: global ones form one group, each CSS Module its own. */
export function stylesheetsUnder(dir, root = dir) {
  const sheets = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sheets.push(...stylesheetsUnder(path, root));
    else if (entry.name.endsWith(".css")) {
      const name = relative(root, path);
      const group = entry.name.endsWith(".module.css") ? name : "global";
      sheets.push({ group, path: name, css: readFileSync(path, "utf8") });
    }
  }
  return sheets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL("../web/src", import.meta.url));
  const duplicates = findDuplicateSelectors(stylesheetsUnder(dir));
  for (const { group, selector, context, places } of duplicates) {
    const where = group === "global" ? "the global stylesheets" : group;
    console.error(`${selector}${context ? ` (in ${context})` : ""} is defined ${places.length} times in ${where}:`);
    for (const place of places) console.error(`  web/src/${place}`);
  }
  if (duplicates.length > 0) {
    console.error(`${duplicates.length} selector(s) defined twice: merge the rules or give them different names.`);
    process.exitCode = 1;
  } else {
    console.log("check-css-selectors: no selector is defined twice.");
  }
}
