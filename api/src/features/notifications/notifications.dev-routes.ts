import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { OPEN_NEGOTIATION_STATUSES } from "@iryo/domain/negotiation-status";
import { type Request, Router } from "express";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { parseId, parseOrThrow } from "../../lib/http.js";
import type { NotificationsService } from "./notifications.service.js";

const negotiationBody = z.object({ email: z.string().min(1) });
const messageBody = z.object({ sender: z.enum(["provider", "member"]), body: z.string().min(1).max(500) });

/**
 * Development only (mounted outside production, like GET /dev/mail): a member's negotiation and chat
 * messages written the way the chat code writes them, each followed by recordNegotiationEvent. The
 * browser tests and `npm run bench:push` drive the live relay with them while the negotiation
 * feature's own REST calls are not there (ADR 080).
 */
export function notificationsDevRoutes(db: Kysely<Database>, service: NotificationsService): Router {
  const router = Router();
  router.post("/dev/realtime/negotiations", async (req: Request, res) => {
    const { email } = parseOrThrow(negotiationBody, req.body);
    const member = await db.selectFrom("members").select("user_id").where("email", "=", email).executeTakeFirst();
    if (!member) throw new AppError(NOT_FOUND_CODE);
    // The first service the member has no open application for (one per service, ADR 106), so that
    // the route can be called again and again.
    const service_ = await db
      .selectFrom("services as s")
      .select(["s.id", "s.provider_id"])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("negotiations as n")
              .select("n.id")
              .whereRef("n.service_id", "=", "s.id")
              .where("n.user_id", "=", member.user_id)
              .where("n.status", "in", OPEN_NEGOTIATION_STATUSES),
          ),
        ),
      )
      .orderBy("s.id")
      .limit(1)
      .executeTakeFirst();
    if (!service_) throw new AppError(NOT_FOUND_CODE);
    const row = await db
      .insertInto("negotiations")
      .values({ user_id: member.user_id, service_id: service_.id, provider_id: service_.provider_id, meeting_type: 2 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await service.recordNegotiationEvent({ negotiationId: row.id, kind: "created", actorSide: "member" });
    res.status(201).json({ negotiation_id: row.id });
  });
  router.post("/dev/realtime/negotiations/:id/messages", async (req, res) => {
    const negotiationId = parseId(req.params.id);
    const { sender, body } = parseOrThrow(messageBody, req.body);
    const negotiation = await db
      .selectFrom("negotiations")
      .select(["id", "user_id"])
      .where("id", "=", negotiationId)
      .executeTakeFirst();
    if (!negotiation) throw new AppError(NOT_FOUND_CODE);
    const memberAccount = await db
      .selectFrom("members")
      .select("account_id")
      .where("user_id", "=", negotiation.user_id)
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto("negotiation_messages")
      .values({
        negotiation_id: negotiationId,
        sender_type: sender === "provider" ? 1 : 2,
        sender_account_id: sender === "provider" ? null : memberAccount.account_id,
        body,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const recorded = await service.recordNegotiationEvent({
      negotiationId,
      kind: "message",
      actorSide: sender,
      messageId: Number(message.id),
    });
    res.status(201).json({ message_id: Number(message.id), notification_id: recorded.notificationId ?? null });
  });
  return router;
}
