import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  downloadMaterialFile,
  downloadServiceMaterial,
  downloadServiceMaterials,
  getMaterialConsent,
  giveMaterialConsent,
  listMaterialFiles,
} from "@iryo/domain/contracts/materials";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { isRowId } from "@iryo/domain/row-id";
import type { RequestHandler, Response, Router } from "express";
import { ZipFile } from "yazl";
import { AppError } from "../../lib/app-error.js";
import { memberOf, memberRouter } from "../../lib/auth/member-of.js";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { Download, MaterialsService } from "./materials.service.js";

/**
 * Streams a download: a file's bytes as they are, or a zip whose entries are read from the database
 * one at a time while the archive is written (never the whole archive in memory).
 */
async function stream(res: Response, download: Download, service: MaterialsService): Promise<void> {
  res.attachment(download.fileName);
  res.set("Cache-Control", "private, no-store");
  res.set("X-Content-Type-Options", "nosniff");
  if (download.kind === "file") {
    const bytes = await service.content(download.fileId);
    if (!bytes) throw new AppError(NOT_FOUND_CODE);
    res.type(download.mimeType);
    res.set("Content-Length", String(bytes.length));
    await pipeline(Readable.from([bytes]), res);
    return;
  }
  res.type("application/zip");
  const zip = new ZipFile();
  for (const entry of download.entries) {
    // Stored, not deflated: pdf and zip are compressed already.
    zip.addReadStreamLazy(entry.path, { compress: false, size: entry.size }, (cb) => {
      service.content(entry.fileId).then(
        (bytes) =>
          bytes
            ? cb(null, Readable.from([bytes]))
            : cb(new Error(`material file ${entry.fileId} vanished`), Readable.from([])),
        (error: unknown) => cb(error, Readable.from([])),
      );
    });
  }
  zip.end();
  try {
    await pipeline(zip.outputStream, res);
  } catch {
    // The headers are out: the client sees a cut download, never a half-valid zip that looks complete.
    res.destroy();
  }
}

/** The material calls of SPEC §7. Register before `/services/:id` (a fixed path is among them). */
export function materialsRoutes(service: MaterialsService, requireAuth: RequestHandler): Router {
  const { router, on, member } = memberRouter(requireAuth);
  member(getMaterialConsent, (userId) => service.consentState(userId));
  member(giveMaterialConsent, (userId, req) =>
    service.giveConsent(userId, parseOrThrow(giveMaterialConsent.body, req.body).consent_version),
  );
  router.get(expressPath(downloadServiceMaterials.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    const { ids } = parseOrThrow(downloadServiceMaterials.query, req.query);
    await stream(res, await service.bundleDownload(userId, ids), service);
  });
  router.get(expressPath(downloadServiceMaterial.path), requireAuth, async (req, res) => {
    const id = parseId(req.params.id);
    await stream(res, await service.serviceDownload(memberOf(res).userId, id), service);
  });
  on(listMaterialFiles, (req) => service.listFiles(parseOrThrow(listMaterialFiles.query, req.query).service_id));
  // Other fixed paths under /material-files (the negotiation files' upload URL) are not ids: let them through.
  const idOnly: RequestHandler = (req, _res, next) =>
    next(typeof req.params.id === "string" && isRowId(req.params.id) ? undefined : "route");
  router.get(expressPath(downloadMaterialFile.path), idOnly, requireAuth, async (req, res) => {
    const id = parseId(req.params.id);
    await stream(res, await service.fileDownload(memberOf(res).userId, id), service);
  });
  return router;
}
