import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";
import { withMemberLock } from "../../lib/member-lock.js";
import { countRows } from "../../lib/row-sql.js";

/**
 * A member's bookmarks (ADR 175): a bookmark of a service outside its listing period (or of a suspended
 * organisation) is kept but hidden from the list and its total, and comes back when the service is listed
 * again; the limit of 50 counts every kept row, so it holds whatever is listed. Only a listed service can
 * be added.
 */
export function createBookmarksRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    /** The 50 limit holds under parallel adds: one member's adds run one after the other. */
    withMemberLock<T>(userId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return withMemberLock(db, userId, work);
    },

    async serviceExists(trx: Kysely<Database>, serviceId: number): Promise<boolean> {
      return (
        (await trx
          .selectFrom("services as s")
          .select("s.id")
          .where("s.id", "=", serviceId)
          .where(providerIsLive("s.provider_id"))
          .where(serviceIsListed("s", today()))
          .executeTakeFirst()) !== undefined
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
        .where("p.suspended_at", "is", null)
        .where(serviceIsListed("s", today()))
        .orderBy("b.created_at", "desc")
        .orderBy("b.service_id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Every kept bookmark, shown or not: what the limit counts. */
    countOf(userId: number): Promise<number> {
      return this.count(db, userId);
    },

    /** The bookmarks the list shows: of services listed today of live organisations. */
    async countShown(userId: number): Promise<number> {
      const row = await db
        .selectFrom("bookmarks as b")
        .innerJoin("services as s", "s.id", "b.service_id")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("b.user_id", "=", userId)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;
