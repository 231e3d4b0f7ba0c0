// The allow-list of the editor HTML of articles and seminars (ADR 041, 163), shared by the BFF, which
// renders a body for a viewer, and the api, which cleans a body staff submit before storing it. Both run
// DOMPurify on jsdom with these lists; only the BFF removes a visibility block and adds video players.

export const EDITOR_ALLOWED_TAGS: readonly string[] = [
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

/** The attribute that marks a before-login or after-login block (product §6). */
export const VISIBILITY_ATTRIBUTE = "data-visibility";
const VISIBILITY_VALUES: readonly string[] = ["before-login", "after-login"];

export const EDITOR_NUMERIC_ATTRIBUTES: readonly string[] = ["width", "height", "colspan", "rowspan"];
const EDITOR_URL_ATTRIBUTES: readonly string[] = ["href", "src"];
/** Attributes kept on any allowed element (no event handler, no style, no class). */
export const EDITOR_ALLOWED_ATTR: readonly string[] = [
  "href",
  "title",
  "src",
  "alt",
  ...EDITOR_NUMERIC_ATTRIBUTES,
  VISIBILITY_ATTRIBUTE,
];

/** Elements dropped together with everything inside them (DOMPurify unwraps other unknown elements). */
export const EDITOR_DROP_WITH_CONTENT: readonly string[] = [
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

/** DOMPurify's URL test, checked again after safeUrl: http(s), mailto, or a path on this site. */
export const EDITOR_URI_REGEXP = /^(?:https?:|mailto:|\/(?![/\\]))/i;

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

/** An attribute value as kept: a URL through safeUrl, a number of 1–4 digits, a known visibility; else undefined. */
export function keptAttributeValue(name: string, value: string): string | undefined {
  if (EDITOR_URL_ATTRIBUTES.includes(name)) return safeUrl(value);
  if (EDITOR_NUMERIC_ATTRIBUTES.includes(name)) return /^\d{1,4}$/.test(value) ? value : undefined;
  if (name === VISIBILITY_ATTRIBUTE) {
    const visibility = value.trim().toLowerCase();
    return VISIBILITY_VALUES.includes(visibility) ? visibility : undefined;
  }
  return value;
}
