import postcss, { type ChildNode, type Container } from "postcss";

/** A class name as written in a selector (`.service-card_MRmd5`), without the dot. */
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
/**
 * Functional pseudo-classes whose arguments need not be on the page for the rule to apply
 * (`.a:not(.b)`, `:is(.a, .b)`): their classes are not required.
 */
const OPTIONAL_ARGUMENTS = /:(?:not|is|where)\((?:[^()]|\([^()]*\))*\)/g;
/** `class="…"` attributes of rendered markup (React writes them double-quoted). */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The class names used in rendered markup. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** For each selector of a rule's list, the classes it needs on the page to match anything. */
function requiredClasses(selectors: readonly string[]): string[][] {
  return selectors.map((selector) =>
    [...selector.replace(OPTIONAL_ARGUMENTS, "").matchAll(CLASS_IN_SELECTOR)].map((m) => m[1] ?? ""),
  );
}

/**
 * One node of the parsed stylesheet, kept as text: a rule with the classes each of its selectors needs,
 * an at-rule that wraps rules (`@media`, `@supports`), or a node kept as it is (`@keyframes`,
 * `@font-face`, `@property`).
 */
type Piece =
  | { readonly kind: "rule"; readonly css: string; readonly required: readonly (readonly string[])[] }
  | { readonly kind: "block"; readonly open: string; readonly pieces: readonly Piece[] }
  | { readonly kind: "whole"; readonly css: string };

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    const piece = pieceOf(node);
    if (piece) pieces.push(piece);
  }
  return pieces;
}

function pieceOf(node: ChildNode): Piece | undefined {
  if (node.type === "rule") return { kind: "rule", css: node.toString(), required: requiredClasses(node.selectors) };
  if (node.type !== "atrule") return undefined;
  const name = node.name.toLowerCase();
  if (!node.nodes || name.endsWith("keyframes") || name === "font-face" || name === "property")
    return { kind: "whole", css: node.toString() };
  return { kind: "block", open: `@${node.name} ${node.params}{`, pieces: piecesOf(node) };
}

/**
 * The app's stylesheet cut down to what one rendered page can use on its first view (ADR 184): a rule
 * is kept when one of its selectors names only classes that the page's markup carries (a selector
 * without classes — element styles, `:root`'s tokens — is always kept), an at-rule (`@media`, `@supports`)
 * with the rules it keeps, `@keyframes` and `@font-face` as they are. Everything else reaches the page in
 * the whole stylesheet, loaded after the first paint; it comes later in the cascade with every rule in its
 * original order, so once it is there the page is styled exactly as by the whole sheet alone.
 *
 * The stylesheet is parsed once and kept as each node's text with the classes it needs, not as postcss's
 * syntax tree (about 2 MB of the BFF's heap for the app's sheet, ADR 197); a page costs one pass over it.
 */
export class CriticalCss {
  private readonly pieces: readonly Piece[];

  constructor(css: string) {
    this.pieces = piecesOf(postcss.parse(css));
  }

  /** The rules that rendered markup with these classes can use, as CSS text in the sheet's order. */
  for(classes: ReadonlySet<string>): string {
    return keep(this.pieces, classes);
  }
}

function keep(pieces: readonly Piece[], classes: ReadonlySet<string>): string {
  let css = "";
  for (const piece of pieces) {
    if (piece.kind === "whole") css += piece.css;
    else if (piece.kind === "rule") {
      if (piece.required.some((names) => names.every((name) => classes.has(name)))) css += piece.css;
    } else {
      const inner = keep(piece.pieces, classes);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}
