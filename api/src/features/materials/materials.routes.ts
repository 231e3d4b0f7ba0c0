import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  downloadMaterials,
  getMaterialConsent,
  giveMaterialConsent,
  listMaterialFiles,
  requestMaterialFile,
  requestServiceMaterial,
  requestServiceMaterials,
} from "@iryo/domain/contracts/materials";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type Response, Router } from "express";
import { ZipFile } from "yazl";
import { AppError } from "../../lib/app-error.js";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
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

/** The material calls of product §7. */
export function materialsRoutes(service: MaterialsService): Router {
  const router = Router();
  router.get(expressPath(getMaterialConsent.path), validate(getMaterialConsent), async (_req, res) => {
    send(res, getMaterialConsent, await service.consentState(memberOf(res).userId));
  });
  router.post(
    expressPath(giveMaterialConsent.path),
    validate(giveMaterialConsent, { fieldErrors: false }),
    async (_req, res) => {
      const { consent_version } = res.locals.input.body;
      send(res, giveMaterialConsent, await service.giveConsent(memberOf(res).userId, consent_version));
    },
  );
  // A download records its leads on a POST and streams its bytes on a GET of the one-time ticket (ADR 209).
  router.post(
    expressPath(requestServiceMaterials.path),
    validate(requestServiceMaterials, { fieldErrors: false }),
    async (_req, res) => {
      const { service_ids, from_screen } = res.locals.input.body;
      send(res, requestServiceMaterials, await service.bundleDownload(memberOf(res).userId, service_ids, from_screen));
    },
  );
  router.post(
    expressPath(requestServiceMaterial.path),
    validate(requestServiceMaterial, { fieldErrors: false }),
    async (_req, res) => {
      const { id } = res.locals.input.params;
      const { from_screen } = res.locals.input.body;
      send(res, requestServiceMaterial, await service.serviceDownload(memberOf(res).userId, id, from_screen));
    },
  );
  router.post(
    expressPath(requestMaterialFile.path),
    validate(requestMaterialFile, { fieldErrors: false }),
    async (_req, res) => {
      const { id } = res.locals.input.params;
      const { from_screen } = res.locals.input.body;
      send(res, requestMaterialFile, await service.fileDownload(memberOf(res).userId, id, from_screen));
    },
  );
  router.get(expressPath(downloadMaterials.path), validate(downloadMaterials), async (_req, res) => {
    const download = await service.redeem(memberOf(res).userId, res.locals.input.query.ticket);
    await stream(res, download, service);
  });
  router.get(expressPath(listMaterialFiles.path), validate(listMaterialFiles), async (_req, res) => {
    send(res, listMaterialFiles, await service.listFiles(res.locals.input.query.service_id));
  });
  return router;
}
