// The editor HTML of articles and seminars, made safe to render (ADR 041). DOMPurify does the
// allow-list work on a real HTML parser (jsdom's, the WHATWG algorithm a browser runs), so the tree
// it cleans is the tree a browser would build; the regex tokenizer this replaces could not promise
// that. Two passes of our own sit around it:
// - the visibility blocks of product §2.1 (before-login / after-login) are removed while DOMPurify walks
//   the tree, before it unwraps elements it does not keep, so a hidden block on any element goes
//   with all its text;
// - YouTube links in its output get a privacy-enhanced player in front of them.

import {
  EDITOR_ALLOWED_ATTR,
  EDITOR_ALLOWED_TAGS,
  EDITOR_DROP_WITH_CONTENT,
  EDITOR_NUMERIC_ATTRIBUTES,
  EDITOR_URI_REGEXP,
  keptAttributeValue,
  VISIBILITY_ATTRIBUTE,
} from "@iryo/domain/editor-html-policy";
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { createWindow, type DomElement, type DomNode, type DomWindow } from "./dom.js";

export type Viewer = "visitor" | "member";

const CONFIG: Config = {
  ALLOWED_TAGS: [...EDITOR_ALLOWED_TAGS],
  ALLOWED_ATTR: [...EDITOR_ALLOWED_ATTR],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Values checked by the attribute hook below; without this DOMPurify tests them as URLs.
  ADD_URI_SAFE_ATTR: [...EDITOR_NUMERIC_ATTRIBUTES, VISIBILITY_ATTRIBUTE],
  ADD_FORBID_CONTENTS: [...EDITOR_DROP_WITH_CONTENT],
  // Checked again after safeUrl in the attribute hook: http(s), mailto, or a path on this site.
  ALLOWED_URI_REGEXP: EDITOR_URI_REGEXP,
  RETURN_DOM_FRAGMENT: true,
};

const HIDDEN_FOR: Readonly<Record<Viewer, string>> = { visitor: "after-login", member: "before-login" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com/embed/";

export { safeUrl } from "@iryo/domain/editor-html-policy";

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

function createPurifier(window: DomWindow, viewer: Viewer): DOMPurify {
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("uponSanitizeElement", (current) => {
    // Runs before DOMPurify decides whether to keep or unwrap the element.
    const node = current as unknown as DomNode;
    if (node.nodeType === window.Node.ELEMENT_NODE && visibilityOf(node as DomElement) === HIDDEN_FOR[viewer]) {
      node.parentNode?.removeChild(node);
    }
  });
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    const kept = keptAttributeValue(data.attrName, data.attrValue);
    if (kept === undefined) data.keepAttr = false;
    else data.attrValue = kept;
  });
  return purify;
}

interface Sanitiser {
  readonly window: DomWindow;
  readonly purifiers: Readonly<Record<Viewer, DOMPurify>>;
}

// One window for the process: DOMPurify only needs its parser and node types, and sanitize() is
// synchronous, so the calls never interleave. Made on the first call, not at start-up (ADR 183).
let sanitiser: Sanitiser | undefined;
function sanitiserOf(): Sanitiser {
  if (!sanitiser) {
    const window = createWindow();
    sanitiser = {
      window,
      purifiers: { visitor: createPurifier(window, "visitor"), member: createPurifier(window, "member") },
    };
  }
  return sanitiser;
}

/** Links get rel, images lazy loading, YouTube links a player before them. */
function decorate(window: DomWindow, root: DomElement): void {
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
  const { window, purifiers } = sanitiserOf();
  const fragment = purifiers[viewer].sanitize(html, CONFIG) as unknown as DomElement;
  decorate(window, fragment);
  const holder = window.document.createElement("div");
  holder.append(fragment);
  return holder.innerHTML;
}
