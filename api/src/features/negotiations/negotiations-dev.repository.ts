import { OPEN_NEGOTIATION_STATUSES } from "@iryo/domain/negotiation-status";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** The rows the development helpers of the live relay write (negotiations.dev-routes.ts). */
export function createNegotiationsDevRepository(db: Kysely<Database>) {
  return {
    memberByEmail(email: string) {
      return db.selectFrom("members").select("user_id").where("email", "=", email).executeTakeFirst();
    },

    /**
     * The first service the member has no open application for (one per service, ADR 106), so that
     * the helper can be called again and again.
     */
    serviceWithoutOpenNegotiation(userId: number) {
      return db
        .selectFrom("services as s")
        .select(["s.id", "s.provider_id"])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("negotiations as n")
                .select("n.id")
                .whereRef("n.service_id", "=", "s.id")
                .where("n.user_id", "=", userId)
                .where("n.status", "in", OPEN_NEGOTIATION_STATUSES),
            ),
          ),
        )
        .orderBy("s.id")
        .limit(1)
        .executeTakeFirst();
    },

    async insertNegotiation(userId: number, service: { id: number; provider_id: number }): Promise<number> {
      const row = await db
        .insertInto("negotiations")
        .values({ user_id: userId, service_id: service.id, provider_id: service.provider_id, meeting_type: 2 })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The negotiation's member account, or undefined when there is no such negotiation. */
    memberAccountOf(negotiationId: number) {
      return db
        .selectFrom("negotiations as n")
        .innerJoin("members as m", "m.user_id", "n.user_id")
        .select("m.account_id")
        .where("n.id", "=", negotiationId)
        .executeTakeFirst();
    },

    async insertMessage(negotiationId: number, sender: "provider" | "member", accountId: number, body: string) {
      const row = await db
        .insertInto("negotiation_messages")
        .values({
          negotiation_id: negotiationId,
          sender_type: sender === "provider" ? 1 : 2,
          sender_account_id: sender === "provider" ? null : accountId,
          body,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
  };
}

export type NegotiationsDevRepository = ReturnType<typeof createNegotiationsDevRepository>;
