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
import { type RequestHandler, Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseFormOrThrow, parseId, parseOrThrow, send } from "../../lib/http.js";
import type { NegotiationsService } from "./negotiations.service.js";

/** /common/holidays, the member's /negotiations and the provider's /provider/negotiations. */
export function negotiationsRoutes(service: NegotiationsService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(expressPath(listHolidays.path), (_req, res) => {
    send(res, listHolidays, service.holidays());
  });

  router.post(expressPath(createNegotiation.path), requireAuth, async (req, res) => {
    const application = parseFormOrThrow(createNegotiation.body, req.body);
    send(res, createNegotiation, await service.apply(authOf(res), application));
  });
  router.get(expressPath(listNegotiations.path), requireAuth, async (req, res) => {
    const page = parseOrThrow(listNegotiations.query, req.query);
    send(res, listNegotiations, await service.list(authOf(res), page));
  });
  // Fixed paths before /negotiations/{id}.
  router.get(expressPath(statusPopupNegotiations.path), requireAuth, async (_req, res) => {
    send(res, statusPopupNegotiations, await service.statusPopup(authOf(res)));
  });
  router.put(expressPath(turnOffStatusPopup.path), requireAuth, async (_req, res) => {
    send(res, turnOffStatusPopup, await service.turnOffPopup(authOf(res)));
  });
  router.put(expressPath(updateNegotiationStatuses.path), requireAuth, async (req, res) => {
    const items = parseFormOrThrow(updateNegotiationStatuses.body, req.body);
    send(res, updateNegotiationStatuses, await service.updateStatuses(authOf(res), items));
  });
  router.get(expressPath(getNegotiation.path), requireAuth, async (req, res) => {
    send(res, getNegotiation, await service.detail(authOf(res), parseId(req.params.id)));
  });
  router.get(expressPath(listNegotiationMessages.path), requireAuth, async (req, res) => {
    const id = parseId(req.params.id);
    const query = parseOrThrow(listNegotiationMessages.query, req.query);
    send(res, listNegotiationMessages, await service.messages(authOf(res), id, query));
  });
  router.post(expressPath(sendNegotiationMessage.path), requireAuth, async (req, res) => {
    const id = parseId(req.params.id);
    const { message } = parseFormOrThrow(sendNegotiationMessage.body, req.body);
    send(res, sendNegotiationMessage, await service.sendMessage(authOf(res), id, message));
  });

  router.get(expressPath(providerNegotiations.path), requireAuth, async (req, res) => {
    const page = parseOrThrow(providerNegotiations.query, req.query);
    send(res, providerNegotiations, await service.providerList(authOf(res), page));
  });
  router.put(expressPath(providerUpdateNegotiationStatus.path), requireAuth, async (req, res) => {
    const id = parseId(req.params.id);
    const body = parseOrThrow(providerUpdateNegotiationStatus.body, req.body);
    send(res, providerUpdateNegotiationStatus, await service.providerUpdateStatus(authOf(res), id, body));
  });
  return router;
}
