// Editor HTML that staff submit, cleaned before it is stored (ADR 163): DOMPurify on jsdom with the
// editor's allow-list (domain/editor-html-policy, the same lists the BFF renders with). No script or
// other executable element, no event handler or style attribute, only http(s), mailto and site-relative
// URLs. Both visibility blocks are kept: the BFF removes the one a viewer must not see.
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
import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";

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

const window = new JSDOM("").window as Window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const kept = keptAttributeValue(data.attrName, data.attrValue);
  if (kept === undefined) data.keepAttr = false;
  else data.attrValue = kept;
});

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
  return String(purify.sanitize(html, CONFIG)).trim();
}

/**
 * A stored body split back into what staff edit: its top-level before-login and after-login divs (their
 * inner HTML; several of a kind joined), and the rest as the common body.
 */
export function splitArticleBody(html: string): ArticleBodyParts {
  const template = window.document.createElement("template");
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
