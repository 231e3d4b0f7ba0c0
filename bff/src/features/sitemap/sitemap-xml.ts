import type { ParsedResponseOf } from "@iryo/domain/contracts/endpoint";
import type { sitemapEntries } from "@iryo/domain/contracts/sitemap";
import { SERVICE_SEARCH_TAB } from "@iryo/domain/tabs";

export type SitemapEntries = ParsedResponseOf<typeof sitemapEntries>;

/** The sitemap protocol's bound per file (sitemaps.org): a larger kind is split into numbered parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Where the index lives; the parts are `/sitemaps/{kind}-{n}.xml`. */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

interface SitemapUrl {
  /** Path and query on the public origin. */
  readonly path: string;
  readonly lastmod: string | null;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text for an XML element or attribute: the five predefined entities escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const newest = (values: readonly (string | null)[]): string | null =>
  values.reduce<string | null>(
    (best, value) => (value !== null && (best === null || value > best) ? value : best),
    null,
  );

/** Every public URL by kind, in a stable order (the static pages first). */
function urlsByKind(entries: SitemapEntries): [string, SitemapUrl[]][] {
  const servicesChanged = newest(entries.services.map((s) => s.updated_at));
  const seminarsChanged = newest(entries.seminars.map((s) => s.updated_at));
  const contentsChanged = newest(entries.contents.map((c) => c.updated_at));
  const staticPages: SitemapUrl[] = [
    { path: "/", lastmod: newest([servicesChanged, seminarsChanged, contentsChanged]) },
    ...Object.values(SERVICE_SEARCH_TAB).map((tab) => ({
      path: `/services/search?tab=${tab}`,
      lastmod: servicesChanged,
    })),
    { path: "/seminars/list", lastmod: seminarsChanged },
    { path: "/contents/list", lastmod: contentsChanged },
    ...["/concept", "/guide", "/faq", "/review-guidelines", "/terms", "/privacy"].map((path) => ({
      path,
      lastmod: null,
    })),
  ];
  return [
    ["static", staticPages],
    ["services", entries.services.map((s) => ({ path: `/services/detail/${s.service_id}`, lastmod: s.updated_at }))],
    ["categories", entries.categories.map((c) => ({ path: `/category/${c.category_id}`, lastmod: c.updated_at }))],
    [
      "issues",
      entries.issues.map((i) => ({
        path: `/services/search?tab=${SERVICE_SEARCH_TAB.ISSUE}&issue_id=${i.issue_id}`,
        lastmod: i.updated_at,
      })),
    ],
    ["seminars", entries.seminars.map((s) => ({ path: `/seminars/detail/${s.seminar_id}`, lastmod: s.updated_at }))],
    ["contents", entries.contents.map((c) => ({ path: `/contents/detail/${c.content_id}`, lastmod: c.updated_at }))],
  ];
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const lastmodElement = (lastmod: string | null) => (lastmod === null ? "" : `<lastmod>${escapeXml(lastmod)}</lastmod>`);

function urlset(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(`${origin}${u.path}`)}</loc>${lastmodElement(u.lastmod)}</url>`);
  return [HEADER, `<urlset xmlns="${NAMESPACE}">`, ...body, "</urlset>", ""].join("\n");
}

/**
 * The sitemap as files (ADR 168): the index at SITEMAP_INDEX_PATH naming one part per kind (services,
 * categories, issues, seminars, articles, static pages; split at SITEMAP_URL_LIMIT), each URL on
 * `origin` with its last change when known. Keys are the paths the files are served at.
 */
export function sitemapFiles(entries: SitemapEntries, origin: string): Map<string, string> {
  const files = new Map<string, string>();
  const parts: SitemapUrl[] = [];
  for (const [kind, urls] of urlsByKind(entries)) {
    for (let start = 0, n = 1; start < urls.length; start += SITEMAP_URL_LIMIT, n += 1) {
      const chunk = urls.slice(start, start + SITEMAP_URL_LIMIT);
      const path = `/sitemaps/${kind}-${n}.xml`;
      files.set(path, urlset(origin, chunk));
      parts.push({ path, lastmod: newest(chunk.map((u) => u.lastmod)) });
    }
  }
  const index = parts.map(
    (p) => `<sitemap><loc>${escapeXml(`${origin}${p.path}`)}</loc>${lastmodElement(p.lastmod)}</sitemap>`,
  );
  files.set(
    SITEMAP_INDEX_PATH,
    [HEADER, `<sitemapindex xmlns="${NAMESPACE}">`, ...index, "</sitemapindex>", ""].join("\n"),
  );
  return files;
}

/** robots.txt of the web build with the sitemap index named (absolute, as the protocol asks). */
export function robotsWithSitemap(robots: string, origin: string): string {
  const rules = robots
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join("\n")
    .trimEnd();
  return `${rules}\n\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`;
}
