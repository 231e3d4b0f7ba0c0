import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  approveChange,
  getEditableService,
  getOperatorChange,
  listOperatorChanges,
  listOwnChanges,
  listOwnServices,
  rejectChange,
  saveServiceDraft,
  submitServiceDraft,
  uploadServiceLogo,
  withdrawServiceDraft,
} from "@iryo/domain/contracts/provider-listings";
import { REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { SERVICE_LOGO_MAX_BYTES } from "@iryo/domain/service-listing";
import express, { type Request, type Response, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { ProviderListingsService } from "./provider-listings.service.js";

const logoBody = express.raw({ type: () => true, limit: SERVICE_LOGO_MAX_BYTES + 1 });

/** The logo's raw body; anything above the limit is 0102002 rather than the parser's 413. */
function readLogo(req: Request, res: Response): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    logoBody(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
        reject(new AppError("0102002", { Size: "1MB" }));
      } else if (error) {
        reject(new AppError(REQUEST_INVALID_CODE));
      } else {
        resolve(Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array());
      }
    });
  });
}

/** The provider console's listings and the publishing workflow of both sides (ADR 143, 144). */
export function providerListingsRoutes(service: ProviderListingsService): Router {
  const router = Router();
  router.get(expressPath(listOwnServices.path), validate(listOwnServices), async (_req, res) => {
    send(res, listOwnServices, await service.ownServices(authOf(res)));
  });
  router.get(expressPath(getEditableService.path), validate(getEditableService), async (_req, res) => {
    send(res, getEditableService, await service.editable(authOf(res), res.locals.input.params.id));
  });
  router.put(
    expressPath(saveServiceDraft.path),
    validate(saveServiceDraft, { fieldErrors: true }),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(res, saveServiceDraft, await service.saveDraft(authOf(res), params.id, body));
    },
  );
  router.post(expressPath(submitServiceDraft.path), validate(submitServiceDraft), async (_req, res) => {
    send(res, submitServiceDraft, await service.submit(authOf(res), res.locals.input.params.id));
  });
  router.delete(expressPath(withdrawServiceDraft.path), validate(withdrawServiceDraft), async (_req, res) => {
    send(res, withdrawServiceDraft, await service.withdraw(authOf(res), res.locals.input.params.id));
  });
  router.post(expressPath(uploadServiceLogo.path), validate(uploadServiceLogo), async (req, res) => {
    const bytes = await readLogo(req as unknown as Request, res as unknown as Response);
    send(res, uploadServiceLogo, await service.uploadLogo(authOf(res), res.locals.input.params.id, bytes));
  });
  router.get(expressPath(listOwnChanges.path), validate(listOwnChanges), async (_req, res) => {
    send(res, listOwnChanges, await service.ownChanges(authOf(res), res.locals.input.query.page));
  });

  router.get(expressPath(listOperatorChanges.path), validate(listOperatorChanges), async (_req, res) => {
    const { state, page } = res.locals.input.query;
    send(res, listOperatorChanges, await service.operatorChanges(state, page));
  });
  router.get(expressPath(getOperatorChange.path), validate(getOperatorChange), async (_req, res) => {
    send(res, getOperatorChange, await service.operatorChange(res.locals.input.params.id));
  });
  router.post(expressPath(approveChange.path), validate(approveChange), async (_req, res) => {
    const { params, body } = res.locals.input;
    const publishAt = body.publish_at ? new Date(body.publish_at) : undefined;
    send(res, approveChange, await service.approve(authOf(res), params.id, publishAt));
  });
  router.post(expressPath(rejectChange.path), validate(rejectChange), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, rejectChange, await service.reject(authOf(res), params.id, body.reason));
  });
  return router;
}
