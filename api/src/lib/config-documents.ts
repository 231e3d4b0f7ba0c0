import { readFile, stat } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** Versioned JSON documents served under /public/config (product §7) and read by api features. */
export const CONFIG_DOCUMENT_NAMES = [
  "banner",
  "classification",
  "home_counseling",
  "home_slide",
  "prefecture",
  "privacy",
  "system_config",
  "terms",
] as const;
export type ConfigDocumentName = (typeof CONFIG_DOCUMENT_NAMES)[number];

// Same depth from src/lib and dist/lib, so this resolves to api/config-documents in both.
export const DEFAULT_CONFIG_DOCUMENTS_DIR = fileURLToPath(new URL("../../config-documents/", import.meta.url));

interface Cached {
  readonly mtimeMs: number;
  readonly text: string;
}

/**
 * Reads documents from a directory, re-reading a file only when its mtime changes, so an operator
 * can publish a new version (e.g. a new termsOfUseVersion) without a restart.
 */
export function createConfigDocuments(dir: string = DEFAULT_CONFIG_DOCUMENTS_DIR) {
  const cache = new Map<string, Cached>();
  async function text(name: ConfigDocumentName): Promise<string | undefined> {
    const path = `${dir.endsWith("/") ? dir : `${dir}/`}${name}.json`;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.text;
    const fresh = await readFile(path, "utf8");
    cache.set(name, { mtimeMs, text: fresh });
    return fresh;
  }
  return {
    /** The raw JSON text, or undefined when the document does not exist. */
    text,
    async json<T>(name: ConfigDocumentName): Promise<T | undefined> {
      const raw = await text(name);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
  };
}

export type ConfigDocuments = ReturnType<typeof createConfigDocuments>;

/**
 * The documents as served: `served` answers a document's newest published version, falling back to the
 * file (ADR 164); every reader of the api (terms version, concierge address …) sees what visitors see.
 */
export function publishedConfigDocuments(
  served: (name: ConfigDocumentName) => Promise<string | undefined>,
): ConfigDocuments {
  return {
    text: served,
    async json<T>(name: ConfigDocumentName): Promise<T | undefined> {
      const raw = await served(name);
      return raw === undefined ? undefined : (JSON.parse(raw) as T);
    },
  };
}

export interface SystemConfig {
  readonly providerContactEmail: string;
  /** Where concierge consultation requests are mailed (the operator); falls back to providerContactEmail. */
  readonly conciergeEmail?: string;
  readonly termsOfUseVersion: number;
  /** Days under consideration before the status popup asks (product §4.1); default STATUS_POPUP_CONSIDERING_DAYS. */
  readonly statusPopupConsideringDays?: number;
}

/** The system's current terms version (system_config.json), or null when none is published. */
export async function systemTermsVersion(configDocuments: ConfigDocuments): Promise<number | null> {
  const version = (await configDocuments.json<SystemConfig>("system_config"))?.termsOfUseVersion;
  return typeof version === "number" && Number.isInteger(version) ? version : null;
}
