import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  attachNegotiationFile,
  listNegotiationFiles,
  requestUploadUrl,
} from "@iryo/domain/contracts/negotiation-files";
import { errorMessage, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { type RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { type AuthLocals, authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import {
  type NegotiationFilesService,
  UPLOAD_BODY_MAX_BYTES,
  UPLOAD_PATH,
  UploadTooLarge,
} from "./negotiation-files.service.js";

/** An upload URL answer (both readings of the call answer the same shape). */
type UploadAnswer = Awaited<ReturnType<NegotiationFilesService["requestUpload"]>>;

/**
 * The files of a negotiation room, for a member or a provider account. `materialUpload`: the other
 * reading of GET /material-files/upload-presigned-url — with `service_id`, an introduction material
 * of the staff's organisation (ADR 145; the app passes the provider materials service's).
 */
export function negotiationFilesRoutes(
  service: NegotiationFilesService,
  materialUpload?: (
    caller: AuthLocals,
    query: { business_id: number; service_id: number; filename: string },
  ) => Promise<UploadAnswer>,
): Router {
  const router = Router();
  // `?filename=a.pdf&filename=b.pdf` asks for two files at once: refused before the query is read.
  const oneFileName: RequestHandler = (req, _res, next) => {
    if (Array.isArray(req.query.filename)) throw new AppError("0102004");
    next();
  };
  router.get(expressPath(requestUploadUrl.path), oneFileName, validate(requestUploadUrl), async (_req, res) => {
    const { service_id, ...query } = res.locals.input.query;
    if (service_id !== undefined) {
      if (!materialUpload) throw new AppError(NOT_FOUND_CODE);
      send(res, requestUploadUrl, await materialUpload(authOf(res), { ...query, service_id }));
      return;
    }
    send(res, requestUploadUrl, await service.requestUpload(authOf(res), query));
  });
  router.get(expressPath(listNegotiationFiles.path), validate(listNegotiationFiles), async (_req, res) => {
    send(res, listNegotiationFiles, await service.list(authOf(res), res.locals.input.params.id));
  });
  router.post(
    expressPath(attachNegotiationFile.path),
    validate(attachNegotiationFile, { fieldErrors: false }),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(res, attachNegotiationFile, await service.attach(authOf(res), params.id, body.s3_filepath));
    },
  );
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
