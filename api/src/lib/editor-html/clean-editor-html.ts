// Editor HTML that staff submit, cleaned before it is stored (ADR 163): DOMPurify on jsdom with the
// editor's allow-list (domain/editor-html-policy, the same lists the BFF renders with). No script or
// other executable element, no event handler or style attribute, only http(s), mailto and site-relative
// URLs. Both visibility blocks are kept: the BFF removes the one a viewer must not see.

import { createRequire } from "node:module";
import {
  EDITOR_ALLOWED_ATTR,
  EDITOR_ALLOWED_TAGS,
  EDITOR_DROP_WITH_CONTENT,
  EDITOR_NUMERIC_ATTRIBUTES,
  EDITOR_URI_REGEXP,
  keptAttributeValue,
  VISIBILITY_ATTRIBUTE,
} from "@iryo/domain/editor-html-policy";
import type { ArticleBodyParts } from "@iryo/domain/provider-article";
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import type { JSDOM } from "jsdom";

interface Element {
  readonly localName: string;
  readonly innerHTML: string;
  getAttribute(name: string): string | null;
  remove(): void;
}

interface Window {
  readonly document: {
    createElement(tag: "template"): { innerHTML: string; content: { children: Iterable<Element> } };
  };
}

// jsdom is loaded on the first clean or split, not when the api starts (ADR 183): it is a large share
// of a start's module loading and memory, and only staff editing articles need it. It is CommonJS, so a
// synchronous require keeps these functions synchronous.
const require = createRequire(import.meta.url);

interface Sanitiser {
  readonly window: Window;
  readonly purify: DOMPurify;
}

let sanitiser: Sanitiser | undefined;
function sanitiserOf(): Sanitiser {
  if (!sanitiser) {
    const jsdom: { JSDOM: typeof JSDOM } = require("jsdom");
    const window = new jsdom.JSDOM("").window as Window;
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const kept = keptAttributeValue(data.attrName, data.attrValue);
      if (kept === undefined) data.keepAttr = false;
      else data.attrValue = kept;
    });
    sanitiser = { window, purify };
  }
  return sanitiser;
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...EDITOR_ALLOWED_TAGS],
  ALLOWED_ATTR: [...EDITOR_ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ADD_URI_SAFE_ATTR: [...EDITOR_NUMERIC_ATTRIBUTES, VISIBILITY_ATTRIBUTE],
  ADD_FORBID_CONTENTS: [...EDITOR_DROP_WITH_CONTENT],
  ALLOWED_URI_REGEXP: EDITOR_URI_REGEXP,
};

/** The HTML with only the editor's allow-listed elements, attributes and URLs. */
export function cleanEditorHtml(html: string): string {
  return String(sanitiserOf().purify.sanitize(html, CONFIG)).trim();
}

/**
 * A stored body split back into what staff edit: its top-level before-login and after-login divs (their
 * inner HTML; several of a kind joined), and the rest as the common body.
 */
export function splitArticleBody(html: string): ArticleBodyParts {
  const template = sanitiserOf().window.document.createElement("template");
  template.innerHTML = html;
  const before: string[] = [];
  const after: string[] = [];
  for (const child of [...template.content.children]) {
    const visibility = child.localName === "div" ? child.getAttribute(VISIBILITY_ATTRIBUTE) : null;
    if (visibility !== "before-login" && visibility !== "after-login") continue;
    (visibility === "before-login" ? before : after).push(child.innerHTML);
    child.remove();
  }
  return { body_html: template.innerHTML, before_login_html: before.join(""), after_login_html: after.join("") };
}
