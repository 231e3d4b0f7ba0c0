import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { APP_ROUTES } from "./routes";

// Every internal link the web app writes as a literal (`<Link to>`, `href`, `navigate(…)`, a menu entry's
// `to:`, a `listPath`) must land on a route of its own, not on the catch-all not-found page (issue 26).
const SOURCES = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

// A name that holds a path (`to`, `href`, `listPath`, `moreHref`…), as a JSX attribute or an object key,
// then a string literal or a template literal; or the first argument of navigate().
const LINK_LITERAL = /(?:\b(?:to|href|[a-z]+(?:Href|To|Path))(?:=\{?|:\s*)|\bnavigate\(\s*)(?:"([^"]*)"|`([^`]*)`)/g;

// Paths the BFF answers itself (the download proxies of ADR 062: files and CSV, never an app page).
const SERVER_PATHS = /^\/downloads\//;

// A placeholder that is not an id: the values its type allows.
const PLACEHOLDER_VALUES: Readonly<Record<string, readonly string[]>> = {
  "/error/${status}": ["/error/403", "/error/404"],
};

interface FoundLink {
  readonly file: string;
  readonly written: string;
  readonly path: string;
}

/** The internal paths written in `source`: placeholders become one segment, the query and fragment go. */
function internalLinks(file: string, source: string): FoundLink[] {
  const found: FoundLink[] = [];
  for (const match of source.matchAll(LINK_LITERAL)) {
    const written = match[1] ?? match[2] ?? "";
    // Only absolute in-app paths; a path that starts with a variable is checked where the variable is set.
    if (!written.startsWith("/") || written.startsWith("//") || SERVER_PATHS.test(written)) continue;
    const paths = PLACEHOLDER_VALUES[written] ?? [written.replace(/\$\{[^}]*\}/g, "1")];
    for (const path of paths) found.push({ file, written, path: path.split(/[?#]/)[0] ?? "" });
  }
  return found;
}

/** The route a path shows: its deepest match's path ("" for the index page), or null when nothing matches. */
function leafRoutePath(path: string): string | null {
  const leaf = matchRoutes(APP_ROUTES, path)?.at(-1)?.route;
  return leaf ? (leaf.path ?? "") : null;
}

const LINKS = Object.entries(SOURCES).flatMap(([file, source]) => internalLinks(file, source));

describe("the app's internal links", () => {
  it("When the sources are read, then the links of the home page, the header, the footer and the articles are among them", () => {
    const files = new Set(LINKS.map((link) => link.file));
    expect(files).toContain("../features/home/HomeBelowFold.tsx");
    expect(files).toContain("../features/contents/ContentDetailRoute.tsx");
    expect(files).toContain("../shared/layout/Header.tsx");
    expect(files).toContain("../shared/layout/Footer.tsx");
    expect(LINKS.length).toBeGreaterThan(80);
  });

  it("When a path has no page, then it reaches only the catch-all not-found route (the check can fail)", () => {
    expect(leafRoutePath("/register")).toBe("*");
    expect(leafRoutePath("/register-email")).toBe("register-email");
    expect(leafRoutePath("/services/detail/1")).toBe("services/detail/:id");
    expect(leafRoutePath("/")).toBe("");
  });

  it("When the app links to one of its own pages, then the path has a route of its own, not the 404 page", () => {
    const broken = LINKS.filter((link) => {
      const leaf = leafRoutePath(link.path);
      return leaf === null || leaf === "*";
    }).map((link) => `${link.file}: ${link.written}`);
    expect(broken).toEqual([]);
  });
});
