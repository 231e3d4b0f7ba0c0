// The editor HTML of articles and seminars, made safe to render (ADR 041). DOMPurify does the
// allow-list work on a real HTML parser (jsdom's, the WHATWG algorithm a browser runs), so the tree
// it cleans is the tree a browser would build; the regex tokenizer this replaces could not promise
// that. Two passes of our own sit around it:
// - the visibility blocks of product §2.1 (before-login / after-login) are removed while DOMPurify walks
//   the tree, before it unwraps elements it does not keep, so a hidden block on any element goes
//   with all its text;
// - YouTube links in its output get a privacy-enhanced player in front of them.

import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { createWindow, type DomElement, type DomNode } from "./dom.js";

export type Viewer = "visitor" | "member";

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "blockquote",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "div",
  "span",
  "a",
  "img",
];

const VISIBILITY_ATTRIBUTE = "data-visibility";
const NUMERIC_ATTRIBUTES = new Set(["width", "height", "colspan", "rowspan"]);
const URL_ATTRIBUTES = new Set(["href", "src"]);
/** Attributes kept on any allowed element; DOMPurify only keeps them on the tags above. */
const ALLOWED_ATTR = ["href", "title", "src", "alt", ...NUMERIC_ATTRIBUTES, VISIBILITY_ATTRIBUTE];

/** Elements dropped together with everything inside them (DOMPurify unwraps other unknown elements). */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "frameset",
  "frame",
  "noembed",
  "noframes",
  "xmp",
  "textarea",
  "select",
  "title",
  "head",
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Values checked by the attribute hook below; without this DOMPurify tests them as URLs.
  ADD_URI_SAFE_ATTR: [...NUMERIC_ATTRIBUTES, VISIBILITY_ATTRIBUTE],
  ADD_FORBID_CONTENTS: DROP_WITH_CONTENT,
  // Checked again after safeUrl in the attribute hook: http(s), mailto, or a path on this site.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\]))/i,
  RETURN_DOM_FRAGMENT: true,
};

const HIDDEN_FOR: Readonly<Record<Viewer, string>> = { visitor: "after-login", member: "before-login" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com/embed/";

/** C0 controls, space, DEL and C1 controls. */
function isIgnoredInUrl(code: number): boolean {
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

/**
 * http(s), mailto and site-relative links only; anything else (javascript:, data:, …) is refused.
 * Takes an attribute value as the parser decoded it (entities already resolved).
 */
export function safeUrl(value: string): string | undefined {
  // Browsers ignore control characters and white space inside a scheme ("java\tscript:").
  const compact = [...value].filter((c) => !isIgnoredInUrl(c.codePointAt(0) as number)).join("");
  if (compact === "") return undefined;
  if (compact.startsWith("/") && !compact.startsWith("//") && !compact.startsWith("/\\")) return compact;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https" || scheme === "mailto") return compact;
  return undefined;
}

/** The video id of a YouTube watch, short or embed link; undefined for anything else. */
export function youtubeVideoId(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "www.youtube.com" || host === "youtube.com" || host === "m.youtube.com") {
    id = url.pathname === "/watch" ? url.searchParams.get("v") : /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function visibilityOf(element: DomElement): string | undefined {
  return element.getAttribute(VISIBILITY_ATTRIBUTE)?.trim().toLowerCase();
}

// One window for the process: DOMPurify only needs its parser and node types, and sanitize() is
// synchronous, so the calls never interleave.
const window = createWindow();

function createPurifier(viewer: Viewer): DOMPurify {
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("uponSanitizeElement", (current) => {
    // Runs before DOMPurify decides whether to keep or unwrap the element.
    const node = current as unknown as DomNode;
    if (node.nodeType === window.Node.ELEMENT_NODE && visibilityOf(node as DomElement) === HIDDEN_FOR[viewer]) {
      node.parentNode?.removeChild(node);
    }
  });
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName)) {
      const url = safeUrl(data.attrValue);
      if (url === undefined) data.keepAttr = false;
      else data.attrValue = url;
    } else if (NUMERIC_ATTRIBUTES.has(data.attrName)) {
      if (!/^\d{1,4}$/.test(data.attrValue)) data.keepAttr = false;
    } else if (data.attrName === VISIBILITY_ATTRIBUTE) {
      const value = data.attrValue.trim().toLowerCase();
      if (value === "before-login" || value === "after-login") data.attrValue = value;
      else data.keepAttr = false;
    }
  });
  return purify;
}

const PURIFIERS: Readonly<Record<Viewer, DOMPurify>> = {
  visitor: createPurifier("visitor"),
  member: createPurifier("member"),
};

/** Links get rel, images lazy loading, YouTube links a player before them. */
function decorate(root: DomElement): void {
  const document = window.document;
  for (const img of root.querySelectorAll("img")) img.setAttribute("loading", "lazy");
  for (const link of root.querySelectorAll("a")) {
    link.setAttribute("rel", "noopener noreferrer nofollow");
    const href = link.getAttribute("href");
    const videoId = href ? youtubeVideoId(href) : undefined;
    if (!videoId) continue;
    // The player comes before the link; the link stays as a fallback and names the video.
    const player = document.createElement("span");
    player.setAttribute("class", "video-embed");
    const frame = document.createElement("iframe");
    frame.setAttribute("src", `${YOUTUBE_EMBED_ORIGIN}${videoId}`);
    frame.setAttribute("title", link.textContent?.trim() || "YouTube");
    frame.setAttribute("loading", "lazy");
    frame.setAttribute("allow", "accelerometer; encrypted-media; gyroscope; picture-in-picture");
    frame.setAttribute("allowfullscreen", "");
    frame.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    player.append(frame);
    link.before(player);
  }
}

/**
 * Sanitises editor HTML for a viewer: keeps the allow-listed elements and attributes, drops the
 * visibility block the viewer must not see, and turns YouTube links into embedded players.
 */
export function renderEditorHtml(html: string, viewer: Viewer): string {
  const fragment = PURIFIERS[viewer].sanitize(html, CONFIG) as unknown as DomElement;
  decorate(fragment);
  const holder = window.document.createElement("div");
  holder.append(fragment);
  return holder.innerHTML;
}
