import {
  attachNegotiationFile,
  listNegotiationFiles,
  requestUploadUrl,
} from "@iryo/domain/contracts/negotiation-files";
import { errorMessage } from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { type RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { contractRouter, parseId, parseOrThrow } from "../../lib/http.js";
import {
  type NegotiationFilesService,
  UPLOAD_BODY_MAX_BYTES,
  UPLOAD_PATH,
  UploadTooLarge,
} from "./negotiation-files.service.js";

/** The files of a negotiation room; every route needs a member's or a provider account's Bearer. */
export function negotiationFilesRoutes(service: NegotiationFilesService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  on(requestUploadUrl, requireAuth, async (req, res) => {
    // `?filename=a.pdf&filename=b.pdf` asks for two files at once.
    if (Array.isArray(req.query.filename)) throw new AppError("0102004");
    return service.requestUpload(authOf(res), parseOrThrow(requestUploadUrl.query, req.query));
  });
  on(listNegotiationFiles, requireAuth, (req, res) => service.list(authOf(res), parseId(req.params.id)));
  on(attachNegotiationFile, requireAuth, (req, res) => {
    const id = parseId(req.params.id);
    const body = parseOrThrow(attachNegotiationFile.body, req.body);
    return service.attach(authOf(res), id, body.s3_filepath);
  });
  return router;
}

/**
 * The upload URLs' one PUT each (`/storage/uploads/<ticket>`, ADR 101), outside /v1 like the store's
 * download URLs: the ticket is the authority, the BFF forwards `/storage/*` from the site origin.
 */
export function negotiationUploadRoutes(service: NegotiationFilesService): Router {
  const router = Router();
  router.put(`${UPLOAD_PATH}/:ticket`, async (req, res) => {
    const length = req.get("content-length");
    try {
      await service.receiveUpload(
        String(req.params.ticket),
        { contentType: req.get("content-type") ?? "", declaredLength: length ? Number(length) : undefined },
        req,
      );
    } catch (error) {
      if (!(error instanceof UploadTooLarge)) throw error;
      const params = { Size: formatFileSize(UPLOAD_BODY_MAX_BYTES) };
      res.status(413).json({ error_code: "0102002", error_message: errorMessage("0102002", params) });
      return;
    }
    res.status(200).end();
  });
  return router;
}
