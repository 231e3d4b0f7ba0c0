import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  getAttributeReview,
  listUnverifiedAttributes,
  setAttributeVerification,
} from "@iryo/domain/contracts/service-attribute-edits";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { AttributeVerificationService } from "./attribute-verification.service.js";

/** The operator console's verification of service attributes (ADR 170). */
export function attributeVerificationRoutes(service: AttributeVerificationService): Router {
  const router = Router();
  router.get(expressPath(listUnverifiedAttributes.path), validate(listUnverifiedAttributes), async (_req, res) => {
    send(res, listUnverifiedAttributes, await service.unverified(res.locals.input.query.page));
  });
  router.get(expressPath(getAttributeReview.path), validate(getAttributeReview), async (_req, res) => {
    send(res, getAttributeReview, await service.review(res.locals.input.params.id));
  });
  router.post(
    expressPath(setAttributeVerification.path),
    validate(setAttributeVerification, { fieldErrors: false }),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(
        res,
        setAttributeVerification,
        await service.setVerification(authOf(res), params.id, body.group, body.verified),
      );
    },
  );
  return router;
}
