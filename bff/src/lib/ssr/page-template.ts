import { createHash } from "node:crypto";
import { CriticalCss, classesIn } from "./critical-css.js";

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
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
const LOW_PRIORITY_SCRIPT = '<script type="module" crossorigin fetchpriority="low" src=';
const ENTRY_SCRIPT = /<script type="module" crossorigin fetchpriority="low" src="\/([^"]+)"><\/script>/;
/** The manifest key of the loader that starts a rendered page's scripts after its first frame (web/src/boot.ts). */
const BOOT_MODULE = "src/boot.ts";
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;
const MODULE_PRELOAD_LINK = /\s*<link rel="modulepreload"[^>]*>/g;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const stylesheetLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`;

/**
 * The built index.html as a template for server-rendered pages: the page's own title and meta replace
 * the shell's, the chunks and stylesheets of the lazy pages it shows are linked (modulepreload and
 * stylesheet, from the manifest) so that hydration does not wait on a fallback, the markup goes into
 * #root and the state into a non-executable `<script type="application/json">` (no inline script: CSP).
 *
 * A rendered page is readable before any script runs, so its scripts (the entry and the page's chunks)
 * do not compete with the first view: when the build has the boot loader (web/src/boot.ts), only it is
 * linked, and it imports the entry and the page's chunks once the first frame is out; otherwise they
 * are linked with low priority.
 *
 * With the boot loader, the shell's stylesheet is split (ADR 184; `readStyle` gives a file's text): each
 * page carries inline only the rules its own markup can use (`CriticalCss`), so it paints without waiting
 * for another request, and the boot loader links the whole hashed stylesheet (`data-styles`; immutable,
 * fetched once per build and never render-blocking) for what the first view does not show and for later
 * navigations; a `<noscript>` links it for a browser without scripts. The page's CSP must allow exactly
 * its <style> text, by hash (`allowInlineStyles`); the SPA shell keeps its <link>.
 */
export class PageTemplate {
  private readonly head: string;
  private readonly beforeRoot: string;
  private readonly afterRoot: string;
  /** The stylesheets split into critical rules per page and the whole file (with the boot loader). */
  private readonly sheets: readonly { readonly file: string; readonly critical: CriticalCss }[];

  private constructor(
    indexHtml: string,
    private readonly manifest: ViteManifest,
    readStyle: ((file: string) => string | undefined) | undefined,
  ) {
    const sheets: { file: string; critical: CriticalCss }[] = [];
    const shell = indexHtml
      .replace(/\s*<title>[\s\S]*?<\/title>/, "")
      .replace(/\s*<meta name="description"[^>]*>/, "")
      .replace(/<script type="module" crossorigin src=/g, LOW_PRIORITY_SCRIPT);
    // Only the boot loader links the whole stylesheet after the first paint; without it the link stays.
    const bootable = manifest[BOOT_MODULE] !== undefined && ENTRY_SCRIPT.test(shell);
    const withoutMeta = shell.replace(STYLESHEET_LINK, (link, file: string) => {
      const css = bootable ? readStyle?.(file) : undefined;
      // A text that could close the element is never inlined.
      if (css === undefined || /<\/style/i.test(css)) return link;
      sheets.push({ file, critical: new CriticalCss(css) });
      return "";
    });
    this.sheets = sheets;
    const headEnd = withoutMeta.indexOf("</head>");
    const root = withoutMeta.indexOf(ROOT);
    this.head = withoutMeta.slice(0, headEnd);
    this.beforeRoot = withoutMeta.slice(headEnd, root);
    this.afterRoot = withoutMeta.slice(root + ROOT.length);
  }

  /** A template, or undefined when the HTML is not the shell it expects (then the shell is sent as it is). */
  static from(
    indexHtml: string,
    manifest: ViteManifest,
    readStyle?: (file: string) => string | undefined,
  ): PageTemplate | undefined {
    const headEnd = indexHtml.indexOf("</head>");
    const root = indexHtml.indexOf(ROOT);
    if (headEnd < 0 || root < headEnd) return undefined;
    return new PageTemplate(indexHtml, manifest, readStyle);
  }

  /**
   * A rendered page's CSP with its inline styles allowed by hash (the header as helmet set it, or
   * unchanged when the page has none). The page's head is read from its bytes, so a stored page needs
   * nothing stored beside it.
   */
  static allowInlineStyles(policy: string, page: Buffer | string): string {
    const end = page.indexOf("</head>");
    if (end < 0) return policy;
    const head = typeof page === "string" ? page.slice(0, end) : page.toString("utf8", 0, end);
    const hashes = [...head.matchAll(INLINE_STYLE)].map(
      (match) =>
        `'sha256-${createHash("sha256")
          .update(match[1] ?? "")
          .digest("base64")}'`,
    );
    if (hashes.length === 0) return policy;
    return policy.replace(/(^|;)(\s*style-src)([^;]*)/, `$1$2$3 ${hashes.join(" ")}`);
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
    const framework = new Set(this.entryImports());
    const linked = (file: string) => this.head.includes(`/${file}"`) || framework.has(file);
    return {
      scripts: [...scripts].filter((file) => !linked(file)),
      styles: [...styles].filter((file) => !linked(file)),
    };
  }

  /**
   * The files the entry imports statically (the framework chunks), each after the ones it imports: the
   * order in which they can be evaluated one at a time.
   */
  private entryImports(): string[] {
    const files: string[] = [];
    const seen = new Set<string>(["index.html"]);
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      files.push(chunk.file);
    };
    for (const imported of this.manifest["index.html"]?.imports ?? []) visit(imported);
    return files;
  }

  render(page: RenderedPage): string {
    const { scripts, styles } = this.assetsOf(page.modules);
    const boot = this.manifest[BOOT_MODULE]?.file;
    const entry = this.head.match(ENTRY_SCRIPT);
    const booted = boot !== undefined && entry !== null;
    const paths = (files: readonly string[]) => files.map((file) => `/${escapeAttribute(file)}`).join(" ");
    // With the boot loader, the framework chunks are not preloaded by the head either: the loader
    // fetches everything after the first frame and evaluates the framework chunks one task each
    // (data-vendor), so that no single task of the start runs all of the app's top-level code.
    const head = booted
      ? this.head
          .replace(MODULE_PRELOAD_LINK, "")
          .replace(
            ENTRY_SCRIPT,
            `<script type="module" crossorigin src="/${escapeAttribute(boot)}" data-vendor="${paths(
              this.entryImports(),
            )}" data-entry="/${escapeAttribute(entry[1] ?? "")}" data-chunks="${paths(scripts)}"${
              this.sheets.length > 0 ? ` data-styles="${paths(this.sheets.map((sheet) => sheet.file))}"` : ""
            }></script>`,
          )
      : this.head;
    const classes = classesIn(page.body);
    const links = [
      ...this.sheets.map(({ critical }) => `<style>${critical.for(classes)}</style>`),
      ...(this.sheets.length > 0
        ? [`<noscript>${this.sheets.map(({ file }) => stylesheetLink(file)).join("")}</noscript>`]
        : []),
      ...styles.map(stylesheetLink),
      ...(booted
        ? []
        : scripts.map(
            (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttribute(file)}">`,
          )),
    ];
    return [
      head.trimEnd(),
      ...[page.head, ...links].map((line) => `\n    ${line}`),
      "\n  ",
      this.beforeRoot,
      `<div id="root">${page.body}</div>`,
      `<script type="application/json" id="ssr-state">${page.state}</script>`,
      this.afterRoot,
    ].join("");
  }
}
