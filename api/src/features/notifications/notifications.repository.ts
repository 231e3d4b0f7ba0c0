import { NOTIFICATION_LIST_LIMIT } from "@iryo/domain/contracts/notifications";
import { type Kysely, sql } from "kysely";
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
