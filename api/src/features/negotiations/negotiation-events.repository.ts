import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** What a negotiation event carries: the negotiation's parties and status, the new message or file. */
export function createNegotiationEventsRepository(db: Kysely<Database>) {
  return {
    /** The parties of a negotiation, or undefined. */
    negotiation(negotiationId: number) {
      return db
        .selectFrom("negotiations")
        .select(["id", "user_id", "provider_id", "status"])
        .where("id", "=", negotiationId)
        .executeTakeFirst();
    },

    message(negotiationId: number, messageId: number) {
      return db
        .selectFrom("negotiation_messages")
        .select(["id", "sender_type", "body", "created_at"])
        .where("negotiation_id", "=", negotiationId)
        .where("id", "=", messageId as never)
        .executeTakeFirst();
    },

    file(negotiationId: number, fileId: number) {
      return db
        .selectFrom("negotiation_files")
        .select(["id", "original_name", "size_bytes", "created_at"])
        .where("negotiation_id", "=", negotiationId)
        .where("id", "=", fileId)
        .executeTakeFirst();
    },
  };
}

export type NegotiationEventsRepository = ReturnType<typeof createNegotiationEventsRepository>;
