import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, NegotiationFilesTable } from "../../db/schema.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { writeNegotiationMessage } from "../../lib/negotiation-message.js";
import { negotiationPartyOf } from "../../lib/negotiation-party.js";
import { countRows, stampOnce } from "../../lib/row-sql.js";

/** A file row with the name of who shared it. */
export type FileRow = Readonly<Selectable<NegotiationFilesTable> & { uploader_name: string }>;

/** SQL of the negotiation-files feature. */
export function createNegotiationFilesRepository(db: Kysely<Database>) {
  const filesWithUploader = (executor: Kysely<Database> | Transaction<Database>) =>
    executor
      .selectFrom("negotiation_files as f")
      .innerJoin("negotiations as n", "n.id", "f.negotiation_id")
      .innerJoin("providers as p", "p.id", "n.provider_id")
      .leftJoin("members as m", "m.account_id", "f.uploader_account_id")
      .selectAll("f")
      .select([
        sql<string>`CASE WHEN f.uploader_type = 1 THEN p.name
          ELSE trim(coalesce(m.last_name, '') || ' ' || coalesce(m.first_name, '')) END`.as("uploader_name"),
      ]);

  return {
    /** Which side of the negotiation the caller is on, or undefined (neither party, or no such negotiation). */
    partyOf(negotiationId: number, caller: AuthLocals) {
      return negotiationPartyOf(db, negotiationId, caller);
    },

    /** The provider's name and the member's name of a new file (whoever shared it). */
    uploaderNames(trx: Transaction<Database>, fileId: number) {
      return trx
        .selectFrom("negotiation_files as f")
        .innerJoin("negotiations as n", "n.id", "f.negotiation_id")
        .innerJoin("providers as p", "p.id", "n.provider_id")
        .leftJoin("members as m", "m.account_id", "f.uploader_account_id")
        .select(["p.name as provider_name", "m.last_name", "m.first_name"])
        .where("f.id", "=", fileId)
        .executeTakeFirstOrThrow();
    },
    negotiation(id: number) {
      return db
        .selectFrom("negotiations as n")
        .innerJoin("services as s", "s.id", "n.service_id")
        .innerJoin("providers as p", "p.id", "n.provider_id")
        .select(["n.id", "n.status", "n.user_id", "n.provider_id", "s.name as service_name", "p.name as provider_name"])
        .where("n.id", "=", id)
        .executeTakeFirst();
    },

    storedFileCount(negotiationId: number, executor: Kysely<Database> | Transaction<Database> = db) {
      return countRows(executor, "negotiation_files", { negotiation_id: negotiationId, purged_at: null });
    },

    issueUpload(row: {
      storage_key: string;
      negotiation_id: number;
      account_id: number;
      original_name: string;
      issued_at: Date;
      ticket_hash: string;
    }) {
      return db.insertInto("negotiation_file_uploads").values(row).execute();
    },

    /** Claims the ticket for its one PUT: the upload's key, or undefined when it was used, attached or expired. */
    claimUpload(ticketHash: string, at: Date, issuedAfter: Date) {
      return db
        .updateTable("negotiation_file_uploads")
        .set({ received_at: at })
        .where("ticket_hash", "=", ticketHash)
        .where("received_at", "is", null)
        .where("issued_at", ">", issuedAfter)
        .returning("storage_key")
        .executeTakeFirst();
    },

    upload(storageKey: string, negotiationId: number, accountId: number) {
      return db
        .selectFrom("negotiation_file_uploads")
        .selectAll()
        .where("storage_key", "=", storageKey)
        .where("negotiation_id", "=", negotiationId)
        .where("account_id", "=", accountId)
        .executeTakeFirst();
    },

    forgetUpload(storageKey: string, executor: Kysely<Database> | Transaction<Database> = db) {
      return executor.deleteFrom("negotiation_file_uploads").where("storage_key", "=", storageKey).executeTakeFirst();
    },

    /** Locks the negotiation row so that attaches to one negotiation run one after another. */
    lockNegotiation(trx: Transaction<Database>, id: number) {
      return trx
        .selectFrom("negotiations")
        .select(["id", "status"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },

    insertFile(
      trx: Transaction<Database>,
      row: Omit<Insertable<NegotiationFilesTable>, "id" | "purged_at"> & { created_at: Date },
    ) {
      return trx.insertInto("negotiation_files").values(row).returning("id").executeTakeFirstOrThrow();
    },

    /** Through the one writer of chat lines (ADR 070), so that the room's events come from one place. */
    insertBotMessage(trx: Transaction<Database>, negotiationId: number, body: string, createdAt: Date) {
      return writeNegotiationMessage(trx, {
        negotiationId,
        senderType: CHAT_SENDER_TYPE.BOT,
        senderAccountId: null,
        body,
        createdAt,
      });
    },

    file(id: number) {
      return filesWithUploader(db).where("f.id", "=", id).executeTakeFirstOrThrow() as Promise<FileRow>;
    },

    files(negotiationId: number) {
      return filesWithUploader(db)
        .where("f.negotiation_id", "=", negotiationId)
        .orderBy("f.created_at", "asc")
        .orderBy("f.id", "asc")
        .execute() as Promise<FileRow[]>;
    },

    /** Stored files uploaded before `before` (the purge job narrows them by the exact retention). */
    purgeCandidates(before: Date) {
      return db
        .selectFrom("negotiation_files")
        .select(["id", "storage_key", "created_at"])
        .where("purged_at", "is", null)
        .where("created_at", "<", before)
        .orderBy("created_at")
        .execute();
    },

    /** Whether the file was purged now (1) or before (0). */
    markPurged(id: number, at: Date): Promise<number> {
      return stampOnce(db, "negotiation_files", "purged_at", at, { id });
    },

    staleUploads(before: Date) {
      return db.selectFrom("negotiation_file_uploads").select("storage_key").where("issued_at", "<", before).execute();
    },

    /** Mail addresses of the member of a negotiation. */
    memberEmails(userId: number) {
      return db
        .selectFrom("members as m")
        .innerJoin("accounts as a", "a.id", "m.account_id")
        .select("m.email")
        .where("m.user_id", "=", userId)
        .where("a.withdrawn_at", "is", null)
        .execute()
        .then((rows) => rows.map((r) => r.email));
    },

    /** Mail addresses of every live account of a provider. */
    providerEmails(providerId: number) {
      return db
        .selectFrom("provider_accounts as pa")
        .innerJoin("accounts as a", "a.id", "pa.account_id")
        .select("a.email")
        .where("pa.provider_id", "=", providerId)
        .where("a.withdrawn_at", "is", null)
        .execute()
        .then((rows) => rows.flatMap((r) => (r.email ? [r.email] : [])));
    },

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

export type NegotiationFilesRepository = ReturnType<typeof createNegotiationFilesRepository>;
