import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";

/**
 * What the consideration list is made of: the member's own entries, downloads and negotiations. A service
 * outside its listing period (or of a suspended organisation) is left off the list and cannot be added or
 * noted; its rows are kept and it comes back when listed again (ADR 175).
 */
export function createConsiderationRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    async serviceExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom("services as s")
        .select("s.id")
        .where("s.id", "=", id)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirst();
      return row !== undefined;
    },

    async setState(userId: number, serviceId: number, state: "added" | "removed", at: Date): Promise<void> {
      await db
        .insertInto("consideration_items")
        .values({ user_id: userId, service_id: serviceId, state, updated_at: at })
        .onConflict((oc) => oc.columns(["user_id", "service_id"]).doUpdateSet({ state, updated_at: at }))
        .execute();
    },

    items(userId: number) {
      return db
        .selectFrom("consideration_items")
        .select(["service_id", "state", "updated_at"])
        .where("user_id", "=", userId)
        .execute();
    },

    /** The member's last material download per service. */
    latestDownloads(userId: number) {
      return db
        .selectFrom("material_download_leads")
        .select(["service_id", (eb) => eb.fn.max("downloaded_at").as("at")])
        .where("user_id", "=", userId)
        .groupBy("service_id")
        .execute();
    },

    negotiations(userId: number) {
      return db
        .selectFrom("negotiations")
        .select(["id", "service_id", "status", "updated_at"])
        .where("user_id", "=", userId)
        .execute();
    },

    /** The member's notes by service. */
    async notes(userId: number): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom("consideration_notes")
        .select(["service_id", "body"])
        .where("user_id", "=", userId)
        .execute();
      return new Map(rows.map((r) => [r.service_id, r.body]));
    },

    /** Keeps the note (an empty one removes it); one statement, so two saves never leave two rows. */
    async saveNote(userId: number, serviceId: number, body: string, at: Date): Promise<void> {
      if (body === "") {
        await db
          .deleteFrom("consideration_notes")
          .where("user_id", "=", userId)
          .where("service_id", "=", serviceId)
          .execute();
        return;
      }
      await db
        .insertInto("consideration_notes")
        .values({ user_id: userId, service_id: serviceId, body, updated_at: at })
        .onConflict((oc) => oc.columns(["user_id", "service_id"]).doUpdateSet({ body, updated_at: at }))
        .execute();
    },

    services(ids: readonly number[]) {
      return db
        .selectFrom("services as s")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .select(["s.id", "s.name", serviceLogoUrl("s").as("logo_image_filepath"), "p.name as provider_name"])
        .where("s.id", "in", ids)
        .where("p.suspended_at", "is", null)
        .where(serviceIsListed("s", today()))
        .execute();
    },
  };
}

export type ConsiderationRepository = ReturnType<typeof createConsiderationRepository>;
