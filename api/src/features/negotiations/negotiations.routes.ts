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
import type { RequestHandler, Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { contractRouter, parseFormOrThrow, parseId, parseOrThrow } from "../../lib/http.js";
import type { NegotiationsService } from "./negotiations.service.js";

/** /common/holidays, the member's /negotiations and the provider's /provider/negotiations. */
export function negotiationsRoutes(service: NegotiationsService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  on(listHolidays, () => service.holidays());

  on(createNegotiation, requireAuth, (req, res) =>
    service.apply(authOf(res), parseFormOrThrow(createNegotiation.body, req.body)),
  );
  on(listNegotiations, requireAuth, (req, res) =>
    service.list(authOf(res), parseOrThrow(listNegotiations.query, req.query)),
  );
  // Fixed paths before /negotiations/{id}.
  on(statusPopupNegotiations, requireAuth, (_req, res) => service.statusPopup(authOf(res)));
  on(turnOffStatusPopup, requireAuth, (_req, res) => service.turnOffPopup(authOf(res)));
  on(updateNegotiationStatuses, requireAuth, (req, res) =>
    service.updateStatuses(authOf(res), parseFormOrThrow(updateNegotiationStatuses.body, req.body)),
  );
  on(getNegotiation, requireAuth, (req, res) => service.detail(authOf(res), parseId(req.params.id)));
  on(listNegotiationMessages, requireAuth, (req, res) => {
    const id = parseId(req.params.id);
    return service.messages(authOf(res), id, parseOrThrow(listNegotiationMessages.query, req.query));
  });
  on(sendNegotiationMessage, requireAuth, (req, res) => {
    const id = parseId(req.params.id);
    const { message } = parseFormOrThrow(sendNegotiationMessage.body, req.body);
    return service.sendMessage(authOf(res), id, message);
  });

  on(providerNegotiations, requireAuth, (req, res) =>
    service.providerList(authOf(res), parseOrThrow(providerNegotiations.query, req.query)),
  );
  on(providerUpdateNegotiationStatus, requireAuth, (req, res) => {
    const id = parseId(req.params.id);
    const body = parseOrThrow(providerUpdateNegotiationStatus.body, req.body);
    return service.providerUpdateStatus(authOf(res), id, body);
  });
  return router;
}
