import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  changeOperatorRole,
  getOperatorSession,
  listOperators,
  searchAuditLog,
  verifyOperatorTotp,
} from "@iryo/domain/contracts/operator";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { OperatorService } from "./operator.service.js";

/** The operator console's session (password, then TOTP; ADR 147) and its audit log (ADR 149). */
export function operatorRoutes(service: OperatorService): Router {
  const router = Router();
  router.get(expressPath(getOperatorSession.path), validate(getOperatorSession), async (_req, res) => {
    send(res, getOperatorSession, await service.session(authOf(res)));
  });
  router.post(expressPath(verifyOperatorTotp.path), validate(verifyOperatorTotp), async (_req, res) => {
    send(res, verifyOperatorTotp, await service.verifyTotp(authOf(res), res.locals.input.body.code));
  });
  router.get(expressPath(listOperators.path), validate(listOperators), async (_req, res) => {
    send(res, listOperators, await service.operators());
  });
  router.put(expressPath(changeOperatorRole.path), validate(changeOperatorRole), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, changeOperatorRole, await service.changeRole(authOf(res), params.id, body.role));
  });
  router.get(expressPath(searchAuditLog.path), validate(searchAuditLog), async (_req, res) => {
    send(res, searchAuditLog, await service.searchAudit(res.locals.input.query));
  });
  return router;
}
