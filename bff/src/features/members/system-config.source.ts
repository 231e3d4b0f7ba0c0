import { API_TIMEOUT_MS } from "@iryo/domain/constants";

export interface SystemConfigDocument {
  readonly providerContactEmail?: string;
  readonly termsOfUseVersion?: number | string | null;
}

/**
 * The system configuration document the api publishes at /public/config/system_config.json (not a
 * /v1 call). It is optional here: when the api does not answer with it, callers fall back to what
 * login_info says.
 */
export class SystemConfigSource {
  private cached: Promise<SystemConfigDocument | undefined> | undefined;

  constructor(private readonly options: { readonly baseUrl: string; readonly fetch?: typeof fetch | undefined }) {}

  /** The system terms-of-use version, or undefined when the document is not available. */
  async termsOfUseVersion(): Promise<string | number | undefined> {
    this.cached ??= this.load();
    const doc = await this.cached;
    const version = doc?.termsOfUseVersion;
    return version === null || version === undefined ? undefined : version;
  }

  private async load(): Promise<SystemConfigDocument | undefined> {
    try {
      const response = await (this.options.fetch ?? fetch)(
        new URL("/public/config/system_config.json", this.options.baseUrl),
        { headers: { accept: "application/json" }, signal: AbortSignal.timeout(API_TIMEOUT_MS) },
      );
      if (!response.ok) return undefined;
      return (await response.json()) as SystemConfigDocument;
    } catch {
      return undefined;
    }
  }
}
