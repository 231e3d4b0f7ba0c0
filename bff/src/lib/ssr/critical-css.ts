import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from "postcss";

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
 * The app's stylesheet cut down to what one rendered page can use on its first view (ADR 184): a rule
 * is kept when one of its selectors names only classes that the page's markup carries (a selector
 * without classes — element styles, `:root`'s tokens — is always kept), an at-rule (`@media`, `@supports`)
 * with the rules it keeps, `@keyframes` and `@font-face` as they are. Everything else reaches the page in
 * the whole stylesheet, loaded after the first paint; it comes later in the cascade with every rule in its
 * original order, so once it is there the page is styled exactly as by the whole sheet alone.
 *
 * The stylesheet is parsed once; a page costs one pass over its rules.
 */
export class CriticalCss {
  private readonly root: Root;
  private readonly required = new WeakMap<Rule, string[][]>();

  constructor(css: string) {
    this.root = postcss.parse(css);
    this.root.walkRules((rule) => {
      this.required.set(rule, requiredClasses(rule.selectors));
    });
  }

  /** The rules that rendered markup with these classes can use, as CSS text in the sheet's order. */
  for(classes: ReadonlySet<string>): string {
    return this.keep(this.root, classes);
  }

  private keep(container: Container, classes: ReadonlySet<string>): string {
    let css = "";
    for (const node of container.nodes ?? []) css += this.keepNode(node, classes);
    return css;
  }

  private keepNode(node: ChildNode, classes: ReadonlySet<string>): string {
    if (node.type === "rule") {
      const required = this.required.get(node) ?? [];
      return required.some((names) => names.every((name) => classes.has(name))) ? node.toString() : "";
    }
    if (node.type === "atrule") return this.keepAtRule(node, classes);
    return "";
  }

  private keepAtRule(rule: AtRule, classes: ReadonlySet<string>): string {
    const name = rule.name.toLowerCase();
    if (!rule.nodes || name.endsWith("keyframes") || name === "font-face" || name === "property")
      return rule.toString();
    const inner = this.keep(rule, classes);
    return inner ? `@${rule.name} ${rule.params}{${inner}}` : "";
  }
}
