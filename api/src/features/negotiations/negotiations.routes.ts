import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  createNegotiation,
  getNegotiation,
  listHolidays,
  listNegotiationMessages,
  listNegotiations,
  providerNegotiations,
  providerUpdateNegotiationStatus,
  sendNegotiationMessage,
  statusPopupNegotiations,
  turnOffStatusPopup,
  updateNegotiationStatuses,
} from "@iryo/domain/contracts/negotiations";
import { negotiationEventAccess } from "@iryo/domain/contracts/notifications";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { NegotiationsService } from "./negotiations.service.js";

/** /common/holidays, the member's /negotiations and the provider's /provider/negotiations. */
export function negotiationsRoutes(service: NegotiationsService): Router {
  const router = Router();
  router.get(expressPath(listHolidays.path), validate(listHolidays), async (_req, res) => {
    send(res, listHolidays, await service.holidays());
  });

  router.post(expressPath(createNegotiation.path), validate(createNegotiation), async (_req, res) => {
    send(res, createNegotiation, await service.apply(authOf(res), res.locals.input.body));
  });
  router.get(expressPath(listNegotiations.path), validate(listNegotiations), async (_req, res) => {
    send(res, listNegotiations, await service.list(authOf(res), res.locals.input.query));
  });
  router.get(expressPath(statusPopupNegotiations.path), validate(statusPopupNegotiations), async (_req, res) => {
    send(res, statusPopupNegotiations, await service.statusPopup(authOf(res)));
  });
  router.put(expressPath(turnOffStatusPopup.path), validate(turnOffStatusPopup), async (_req, res) => {
    send(res, turnOffStatusPopup, await service.turnOffPopup(authOf(res)));
  });
  router.put(expressPath(updateNegotiationStatuses.path), validate(updateNegotiationStatuses), async (_req, res) => {
    send(res, updateNegotiationStatuses, await service.updateStatuses(authOf(res), res.locals.input.body));
  });
  router.get(expressPath(getNegotiation.path), validate(getNegotiation), async (_req, res) => {
    send(res, getNegotiation, await service.detail(authOf(res), res.locals.input.params.id));
  });
  router.get(expressPath(listNegotiationMessages.path), validate(listNegotiationMessages), async (_req, res) => {
    const { params, query } = res.locals.input;
    send(res, listNegotiationMessages, await service.messages(authOf(res), params.id, query));
  });
  router.post(expressPath(sendNegotiationMessage.path), validate(sendNegotiationMessage), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, sendNegotiationMessage, await service.sendMessage(authOf(res), params.id, body.message));
  });

  router.get(expressPath(providerNegotiations.path), validate(providerNegotiations), async (_req, res) => {
    send(res, providerNegotiations, await service.providerList(authOf(res), res.locals.input.query));
  });
  router.put(
    expressPath(providerUpdateNegotiationStatus.path),
    validate(providerUpdateNegotiationStatus, { fieldErrors: false }),
    async (_req, res) => {
      const { params, body } = res.locals.input;
      send(res, providerUpdateNegotiationStatus, await service.providerUpdateStatus(authOf(res), params.id, body));
    },
  );
  // The live relay asks which side of a negotiation the caller is on (at subscribe and per event).
  router.get(expressPath(negotiationEventAccess.path), validate(negotiationEventAccess), async (_req, res) => {
    send(res, negotiationEventAccess, await service.eventAccess(authOf(res), res.locals.input.params.id));
  });
  return router;
}
