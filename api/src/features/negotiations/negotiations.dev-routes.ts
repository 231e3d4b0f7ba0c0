import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type Request, Router } from "express";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { NegotiationEvents } from "./negotiation-events.js";
import type { NegotiationsDevRepository } from "./negotiations-dev.repository.js";

const negotiationBody = z.object({ email: z.string().min(1) });
const messageBody = z.object({ sender: z.enum(["provider", "member"]), body: z.string().min(1).max(500) });

/**
 * Development only (mounted outside production, like GET /dev/mail): a member's negotiation and chat
 * messages written the way the chat code writes them, each followed by recordNegotiationEvent. The
 * browser tests and `npm run bench:push` drive the live relay with them while the negotiation
 * feature's own REST calls are not there (ADR 080).
 */
export function negotiationsDevRoutes(repo: NegotiationsDevRepository, events: NegotiationEvents): Router {
  const router = Router();
  router.post("/dev/realtime/negotiations", async (req: Request, res) => {
    const { email } = parseOrThrow(negotiationBody, req.body);
    const member = await repo.memberByEmail(email);
    if (!member) throw new AppError(NOT_FOUND_CODE);
    const service = await repo.serviceWithoutOpenNegotiation(member.user_id);
    if (!service) throw new AppError(NOT_FOUND_CODE);
    const negotiationId = await repo.insertNegotiation(member.user_id, service);
    await events.recordNegotiationEvent({ negotiationId, kind: "created", actorSide: "member" });
    res.status(201).json({ negotiation_id: negotiationId });
  });
  router.post("/dev/realtime/negotiations/:id/messages", async (req, res) => {
    const negotiationId = parseId(req.params.id);
    const { sender, body } = parseOrThrow(messageBody, req.body);
    const member = await repo.memberAccountOf(negotiationId);
    if (!member) throw new AppError(NOT_FOUND_CODE);
    const messageId = await repo.insertMessage(negotiationId, sender, member.account_id, body);
    const recorded = await events.recordNegotiationEvent({
      negotiationId,
      kind: "message",
      actorSide: sender,
      messageId,
    });
    res.status(201).json({ message_id: messageId, notification_id: recorded.notificationId ?? null });
  });
  return router;
}
