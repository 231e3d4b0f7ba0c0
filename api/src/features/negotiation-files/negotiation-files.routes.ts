import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  attachNegotiationFile,
  listNegotiationFiles,
  requestUploadUrl,
} from "@iryo/domain/contracts/negotiation-files";
import { type RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { NegotiationFilesService } from "./negotiation-files.service.js";

/** The files of a negotiation room; every route needs a member's or a provider account's Bearer. */
export function negotiationFilesRoutes(service: NegotiationFilesService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(expressPath(requestUploadUrl.path), requireAuth, async (req, res) => {
    // `?filename=a.pdf&filename=b.pdf` asks for two files at once.
    if (Array.isArray(req.query.filename)) throw new AppError("0102004");
    const query = parseOrThrow(requestUploadUrl.query, req.query);
    send(res, requestUploadUrl, await service.requestUpload(authOf(res), query));
  });
  router.get(expressPath(listNegotiationFiles.path), requireAuth, async (req, res) => {
    send(res, listNegotiationFiles, await service.list(authOf(res), parseId(req.params.id)));
  });
  router.post(expressPath(attachNegotiationFile.path), requireAuth, async (req, res) => {
    const id = parseId(req.params.id);
    const body = parseOrThrow(attachNegotiationFile.body, req.body);
    send(res, attachNegotiationFile, await service.attach(authOf(res), id, body.s3_filepath));
  });
  return router;
}
