import type { RestCallCounter } from "../../lib/rest-source.js";
import { type ConfigDocumentCache, configDocumentCacheFor } from "./config-document-cache.js";
import type {
  Banner,
  Classification,
  CodeOption,
  HomeCounseling,
  HomeSlide,
  LegalDocument,
  SystemConfig,
} from "./site-config.type.js";

interface BannerDocument {
  banners: { id: number; alt: string; link: string; src: { pc: string; sp: string } }[];
}

interface LegalDocumentJson {
  title: string;
  version?: number;
  updatedOn: string;
  preamble: string;
  sections: { heading: string; paragraphs: string[] }[];
}

function toLegal(doc: LegalDocumentJson): LegalDocument {
  return {
    title: doc.title,
    version: doc.version ?? null,
    updatedOn: doc.updatedOn,
    preamble: doc.preamble,
    sections: doc.sections,
  };
}

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
    return doc.banners.map((b) => ({ id: String(b.id), alt: b.alt, link: b.link, srcPc: b.src.pc, srcSp: b.src.sp }));
  }

  async homeCounseling(): Promise<HomeCounseling> {
    const doc = await this.cache.get<HomeCounseling>("home_counseling", this.counter);
    return { ...doc, cta: doc.cta ?? null };
  }

  homeSlide(): Promise<HomeSlide> {
    return this.cache.get<HomeSlide>("home_slide", this.counter);
  }

  async terms(): Promise<LegalDocument> {
    return toLegal(await this.cache.get<LegalDocumentJson>("terms", this.counter));
  }

  async privacy(): Promise<LegalDocument> {
    return toLegal(await this.cache.get<LegalDocumentJson>("privacy", this.counter));
  }

  async systemConfig(): Promise<SystemConfig> {
    const doc = await this.cache.get<{ providerContactEmail: string; termsOfUseVersion: number | string }>(
      "system_config",
      this.counter,
    );
    return { providerContactEmail: doc.providerContactEmail, termsOfUseVersion: Number(doc.termsOfUseVersion) };
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
