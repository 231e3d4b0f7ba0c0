import { NOTIFICATION_LIST_LIMIT } from "@iryo/domain/contracts/notifications";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";
import { countRows, stampOnce } from "../../lib/row-sql.js";

const columns = [
  "n.id",
  "n.notification_type",
  "n.negotiation_id",
  "n.created_at",
  "n.read_at",
  serviceLogoUrl("s").as("logo_image_filepath"),
  "p.name as provider_name",
] as const;

export function createNotificationsRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom("notifications as n")
      .innerJoin("negotiations as g", "g.id", "n.negotiation_id")
      .innerJoin("services as s", "s.id", "g.service_id")
      .innerJoin("providers as p", "p.id", "g.provider_id")
      .select(columns);

  return {
    db,

    // --- the digest of unread notifications (notifications.digest.ts) ---

    /** The live members with a notification unread and not mailed since `due` or before. */
    digestRecipients(due: Date) {
      return db
        .selectFrom("notifications as n")
        .innerJoin("members as m", "m.user_id", "n.user_id")
        .select("n.user_id")
        .distinct()
        .where("n.read_at", "is", null)
        .where("n.digest_mailed_at", "is", null)
        .where("n.created_at", "<=", due)
        .where("m.withdrawn_at", "is", null)
        .execute();
    },

    /** The member's unread notifications not mailed yet, newest first, locked (others skip them). */
    claimUndigested(trx: Transaction<Database>, userId: number) {
      return trx
        .selectFrom("notifications as n")
        .select(["n.id", "n.negotiation_id", "n.notification_type", "n.created_at"])
        .where("n.user_id", "=", userId)
        .where("n.read_at", "is", null)
        .where("n.digest_mailed_at", "is", null)
        .orderBy("n.created_at", "desc")
        .forUpdate()
        .skipLocked()
        .execute();
    },

    liveMemberEmail(trx: Transaction<Database>, userId: number) {
      return trx
        .selectFrom("members as m")
        .innerJoin("accounts as a", "a.id", "m.account_id")
        .select(["m.email"])
        .where("m.user_id", "=", userId)
        .where("m.withdrawn_at", "is", null)
        .where("a.withdrawn_at", "is", null)
        .executeTakeFirst();
    },

    /** The provider's name of each negotiation. */
    providerNames(trx: Transaction<Database>, negotiationIds: readonly number[]) {
      return trx
        .selectFrom("negotiations as g")
        .innerJoin("providers as p", "p.id", "g.provider_id")
        .select(["g.id", "p.name"])
        .where("g.id", "in", negotiationIds)
        .execute();
    },

    async markDigested(trx: Transaction<Database>, ids: readonly number[], at: Date): Promise<void> {
      await trx.updateTable("notifications").set({ digest_mailed_at: at }).where("id", "in", ids).execute();
    },

    // --- the member's notification list ---

    /** The newest of a member, or only those created after `after`. */
    list(userId: number, after: Date | undefined) {
      let query = base().where("n.user_id", "=", userId);
      if (after) query = query.where("n.created_at", ">", after);
      return query.orderBy("n.created_at", "desc").orderBy("n.id", "desc").limit(NOTIFICATION_LIST_LIMIT).execute();
    },

    one(userId: number, id: number) {
      return base().where("n.user_id", "=", userId).where("n.id", "=", id).executeTakeFirst();
    },

    unreadCount(userId: number): Promise<number> {
      return countRows(db, "notifications", { user_id: userId, read_at: null });
    },

    /** Marks one read; false when it is not the member's. */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const owned = await db
        .updateTable("notifications")
        .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return owned.numUpdatedRows > 0n;
    },

    async markAllRead(userId: number, at: Date): Promise<void> {
      await stampOnce(db, "notifications", "read_at", at, { user_id: userId });
    },

    /** A notification for a live member (none for a withdrawn one). */
    async insert(row: { userId: number; negotiationId: number; type: number; at?: Date }) {
      return db
        .insertInto("notifications")
        .values({
          user_id: row.userId,
          negotiation_id: row.negotiationId,
          notification_type: row.type,
          ...(row.at ? { created_at: row.at } : {}),
        })
        .returning(["id", "created_at"])
        .executeTakeFirstOrThrow();
    },

    async memberIsLive(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom("members as m")
        .innerJoin("accounts as a", "a.id", "m.account_id")
        .select("m.user_id")
        .where("m.user_id", "=", userId)
        .where("m.withdrawn_at", "is", null)
        .where("a.withdrawn_at", "is", null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository["list"]>>[number];
