import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  createMaterialDraft,
  listOwnMaterials,
  replaceMaterialDraft,
  retireMaterialDraft,
  submitMaterialChange,
  withdrawMaterialChange,
} from "@iryo/domain/contracts/provider-materials";
import { errorMessage } from "@iryo/domain/error-catalogue";
import { formatFileSize } from "@iryo/domain/format/file-size";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import {
  MATERIAL_UPLOAD_BODY_MAX_BYTES,
  MATERIAL_UPLOAD_PATH,
  MaterialUploadTooLarge,
  type ProviderMaterialsService,
} from "./provider-materials.service.js";

/** The provider console's materials (ADR 145). */
export function providerMaterialsRoutes(service: ProviderMaterialsService): Router {
  const router = Router();
  router.get(expressPath(listOwnMaterials.path), validate(listOwnMaterials), async (_req, res) => {
    send(res, listOwnMaterials, await service.list(authOf(res), res.locals.input.params.id));
  });
  router.post(expressPath(createMaterialDraft.path), validate(createMaterialDraft), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, createMaterialDraft, await service.createDraft(authOf(res), params.id, body));
  });
  router.put(expressPath(replaceMaterialDraft.path), validate(replaceMaterialDraft), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, replaceMaterialDraft, await service.replaceDraft(authOf(res), params.id, body));
  });
  router.post(expressPath(retireMaterialDraft.path), validate(retireMaterialDraft), async (_req, res) => {
    send(res, retireMaterialDraft, await service.retireDraft(authOf(res), res.locals.input.params.id));
  });
  router.post(expressPath(submitMaterialChange.path), validate(submitMaterialChange), async (_req, res) => {
    send(res, submitMaterialChange, await service.submit(authOf(res), res.locals.input.params.id));
  });
  router.delete(expressPath(withdrawMaterialChange.path), validate(withdrawMaterialChange), async (_req, res) => {
    send(res, withdrawMaterialChange, await service.withdraw(authOf(res), res.locals.input.params.id));
  });
  return router;
}

/** The material upload URLs' one PUT each (outside /v1, like the negotiation files' of ADR 101). */
export function materialUploadRoutes(service: ProviderMaterialsService): Router {
  const router = Router();
  router.put(`${MATERIAL_UPLOAD_PATH}/:ticket`, async (req, res) => {
    const length = req.get("content-length");
    try {
      await service.receiveUpload(
        String(req.params.ticket),
        { contentType: req.get("content-type") ?? "", declaredLength: length ? Number(length) : undefined },
        req,
      );
    } catch (error) {
      if (!(error instanceof MaterialUploadTooLarge)) throw error;
      const params = { Size: formatFileSize(MATERIAL_UPLOAD_BODY_MAX_BYTES) };
      res.status(413).json({ error_code: "0102002", error_message: errorMessage("0102002", params) });
      return;
    }
    res.status(200).end();
  });
  return router;
}
