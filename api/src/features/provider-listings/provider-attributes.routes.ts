import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  getEditableAttributes,
  saveAttributesDraft,
  submitAttributesDraft,
  withdrawAttributesDraft,
} from "@iryo/domain/contracts/service-attribute-edits";
import { isRowId } from "@iryo/domain/row-id";
import { type RequestHandler, Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import { type ProviderAttributesService, parseAttributesDraft } from "./provider-attributes.service.js";

/** A refused draft answers field errors by dotted path (`security.data_centre`), before the contract's own check. */
const checkDraft: RequestHandler = (req, _res, next) => {
  if (!isRowId(String(req.params.id))) return next("route");
  parseAttributesDraft(req.body);
  next();
};

/** The provider console's attributes editor (ADR 170). */
export function providerAttributesRoutes(service: ProviderAttributesService): Router {
  const router = Router();
  router.get(expressPath(getEditableAttributes.path), validate(getEditableAttributes), async (_req, res) => {
    send(res, getEditableAttributes, await service.editable(authOf(res), res.locals.input.params.id));
  });
  router.put(
    expressPath(saveAttributesDraft.path),
    checkDraft,
    validate(saveAttributesDraft, { fieldErrors: false }),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(res, saveAttributesDraft, await service.saveDraft(authOf(res), params.id, body));
    },
  );
  router.post(expressPath(submitAttributesDraft.path), validate(submitAttributesDraft), async (_req, res) => {
    send(res, submitAttributesDraft, await service.submit(authOf(res), res.locals.input.params.id));
  });
  router.delete(expressPath(withdrawAttributesDraft.path), validate(withdrawAttributesDraft), async (_req, res) => {
    send(res, withdrawAttributesDraft, await service.withdraw(authOf(res), res.locals.input.params.id));
  });
  return router;
}
