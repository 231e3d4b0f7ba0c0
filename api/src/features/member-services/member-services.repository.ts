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

    /** The member's newest negotiation about the service, if any. */
    latestNegotiation(userId: number, serviceId: number) {
      return db
        .selectFrom("negotiations")
        .select(["id", "status", "updated_at"])
        .where("user_id", "=", userId)
        .where("service_id", "=", serviceId)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type MemberServicesRepository = ReturnType<typeof createMemberServicesRepository>;
