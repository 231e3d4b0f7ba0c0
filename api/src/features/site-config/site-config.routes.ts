import * as classification from "@iryo/domain/classification";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { prefecture } from "@iryo/domain/prefecture";
import { Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { CONFIG_DOCUMENT_NAMES, type ConfigDocumentName, type ConfigDocuments } from "../../lib/config-documents.js";
import { sendCached } from "../../lib/send-cached.js";
import type { SiteConfigRepository } from "./site-config.repository.js";

const CONFIG_MAX_AGE_S = 300;

function isDocumentName(name: string): name is ConfigDocumentName {
  return (CONFIG_DOCUMENT_NAMES as readonly string[]).includes(name);
}

interface Options {
  readonly value: unknown;
  readonly label: unknown;
}

function isEnumeration(value: unknown): value is { options: readonly Options[] } {
  return typeof value === "object" && value !== null && Array.isArray((value as { options?: unknown }).options);
}

/** Every enumeration of @iryo/domain/classification as `{ name: [{ value, label }] }`, so lists live once. */
function classificationDocument(): Record<string, readonly Options[]> {
  return Object.fromEntries(
    Object.entries(classification)
      .filter(([, value]) => isEnumeration(value))
      .map(([name, value]) => [name, (value as { options: readonly Options[] }).options])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

function prefectureDocument() {
  return { prefectures: prefecture.options };
}

/** banner.json from the banners table (the seed), before an operator publishes the first version. */
async function seededBanners(repo: SiteConfigRepository): Promise<string> {
  const rows = await repo.banners();
  return JSON.stringify({
    banners: rows.map((r) => ({ id: r.id, alt: r.title, link: r.link_url, src: { pc: r.src_pc, sp: r.src_sp } })),
  });
}

/**
 * GET /public/config/{name}.json (product §7). Classification and prefecture are computed from domain,
 * banner from the newest version an operator published (ADR 164) or the banners table; the others are files in api/config-documents.
 */
export function siteConfigRoutes(
  repo: SiteConfigRepository,
  documents: ConfigDocuments,
  publishedBanners: () => Promise<string | undefined> = async () => undefined,
): Router {
  const router = Router();
  router.get("/public/config/:file", async (req, res) => {
    const match = /^([a-z_]+)\.json$/.exec(req.params.file);
    const name = match?.[1];
    if (!name || !isDocumentName(name)) throw new AppError(NOT_FOUND_CODE);
    let body: string | undefined;
    if (name === "classification") body = JSON.stringify(classificationDocument());
    else if (name === "prefecture") body = JSON.stringify(prefectureDocument());
    else if (name === "banner") body = (await publishedBanners()) ?? (await seededBanners(repo));
    else body = await documents.text(name);
    if (body === undefined) throw new AppError(NOT_FOUND_CODE);
    sendCached(req, res, body, "application/json", CONFIG_MAX_AGE_S);
  });
  return router;
}
