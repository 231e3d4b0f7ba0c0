/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isStrings = (value: unknown): boolean =>
  value === undefined || (Array.isArray(value) && value.every((item) => typeof item === "string"));

export function isViteManifest(value: unknown): value is ViteManifest {
  return (
    isObject(value) &&
    Object.values(value).every(
      (chunk) => isObject(chunk) && typeof chunk.file === "string" && isStrings(chunk.css) && isStrings(chunk.imports),
    )
  );
}

/** What a server render fills into the page. */
export interface RenderedPage {
  readonly head: string;
  readonly body: string;
  readonly state: string;
  readonly modules: readonly string[];
}

const ROOT = '<div id="root"></div>';
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The built index.html as a template for server-rendered pages: the page's own title and meta replace
 * the shell's, the chunks and stylesheets of the lazy pages it shows are linked (modulepreload and
 * stylesheet, from the manifest) so that hydration does not wait on a fallback, the markup goes into
 * #root and the state into a non-executable `<script type="application/json">` (no inline script: CSP).
 */
export class PageTemplate {
  private readonly head: string;
  private readonly beforeRoot: string;
  private readonly afterRoot: string;

  private constructor(
    indexHtml: string,
    private readonly manifest: ViteManifest,
  ) {
    const withoutMeta = indexHtml
      .replace(/\s*<title>[\s\S]*?<\/title>/, "")
      .replace(/\s*<meta name="description"[^>]*>/, "");
    const headEnd = withoutMeta.indexOf("</head>");
    const root = withoutMeta.indexOf(ROOT);
    this.head = withoutMeta.slice(0, headEnd);
    this.beforeRoot = withoutMeta.slice(headEnd, root);
    this.afterRoot = withoutMeta.slice(root + ROOT.length);
  }

  /** A template, or undefined when the HTML is not the shell it expects (then the shell is sent as it is). */
  static from(indexHtml: string, manifest: ViteManifest): PageTemplate | undefined {
    const headEnd = indexHtml.indexOf("</head>");
    const root = indexHtml.indexOf(ROOT);
    if (headEnd < 0 || root < headEnd) return undefined;
    return new PageTemplate(indexHtml, manifest);
  }

  /** The files (scripts, stylesheets) the given source modules need, with their static imports. */
  assetsOf(modules: readonly string[]): { scripts: string[]; styles: string[] } {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      // The entry (index.html) is linked by the shell already.
      if (!chunk || key === "index.html") return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    const linked = (file: string) => this.head.includes(`/${file}"`);
    return {
      scripts: [...scripts].filter((file) => !linked(file)),
      styles: [...styles].filter((file) => !linked(file)),
    };
  }

  render(page: RenderedPage): string {
    const { scripts, styles } = this.assetsOf(page.modules);
    const links = [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ];
    return [
      this.head.trimEnd(),
      ...[page.head, ...links].map((line) => `\n    ${line}`),
      "\n  ",
      this.beforeRoot,
      `<div id="root">${page.body}</div>`,
      `<script type="application/json" id="ssr-state">${page.state}</script>`,
      this.afterRoot,
    ].join("");
  }
}
