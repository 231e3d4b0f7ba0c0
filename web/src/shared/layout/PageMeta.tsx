import { useEffect } from "react";

const SITE_NAME = "医療ITナビ";
const DEFAULT_DESCRIPTION =
  "医療ITナビは、病院・クリニック・介護施設の皆さまがITサービスを探し、比較し、評価できるポータルサイトです。";

function setMeta(attr: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export interface PageMetaProps {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly image?: string | undefined;
}

/** Sets the page title, description and image meta while the page is shown. */
export function PageMeta({ title, description, image }: PageMetaProps) {
  useEffect(() => {
    const fullTitle = title ? `${title}｜${SITE_NAME}` : `${SITE_NAME}｜医療機関のためのITサービス比較・検索`;
    document.title = fullTitle;
    setMeta("name", "description", description ?? DEFAULT_DESCRIPTION);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", description ?? DEFAULT_DESCRIPTION);
    setMeta("property", "og:image", image ?? `${window.location.origin}/og-image.svg`);
  }, [title, description, image]);
  return null;
}
