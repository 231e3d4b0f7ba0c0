import { describe, expect, it } from "vitest";
import { LAZY_PAGE_MODULES } from "./lazy-page";
import { isRouteHandle } from "./route-handle";
import { APP_ROUTES } from "./routes";
import { readSsrState, SSR_STATE_ID, type SsrState, serializeSsrState } from "./ssr-state";

/** Every page file, as `src/features/…` (the names of Vite's manifest, relative to web/). */
// Pages live in the features; the provider console's route table is a lazy part of the app itself.
const PAGE_FILES = new Set([
  ...Object.keys(import.meta.glob("../features/**/*.tsx")).map((key) => `src/${key.slice(3)}`),
  ...Object.keys(import.meta.glob("./*.tsx")).map((key) => `src/app/${key.slice(2)}`),
]);

const STATE: SsrState = {
  hydrate: true,
  apollo: { "Service:1": { __typename: "Service", id: "1", name: "</script><script>alert(1)</script>\u2028<!--" } },
};

function documentWith(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (text !== undefined) {
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = SSR_STATE_ID;
    script.textContent = text;
    doc.body.appendChild(script);
  }
  return doc;
}

describe("the server render's state in the page", () => {
  it("When the state holds markup, then no '<' is left in the JSON and it reads back the same", () => {
    const json = serializeSsrState(STATE);
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(readSsrState(documentWith(json))).toEqual(STATE);
  });

  it("When there is no state, or it is broken or of another shape, then the page is rendered in the browser", () => {
    expect(readSsrState(documentWith(undefined))).toBeUndefined();
    expect(readSsrState(documentWith("{not json"))).toBeUndefined();
    expect(readSsrState(documentWith('{"hydrate":"yes","apollo":{},"router":{}}'))).toBeUndefined();
    expect(readSsrState(documentWith("[]"))).toBeUndefined();
    expect(readSsrState(documentWith('{"hydrate":true,"apollo":{},"session":"yes"}'))).toBeUndefined();
  });

  it("When a page was rendered for a session, then the state says so (ADR 190)", () => {
    const member: SsrState = { ...STATE, session: true };
    expect(readSsrState(documentWith(serializeSsrState(member)))).toEqual(member);
    expect(readSsrState(documentWith(serializeSsrState(STATE)))?.session).toBeUndefined();
  });
});

describe("the shared routes", () => {
  it("When a lazy page names its module, then that file exists (the server links its chunk by that name)", () => {
    expect(LAZY_PAGE_MODULES.length).toBeGreaterThan(30);
    for (const module of LAZY_PAGE_MODULES) {
      expect(module, "a lazyPage(() => import(…)) the build gave no module id").toBeDefined();
      expect(PAGE_FILES.has(module ?? ""), module).toBe(true);
    }
    expect(new Set(LAZY_PAGE_MODULES).size).toBe(LAZY_PAGE_MODULES.length);
  });

  it("When the routes are read, then every handle is well formed and the public pages of product §2.1 render on the server", () => {
    const handles = new Map<string, unknown>();
    const walk = (routes: typeof APP_ROUTES) => {
      for (const route of routes) {
        if (route.handle !== undefined) handles.set(route.index ? "/" : (route.path ?? ""), route.handle);
        if (route.children) walk(route.children);
      }
    };
    walk(APP_ROUTES);
    for (const handle of handles.values()) expect(isRouteHandle(handle)).toBe(true);
    const server = [...handles].filter(([, h]) => isRouteHandle(h) && h.serverRender === true).map(([path]) => path);
    expect(server).toEqual(
      expect.arrayContaining([
        "/",
        "category/:id",
        "services/search",
        "services/detail/:id",
        "services/:id/ratings-and-reviews",
        "compare",
        "search",
        "seminars/list",
        "contents/detail/:id",
        "terms",
        "error/403",
        "*",
      ]),
    );
    expect(server).not.toContain("login");
    // The member's lists and room render on the server for the member only; forms stay in the browser.
    const member = [...handles].filter(([, h]) => isRouteHandle(h) && h.memberRender === true).map(([path]) => path);
    expect(member.sort()).toEqual(
      [
        "apply-seminar",
        "bookmark",
        "negotiation/detail/:id",
        "negotiation/list",
        "ratings-and-reviews-posted",
        "review",
      ].sort(),
    );
    expect(isRouteHandle({ memberRender: false })).toBe(false);
    expect(handles.get("*")).toMatchObject({ status: 404 });
    expect(handles.get("home")).toEqual({ redirect: "/" });
    expect(isRouteHandle(null)).toBe(false);
    expect(isRouteHandle({ serverRender: false })).toBe(false);
    expect(isRouteHandle({ status: "404" })).toBe(false);
    expect(isRouteHandle({ redirect: 1 })).toBe(false);
  });
});
