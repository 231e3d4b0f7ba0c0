import { sitemapEntries } from "@iryo/domain/contracts/sitemap";
import { RestSource } from "../../lib/rest-source.js";
import type { SitemapEntries } from "./sitemap-xml.js";

/** The public pages the sitemap names, from /v1/sitemap (ADR 168). */
export class SitemapSource extends RestSource {
  entries(): Promise<SitemapEntries> {
    return this.call(sitemapEntries);
  }
}
