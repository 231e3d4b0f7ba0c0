import type { MaterialVersion } from "@iryo/domain/contracts/provider-listings";
import { OPEN_CHANGE_STATES } from "@iryo/domain/publishing";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Materials in the publishing workflow (ADR 145): upload tickets, public materials and their changes. */
export function createProviderMaterialsRepository(db: Kysely<Database>) {
  return {
    db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    issueUpload(row: {
      storage_key: string;
      provider_id: number;
      service_id: number;
      account_id: number;
      original_name: string;
      ticket_hash: string;
      issued_at: Date;
    }) {
      return db.insertInto("material_uploads").values(row).execute();
    },

    /** Claims a ticket for its one PUT: the key, or undefined when used, expired or unknown. */
    claimUpload(ticketHash: string, at: Date, issuedAfter: Date) {
      return db
        .updateTable("material_uploads")
        .set({ received_at: at })
        .where("ticket_hash", "=", ticketHash)
        .where("received_at", "is", null)
        .where("issued_at", ">", issuedAfter)
        .returning("storage_key")
        .executeTakeFirst();
    },

    /** The upload of this key issued to this account for this service, not yet taken by a change (locked). */
    unusedUpload(trx: Transaction<Database>, key: string, accountId: number, serviceId: number) {
      return trx
        .selectFrom("material_uploads")
        .selectAll()
        .where("storage_key", "=", key)
        .where("account_id", "=", accountId)
        .where("service_id", "=", serviceId)
        .where("used_at", "is", null)
        .where("received_at", "is not", null)
        .forUpdate()
        .executeTakeFirst();
    },

    async markUsed(trx: Transaction<Database>, key: string, at: Date) {
      await trx.updateTable("material_uploads").set({ used_at: at }).where("storage_key", "=", key).execute();
    },

    async forgetUpload(key: string) {
      await db.deleteFrom("material_uploads").where("storage_key", "=", key).execute();
    },

    /** Uploads never taken by a change, issued before `before` (the purge removes their objects). */
    staleUploads(before: Date) {
      return db
        .selectFrom("material_uploads")
        .select("storage_key")
        .where("used_at", "is", null)
        .where("issued_at", "<", before)
        .execute();
    },

    /** A public (not retired) material with its service's organisation. */
    material(trx: Db, id: number) {
      return trx
        .selectFrom("material_files as f")
        .innerJoin("services as s", "s.id", "f.service_id")
        .select(["f.id", "f.service_id", "f.title", "f.description", "f.file_name", "f.size_bytes", "f.mime_type"])
        .select("s.provider_id")
        .where("f.id", "=", id)
        .where("f.retired_at", "is", null)
        .executeTakeFirst();
    },

    /** The public materials of a service, in the service's order. */
    materialsOf(trx: Db, serviceId: number) {
      return trx
        .selectFrom("material_files")
        .select(["id", "service_id", "title", "description", "file_name", "size_bytes", "mime_type"])
        .where("service_id", "=", serviceId)
        .where("retired_at", "is", null)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
    },

    /**
     * The material changes of a service still worth showing: open ones, and the last rejected one of
     * each material or new proposal (newest first).
     */
    changesOfService(trx: Db, serviceId: number) {
      return trx
        .selectFrom("publishing_changes")
        .select(["id", "object_id", "state"])
        .where("object_type", "=", "material")
        .where(sql<number>`(payload->>'service_id')::int`, "=", serviceId)
        .where("state", "in", [...OPEN_CHANGE_STATES, "rejected"])
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /** Locks the change row; answers its provider, state, object and payload. */
    lockChange(trx: Transaction<Database>, id: number) {
      return trx
        .selectFrom("publishing_changes")
        .select(["id", "provider_id", "object_type", "object_id", "state", "payload"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The service a material change is for (from its payload), without a lock. */
    async serviceOfChange(trx: Db, id: number): Promise<number | undefined> {
      const row = await trx
        .selectFrom("publishing_changes")
        .select(sql<number | null>`(payload->>'service_id')::int`.as("service_id"))
        .where("id", "=", id)
        .where("object_type", "=", "material")
        .executeTakeFirst();
      return row?.service_id ?? undefined;
    },

    /** Inserts a new public material (approval of a new one); answers its id. */
    async insertMaterial(trx: Transaction<Database>, version: MaterialVersion, content: Uint8Array, at: Date) {
      const order = await trx
        .selectFrom("material_files")
        .select((eb) => eb.fn.coalesce(eb.fn.max("sort_order"), sql<number>`-1`).as("max"))
        .where("service_id", "=", version.service_id)
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto("material_files")
        .values({
          service_id: version.service_id,
          title: version.title,
          description: version.description,
          file_name: version.file.file_name,
          file_path: version.upload_key ?? "",
          size_bytes: content.length,
          mime_type: version.file.mime_type,
          content,
          sort_order: Number(order.max) + 1,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Writes a replacement in place (the id stays, so leads naming the file keep naming it). */
    async updateMaterial(
      trx: Transaction<Database>,
      id: number,
      version: MaterialVersion,
      content: Uint8Array | undefined,
      at: Date,
    ) {
      await trx
        .updateTable("material_files")
        .set({
          title: version.title,
          description: version.description,
          ...(content
            ? {
                file_name: version.file.file_name,
                file_path: version.upload_key ?? "",
                size_bytes: content.length,
                mime_type: version.file.mime_type,
                content,
              }
            : {}),
          updated_at: at,
        })
        .where("id", "=", id)
        .execute();
    },

    /** Names the material a new-material change created (at approval). */
    async setChangeObject(trx: Transaction<Database>, changeId: number, materialId: number) {
      await trx.updateTable("publishing_changes").set({ object_id: materialId }).where("id", "=", changeId).execute();
    },

    async retireMaterial(trx: Transaction<Database>, id: number, at: Date) {
      await trx.updateTable("material_files").set({ retired_at: at, updated_at: at }).where("id", "=", id).execute();
    },
  };
}

export type ProviderMaterialsRepository = ReturnType<typeof createProviderMaterialsRepository>;
