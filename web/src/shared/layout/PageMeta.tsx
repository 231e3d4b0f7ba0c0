import { createContext, useContext, useEffect } from "react";

const SITE_NAME = "医療ITナビ";
const DEFAULT_DESCRIPTION =
  "医療ITナビは、病院・クリニック・介護施設の皆さまがITサービスを探し、比較し、評価できるポータルサイトです。";

export interface PageMetaProps {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly image?: string | undefined;
  /**
   * The path (and the query that names the page, e.g. `/services/search?tab=1&issue_id=3`) of the
   * page's canonical URL; default: the path without its query (ADR 168).
   */
  readonly canonical?: string | undefined;
}

/** The meta of a page as it goes into the head. */
export interface ResolvedPageMeta {
  readonly title: string;
  readonly description: string;
  readonly image: string;
}

/** Full title, description and og:image of a page (`origin` makes the default image absolute). */
export function resolvePageMeta({ title, description, image }: PageMetaProps, origin: string): ResolvedPageMeta {
  return {
    title: title ? `${title}｜${SITE_NAME}` : `${SITE_NAME}｜医療機関のためのITサービス比較・検索`,
    description: description ?? DEFAULT_DESCRIPTION,
    image: image ?? `${origin}/og-image.svg`,
  };
}

/**
 * In a server render, where the page's meta is collected during render (the deepest PageMeta wins,
 * as its effect would last in the browser). Undefined in the browser.
 */
export const PageMetaCollectorContext = createContext<{ meta: PageMetaProps } | undefined>(undefined);

function setMeta(attr: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Points the server-rendered `<link rel="canonical">` (on the public origin) at the page now shown;
 * a page that arrived without one (the shell of a member's session) gets none.
 */
function setCanonical(canonical: string | undefined): void {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link) link.href = new URL(canonical ?? window.location.pathname, link.href).href;
}

/** Sets the page title, description and image meta while the page is shown (collected on the server). */
export function PageMeta({ title, description, image, canonical }: PageMetaProps) {
  const collector = useContext(PageMetaCollectorContext);
  if (collector) collector.meta = { title, description, image, canonical };
  useEffect(() => {
    const meta = resolvePageMeta({ title, description, image }, window.location.origin);
    document.title = meta.title;
    setMeta("name", "description", meta.description);
    setMeta("property", "og:title", meta.title);
    setMeta("property", "og:description", meta.description);
    setMeta("property", "og:image", meta.image);
    setCanonical(canonical);
  }, [title, description, image, canonical]);
  return null;
}
