// The CSS breakpoints come from the domain (ADR 041): stylesheets write `@media (--tablet)` /
// `(--mobile)`, and the web build's plugin (web/build/breakpoints.ts) puts in the domain's widths.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BREAKPOINT_MOBILE_PX, BREAKPOINT_NARROW_DESKTOP_PX, BREAKPOINT_TABLET_PX } from "@iryo/domain/constants";
import { describe, expect, it } from "vitest";
import { expandCustomMedia } from "../web/build/breakpoints.js";

const SRC = fileURLToPath(new URL("../web/src/", import.meta.url));

async function stylesheets(): Promise<{ file: string; css: string }[]> {
  const entries = await readdir(SRC, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith(".css")).map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map(async (file) => ({ file, css: await readFile(file, "utf8") })));
}

describe("CSS breakpoints", () => {
  it("When a stylesheet has a width media query, then it names a breakpoint instead of typing a width", async () => {
    let named = 0;
    for (const { file, css } of await stylesheets()) {
      expect(css, file).not.toMatch(/@media[^{]*\d+px/);
      named += css.match(/@media \((--tablet|--mobile)\)/g)?.length ?? 0;
      // Every stylesheet expands without an unknown name.
      expandCustomMedia(css, file);
    }
    expect(named).toBeGreaterThanOrEqual(15);
  });

  it("When the build expands the names, then the widths are the domain's", () => {
    expect(expandCustomMedia("@media (--tablet) { a { b: c } }")).toBe(
      `@media (max-width: ${BREAKPOINT_TABLET_PX}px) { a { b: c } }`,
    );
    expect(expandCustomMedia("@media print, (--mobile) { a { b: c } }")).toBe(
      `@media print, (max-width: ${BREAKPOINT_MOBILE_PX}px) { a { b: c } }`,
    );
    expect(() => expandCustomMedia("@media (--watch) { a {} }", "x.css")).toThrow(
      "x.css: unknown custom media --watch",
    );
    expect(expandCustomMedia("@media (--narrow-desktop) { a { b: c } }")).toBe(
      `@media (max-width: ${BREAKPOINT_NARROW_DESKTOP_PX}px) { a { b: c } }`,
    );
    // A custom property elsewhere is left alone.
    expect(expandCustomMedia("a { width: var(--tablet) }")).toBe("a { width: var(--tablet) }");
  });
});
