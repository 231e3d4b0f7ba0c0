import type { ConciergeRequest } from "@iryo/domain/concierge";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export function createConciergeRepository(db: Kysely<Database>) {
  return {
    /** A live (not withdrawn) member's id and email, or undefined. */
    liveMember(userId: number) {
      return db
        .selectFrom("members")
        .select(["user_id", "email"])
        .where("user_id", "=", userId)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
    },

    insert(userId: number, input: ConciergeRequest) {
      return db
        .insertInto("concierge_requests")
        .values({
          user_id: userId,
          inquiry_type: input.inquiry_type,
          body: input.body,
          contact_name: input.contact_name,
          contact_email: input.contact_email,
          contact_phone: input.contact_phone ?? null,
          hospital_name: input.hospital_name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The member's requests, the newest first. */
    list(userId: number) {
      return db
        .selectFrom("concierge_requests")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },
  };
}

export type ConciergeRepository = ReturnType<typeof createConciergeRepository>;
