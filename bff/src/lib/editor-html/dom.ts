// The few DOM shapes the sanitiser and its tests use, on jsdom's window (see jsdom.d.ts for why the
// DOM library itself is not in the server's types).
import { createRequire } from "node:module";
import type { JSDOM } from "jsdom";

// jsdom is loaded with the first window, not when the server starts (ADR 183): it is a large share of
// a start's module loading and memory, and only editor HTML (article bodies) needs it. It is CommonJS,
// so a synchronous require keeps the sanitiser synchronous.
const require = createRequire(import.meta.url);

export interface DomNode {
  readonly nodeType: number;
  readonly parentNode: { removeChild(node: DomNode): unknown } | null;
}

export interface DomElement extends DomNode {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly attributes: Iterable<{ readonly name: string; readonly value: string }>;
  readonly outerHTML: string;
  readonly textContent: string | null;
  innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): Iterable<DomElement>;
  before(...nodes: DomNode[]): void;
  append(...nodes: DomNode[]): void;
}

export interface DomWindow {
  readonly document: { createElement(tag: string): DomElement };
  readonly Node: { readonly ELEMENT_NODE: number };
  readonly DOMParser: new () => { parseFromString(html: string, type: "text/html"): { body: DomElement } };
}

/** A fresh, empty jsdom window. */
export function createWindow(): DomWindow {
  const jsdom: { JSDOM: typeof JSDOM } = require("jsdom");
  return new jsdom.JSDOM("").window as DomWindow;
}
