import {
  attachNegotiationFile,
  listNegotiationFiles,
  requestUploadUrl,
} from "@iryo/domain/contracts/negotiation-files";
import type { RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { contractRouter, parseId, parseOrThrow } from "../../lib/http.js";
import type { NegotiationFilesService } from "./negotiation-files.service.js";

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
