import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  createOperatorOrganisation,
  getOperatorOrganisation,
  inviteOrganisationAdmin,
  listOperatorOrganisations,
  lookupSupportMember,
  reinstateOperatorOrganisation,
  resendSupportConfirmationCode,
  suspendOperatorOrganisation,
  withdrawSupportMember,
} from "@iryo/domain/contracts/operator-support";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { OperatorSupportService } from "./operator-support.service.js";

/** Organisations (admins) and member support (moderators and admins) in the operator console (ADR 166). */
export function operatorSupportRoutes(service: OperatorSupportService): Router {
  const router = Router();
  router.get(expressPath(listOperatorOrganisations.path), validate(listOperatorOrganisations), async (_req, res) => {
    send(res, listOperatorOrganisations, await service.organisations(res.locals.input.query));
  });
  router.post(expressPath(createOperatorOrganisation.path), validate(createOperatorOrganisation), async (_req, res) => {
    send(res, createOperatorOrganisation, await service.createOrganisation(authOf(res), res.locals.input.body));
  });
  router.get(expressPath(getOperatorOrganisation.path), validate(getOperatorOrganisation), async (_req, res) => {
    send(res, getOperatorOrganisation, await service.organisation(res.locals.input.params.id));
  });
  router.post(expressPath(inviteOrganisationAdmin.path), validate(inviteOrganisationAdmin), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, inviteOrganisationAdmin, await service.inviteFirstAdmin(authOf(res), params.id, body.email));
  });
  router.post(
    expressPath(suspendOperatorOrganisation.path),
    validate(suspendOperatorOrganisation),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(res, suspendOperatorOrganisation, await service.suspend(authOf(res), params.id, body.reason));
    },
  );
  router.post(
    expressPath(reinstateOperatorOrganisation.path),
    validate(reinstateOperatorOrganisation),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(res, reinstateOperatorOrganisation, await service.reinstate(authOf(res), params.id, body.reason));
    },
  );
  router.post(expressPath(lookupSupportMember.path), validate(lookupSupportMember), async (_req, res) => {
    send(res, lookupSupportMember, await service.lookupMember(res.locals.input.body.email));
  });
  router.post(
    expressPath(resendSupportConfirmationCode.path),
    validate(resendSupportConfirmationCode),
    async (_req, res) => {
      send(
        res,
        resendSupportConfirmationCode,
        await service.resendConfirmationCode(authOf(res), res.locals.input.params.id),
      );
    },
  );
  router.post(expressPath(withdrawSupportMember.path), validate(withdrawSupportMember), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(
      res,
      withdrawSupportMember,
      await service.withdrawMember(authOf(res), params.id, body.withdrawal, body.reason),
    );
  });
  return router;
}
