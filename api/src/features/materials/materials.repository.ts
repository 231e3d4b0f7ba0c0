import type { FromScreen } from "@iryo/domain/from-screen";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { type MaterialFileRow, materialFilesOf } from "../../lib/catalog/material-files.js";
import { findLiveMember } from "../../lib/member-record.js";

/** A material file's metadata. */
export type MaterialFileMeta = MaterialFileRow;

export interface LeadInput {
  user_id: number;
  service_id: number;
  provider_id: number;
  material_file_id: number | null;
  channel: "service" | "bundle" | "file";
  shared_details: string;
  from_screen: FromScreen | null;
}

/** Material downloads: only of services listed today (ADR 175) of live organisations (ADR 166). */
export function createMaterialsRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    /** The member's record (not withdrawn), the source of the details a provider receives. */
    member(userId: number) {
      return findLiveMember(db, "user_id", userId);
    },

    async consent(userId: number, version: number) {
      return db
        .selectFrom("material_download_consents")
        .select(["consented_at"])
        .where("user_id", "=", userId)
        .where("consent_version", "=", version)
        .executeTakeFirst();
    },

    /** Records the consent once; a repeat (or a parallel twin) keeps the first row. */
    async recordConsent(userId: number, version: number, shownDetails: string) {
      await db
        .insertInto("material_download_consents")
        .values({ user_id: userId, consent_version: version, shown_details: shownDetails })
        .onConflict((oc) => oc.columns(["user_id", "consent_version"]).doNothing())
        .execute();
    },

    async services(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom("services as s")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .select(["s.id", "s.name", "s.provider_id", "p.name as provider_name"])
        .where("s.id", "in", ids)
        .where("p.suspended_at", "is", null)
        .where(serviceIsListed("s", today()))
        .execute();
    },

    filesOf(serviceIds: readonly number[]): Promise<MaterialFileMeta[]> {
      return materialFilesOf(db, serviceIds);
    },

    async file(id: number) {
      return db
        .selectFrom("material_files as f")
        .innerJoin("services as s", "s.id", "f.service_id")
        .select(["f.id", "f.service_id", "f.file_name", "f.size_bytes", "f.mime_type", "f.retired_at", "s.provider_id"])
        .where("f.id", "=", id)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirst();
    },

    /** The bytes of one file, read when the stream reaches it (one file in memory at a time). */
    async content(id: number): Promise<Buffer | undefined> {
      const row = await db.selectFrom("material_files").select("content").where("id", "=", id).executeTakeFirst();
      return row ? Buffer.from(row.content) : undefined;
    },

    /** One lead per service, all or none. */
    async recordLeads(leads: readonly LeadInput[]) {
      if (leads.length === 0) return;
      await db
        .insertInto("material_download_leads")
        .values(leads.map((l) => ({ ...l })))
        .execute();
    },

    /** Keeps a recorded download's ticket; the member's expired tickets go with it. */
    async saveTicket(ticket: { ticket_hash: string; user_id: number; download: string; expires_at: Date }, at: Date) {
      await db
        .deleteFrom("material_download_tickets")
        .where("user_id", "=", ticket.user_id)
        .where("expires_at", "<=", at)
        .execute();
      await db.insertInto("material_download_tickets").values(ticket).execute();
    },

    /** Redeems a ticket of the member: its download, once (the row goes), or undefined when used, expired or not theirs. */
    async redeemTicket(ticketHash: string, userId: number, at: Date): Promise<unknown> {
      const row = await db
        .deleteFrom("material_download_tickets")
        .where("ticket_hash", "=", ticketHash)
        .where("user_id", "=", userId)
        .where("expires_at", ">", at)
        .returning("download")
        .executeTakeFirst();
      return row?.download;
    },

    /** Leads of a provider, newest first (who, which service, when). */
    async leadsOfProvider(providerId: number) {
      return db
        .selectFrom("material_download_leads")
        .select(["id", "user_id", "service_id", "channel", "shared_details", "downloaded_at"])
        .where("provider_id", "=", providerId)
        .orderBy("downloaded_at", "desc")
        .orderBy(sql`id`, "desc")
        .execute();
    },
  };
}

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
