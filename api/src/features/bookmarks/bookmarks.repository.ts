import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";
import { withMemberLock } from "../../lib/member-lock.js";
import { countRows } from "../../lib/row-sql.js";

export function createBookmarksRepository(db: Kysely<Database>) {
  return {
    /** The 50 limit holds under parallel adds: one member's adds run one after the other. */
    withMemberLock<T>(userId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return withMemberLock(db, userId, work);
    },

    async serviceExists(trx: Kysely<Database>, serviceId: number): Promise<boolean> {
      return (
        (await trx.selectFrom("services").select("id").where("id", "=", serviceId).executeTakeFirst()) !== undefined
      );
    },

    async isBookmarked(trx: Kysely<Database>, userId: number, serviceId: number): Promise<boolean> {
      const row = await trx
        .selectFrom("bookmarks")
        .select("service_id")
        .where("user_id", "=", userId)
        .where("service_id", "=", serviceId)
        .executeTakeFirst();
      return row !== undefined;
    },

    count(trx: Kysely<Database>, userId: number): Promise<number> {
      return countRows(trx, "bookmarks", { user_id: userId });
    },

    async insert(trx: Kysely<Database>, userId: number, serviceId: number): Promise<void> {
      await trx
        .insertInto("bookmarks")
        .values({ user_id: userId, service_id: serviceId })
        .onConflict((oc) => oc.columns(["user_id", "service_id"]).doNothing())
        .execute();
    },

    async remove(userId: number, serviceId: number): Promise<void> {
      await db.deleteFrom("bookmarks").where("user_id", "=", userId).where("service_id", "=", serviceId).execute();
    },

    async page(userId: number, limit: number, offset: number) {
      return db
        .selectFrom("bookmarks as b")
        .innerJoin("services as s", "s.id", "b.service_id")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .select([
          "s.id as service_id",
          "s.name as service_name",
          "s.summary",
          serviceLogoUrl("s").as("logo_image_filepath"),
          "p.id as provider_id",
          "p.name as provider_name",
          "s.updated_at",
          "b.created_at as bookmarked_at",
        ])
        .where("b.user_id", "=", userId)
        .orderBy("b.created_at", "desc")
        .orderBy("b.service_id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    countOf(userId: number): Promise<number> {
      return this.count(db, userId);
    },
  };
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
