import type {
  BannerDocument,
  HomeCounselingDocument,
  HomeSlideDocument,
  LegalDocumentJson,
  SystemConfigDocument,
} from "@iryo/domain/contracts/config-documents";
import type { RestCallCounter } from "../../lib/rest-source.js";
import { type ConfigDocumentCache, configDocumentCacheFor } from "./config-document-cache.js";
import {
  Banner,
  type Classification,
  type CodeOption,
  HomeCounseling,
  HomeSlide,
  LegalDocument,
  SystemConfig,
} from "./site-config.type.js";

/** The /public/config documents as typed values, through the process-wide TTL/ETag cache. */
export class SiteConfigSource {
  private readonly cache: ConfigDocumentCache;

  constructor(options: {
    readonly baseUrl: string;
    readonly fetch?: typeof fetch | undefined;
    readonly counter?: RestCallCounter;
  }) {
    this.cache = configDocumentCacheFor(options.baseUrl, options.fetch);
    this.counter = options.counter;
  }

  private readonly counter: RestCallCounter | undefined;

  async banners(): Promise<Banner[]> {
    const doc = await this.cache.get<BannerDocument>("banner", this.counter);
    return doc.banners.map((b) => Banner.from(b));
  }

  async homeCounseling(): Promise<HomeCounseling> {
    return HomeCounseling.from(await this.cache.get<HomeCounselingDocument>("home_counseling", this.counter));
  }

  async homeSlide(): Promise<HomeSlide> {
    return HomeSlide.from(await this.cache.get<HomeSlideDocument>("home_slide", this.counter));
  }

  async terms(): Promise<LegalDocument> {
    return LegalDocument.from(await this.cache.get<LegalDocumentJson>("terms", this.counter));
  }

  async privacy(): Promise<LegalDocument> {
    return LegalDocument.from(await this.cache.get<LegalDocumentJson>("privacy", this.counter));
  }

  async systemConfig(): Promise<SystemConfig> {
    return SystemConfig.from(await this.cache.get<SystemConfigDocument>("system_config", this.counter));
  }

  /**
   * The system terms-of-use version for `me`, through the same process-wide cache, revalidated by ETag
   * on each read (a new version must show at once; unchanged, it costs a 304 and no parsing; not counted
   * as a call of the operation). Undefined when the document is not available, so `me` still answers.
   */
  async termsOfUseVersion(): Promise<number | string | undefined> {
    try {
      const doc = await this.cache.revalidate<{ termsOfUseVersion?: number | string | null }>("system_config");
      return doc.termsOfUseVersion ?? undefined;
    } catch {
      return undefined;
    }
  }

  async classification(): Promise<Classification> {
    const doc = await this.cache.get<Record<string, CodeOption[]>>("classification", this.counter);
    return { enumerations: Object.entries(doc).map(([name, options]) => ({ name, options })) };
  }

  async prefectures(): Promise<CodeOption[]> {
    return (await this.cache.get<{ prefectures: CodeOption[] }>("prefecture", this.counter)).prefectures;
  }
}
