import { OPEN_NEGOTIATION_STATUSES } from "@iryo/domain/negotiation-status";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export function createMemberServicesRepository(db: Kysely<Database>) {
  return {
    async bookmarkState(userId: number, serviceId: number) {
      const row = await db
        .selectFrom("bookmarks")
        .select((eb) => [
          eb.fn.countAll<string>().as("n"),
          eb.fn.countAll<string>().filterWhere("service_id", "=", serviceId).as("this_one"),
        ])
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return { bookmarked: Number(row.this_one) > 0, bookmark_count: Number(row.n) };
    },

    /**
     * The member's open application for the service (there is at most one, ADR 106), else their newest
     * negotiation about it, if any: an older one decided later must not hide the open one.
     */
    latestNegotiation(userId: number, serviceId: number) {
      return db
        .selectFrom("negotiations")
        .select(["id", "status", "updated_at"])
        .where("user_id", "=", userId)
        .where("service_id", "=", serviceId)
        .orderBy((eb) => eb("status", "in", OPEN_NEGOTIATION_STATUSES), "desc")
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type MemberServicesRepository = ReturnType<typeof createMemberServicesRepository>;
