// The editor HTML of articles and seminars, made safe to render: an allow-list sanitiser (tags,
// attributes, URL schemes), the visibility blocks of SPEC §2.1 (before-login / after-login), and
// YouTube links turned into privacy-enhanced players. The output is always well-formed: every
// element that is opened is closed, and text is re-escaped.

export type Viewer = "visitor" | "member";

/** Elements kept, with the attributes each may carry. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  blockquote: [],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  div: ["data-visibility"],
  span: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
};

const VOID = new Set(["br", "hr", "img"]);

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
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
  "xmp",
  "textarea",
  "select",
  "title",
  "head",
]);

const VISIBILITY_ATTRIBUTE = "data-visibility";
const HIDDEN_FOR: Readonly<Record<Viewer, string>> = { visitor: "after-login", member: "before-login" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com/embed/";

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;");
}

/** C0 controls, space, DEL and C1 controls. */
function isIgnoredInUrl(code: number): boolean {
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** http(s), mailto and site-relative links only; anything else (javascript:, data:, …) is refused. */
export function safeUrl(raw: string): string | undefined {
  // Browsers ignore control characters and white space inside a scheme ("java\tscript:").
  const value = [...decodeEntities(raw)].filter((c) => !isIgnoredInUrl(c.codePointAt(0) as number)).join("");
  if (value === "") return undefined;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https" || scheme === "mailto") return value;
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

interface Attribute {
  readonly name: string;
  readonly value: string;
}

function parseAttributes(source: string): Attribute[] {
  const out: Attribute[] = [];
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    out.push({ name: (match[1] ?? "").toLowerCase(), value: match[2] ?? match[3] ?? match[4] ?? "" });
  }
  return out;
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

/**
 * Sanitises editor HTML for a viewer: keeps the allow-listed elements and attributes, drops the
 * visibility block the viewer must not see, and turns YouTube links into embedded players.
 */
export function renderEditorHtml(html: string, viewer: Viewer): string {
  const out: string[] = [];
  const open: string[] = [];
  /** While > 0, everything is skipped (dropped element or hidden block); the tag whose nesting is counted. */
  let skipDepth = 0;
  let skipTag = "";
  let last = 0;

  const emitText = (text: string) => {
    if (skipDepth === 0 && text !== "") out.push(escapeText(decodeEntities(text)));
  };

  for (const match of html.matchAll(TOKEN)) {
    emitText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // comment, CDATA, doctype, processing instruction
    const closing = match[0][1] === "/";

    if (skipDepth > 0) {
      if (name === skipTag) skipDepth += closing ? -1 : VOID.has(name) ? 0 : 1;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !match[0].endsWith("/>")) {
        skipDepth = 1;
        skipTag = name;
      }
      continue;
    }
    // A block the viewer must not see goes with all its content, whatever element carries it.
    const attributes = closing ? [] : parseAttributes(match[2] ?? "");
    const visibility = attributes
      .find((a) => a.name === VISIBILITY_ATTRIBUTE)
      ?.value.trim()
      .toLowerCase();
    if (visibility === HIDDEN_FOR[viewer]) {
      if (!VOID.has(name) && !match[0].endsWith("/>")) {
        skipDepth = 1;
        skipTag = name;
      }
      continue;
    }

    const allowed = ALLOWED[name];
    if (!allowed) continue; // unknown element: keep its text, drop the tag

    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }

    const kept: string[] = [];
    let videoId: string | undefined;
    for (const { name: attr, value } of attributes) {
      if (!allowed.includes(attr)) continue;
      if (attr === "href" || attr === "src") {
        const url = safeUrl(value);
        if (!url) continue;
        if (name === "a") videoId = youtubeVideoId(url);
        kept.push(`${attr}="${escapeAttribute(url)}"`);
      } else if (attr === "width" || attr === "height" || attr === "colspan" || attr === "rowspan") {
        if (/^\d{1,4}$/.test(value)) kept.push(`${attr}="${value}"`);
      } else if (attr === VISIBILITY_ATTRIBUTE) {
        if (visibility === "before-login" || visibility === "after-login") kept.push(`${attr}="${visibility}"`);
      } else {
        kept.push(`${attr}="${escapeAttribute(decodeEntities(value))}"`);
      }
    }
    if (name === "a") kept.push('rel="noopener noreferrer nofollow"');
    if (name === "img") kept.push('loading="lazy"');

    if (videoId) {
      // The player comes before the link; the link stays as a fallback and names the video.
      const title = linkText(html, last);
      out.push(
        `<span class="video-embed"><iframe src="${YOUTUBE_EMBED_ORIGIN}${videoId}" title="${escapeAttribute(title)}" loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe></span>`,
      );
    }
    out.push(`<${name}${kept.length > 0 ? ` ${kept.join(" ")}` : ""}>`);
    if (!VOID.has(name)) open.push(name);
  }
  emitText(html.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}

/** The plain text of a link, read from the source after its opening tag (for the player's title). */
function linkText(html: string, from: number): string {
  const end = html.toLowerCase().indexOf("</a", from);
  const inner = html.slice(from, end === -1 ? undefined : end);
  return decodeEntities(inner.replace(/<[^>]*>/g, "")).trim() || "YouTube";
}
