import { NEGOTIATION_STATUS, OPEN_NEGOTIATION_STATUSES } from "@iryo/domain/negotiation-status";
import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { Database, NegotiationSlotsTable, NegotiationsTable } from "../../db/schema.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";
import { negotiationPartyOf } from "../../lib/negotiation-party.js";
import { countRows } from "../../lib/row-sql.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of a negotiation as the list and the detail read them. */
export interface NegotiationRow {
  id: number;
  user_id: number;
  provider_id: number;
  service_id: number;
  meeting_type: number;
  status: number;
  negotiation_time: Date | null;
  considering_start_date: string | null;
  postponed_reason: string | null;
  note: string;
  created_at: Date;
  updated_at: Date;
  service_name: string;
  logo_image_filepath: string | null;
  provider_name: string;
  member_name: string;
  hospital_name: string;
}

export interface MessageRow {
  id: string;
  negotiation_id: number;
  sender_type: number;
  body: string;
  created_at: Date;
  sender_name: string;
}

/** The negotiations `n` with their provider `p` and their member `m`, whose names they are shown with. */
function withParties(db: Db) {
  return db
    .selectFrom("negotiations as n")
    .innerJoin("providers as p", "p.id", "n.provider_id")
    .innerJoin("members as m", "m.user_id", "n.user_id");
}

function negotiationQuery(db: Db) {
  return withParties(db)
    .innerJoin("services as s", "s.id", "n.service_id")
    .select([
      "n.id",
      "n.user_id",
      "n.provider_id",
      "n.service_id",
      "n.meeting_type",
      "n.status",
      "n.negotiation_time",
      sql<string | null>`to_char(n.considering_start_date, 'YYYY-MM-DD')`.as("considering_start_date"),
      "n.postponed_reason",
      "n.note",
      "n.created_at",
      "n.updated_at",
      "s.name as service_name",
      serviceLogoUrl("s").as("logo_image_filepath"),
      "p.name as provider_name",
      sql<string>`m.last_name || ' ' || m.first_name`.as("member_name"),
      "m.hospital_name",
    ]);
}

/** Which side a list belongs to. */
export type NegotiationOwner = { readonly userId: number } | { readonly providerId: number };

export function createNegotiationsRepository(db: Kysely<Database>) {
  return {
    db,

    /** Which side of the negotiation the caller is on, or undefined (neither party, or no such negotiation). */
    partyOf(negotiationId: number, caller: AuthLocals) {
      return negotiationPartyOf(db, negotiationId, caller);
    },

    /** A new application with its proposed slots; answers the negotiation id. */
    async insertApplication(
      trx: Transaction<Database>,
      values: Insertable<NegotiationsTable>,
      slots: readonly Omit<Insertable<NegotiationSlotsTable>, "negotiation_id">[],
    ): Promise<{ id: number }> {
      const created = await trx.insertInto("negotiations").values(values).returning("id").executeTakeFirstOrThrow();
      await trx
        .insertInto("negotiation_slots")
        .values(slots.map((s) => ({ negotiation_id: created.id, ...s })))
        .execute();
      return created;
    },

    async setStatus(trx: Transaction<Database>, id: number, values: Updateable<NegotiationsTable>): Promise<void> {
      await trx.updateTable("negotiations").set(values).where("id", "=", id).execute();
    },

    /** One proposed slot of the negotiation, or undefined. */
    slot(trx: Transaction<Database>, negotiationId: number, slotId: number) {
      return trx
        .selectFrom("negotiation_slots")
        .select("starts_at")
        .where("id", "=", slotId)
        .where("negotiation_id", "=", negotiationId)
        .executeTakeFirst();
    },

    async serviceProvider(serviceId: number): Promise<number | undefined> {
      const row = await db.selectFrom("services").select("provider_id").where("id", "=", serviceId).executeTakeFirst();
      return row?.provider_id;
    },

    /** The member's open application for the service (status 1 or 2), if any: there is at most one. */
    async openNegotiationId(userId: number, serviceId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom("negotiations")
        .select("id")
        .where("user_id", "=", userId)
        .where("service_id", "=", serviceId)
        .where("status", "in", OPEN_NEGOTIATION_STATUSES)
        .executeTakeFirst();
      return row?.id;
    },

    async providerName(providerId: number): Promise<string> {
      const row = await db.selectFrom("providers").select("name").where("id", "=", providerId).executeTakeFirst();
      return row?.name ?? "";
    },

    async page(owner: NegotiationOwner, limit: number, offset: number) {
      const filtered = (q: ReturnType<typeof negotiationQuery>) =>
        "userId" in owner ? q.where("n.user_id", "=", owner.userId) : q.where("n.provider_id", "=", owner.providerId);
      const rows = await filtered(negotiationQuery(db))
        .orderBy("n.updated_at", "desc")
        .orderBy("n.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
      const total = await countRows(
        db,
        "negotiations",
        "userId" in owner ? { user_id: owner.userId } : { provider_id: owner.providerId },
      );
      return { rows: rows as NegotiationRow[], total };
    },

    async underConsideration(userId: number): Promise<NegotiationRow[]> {
      return (await negotiationQuery(db)
        .where("n.user_id", "=", userId)
        .where("n.status", "=", 3)
        .execute()) as NegotiationRow[];
    },

    /** Confirmed negotiations of a member, a provider or one id whose meeting time is at or before `at`. */
    async heldMeetings(
      scope: { readonly userId: number } | { readonly providerId: number } | { readonly negotiationId: number },
      at: Date,
    ) {
      let query = db
        .selectFrom("negotiations")
        .select([
          "id",
          sql<string>`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as("updated_at_ms"),
        ])
        .where("status", "=", NEGOTIATION_STATUS.DATE_CONFIRMED)
        .where("negotiation_time", "<=", at);
      if ("userId" in scope) query = query.where("user_id", "=", scope.userId);
      else if ("providerId" in scope) query = query.where("provider_id", "=", scope.providerId);
      else query = query.where("id", "=", scope.negotiationId);
      return query.orderBy("id").execute();
    },

    async find(id: number, trx: Db = db): Promise<NegotiationRow | undefined> {
      return (await negotiationQuery(trx).where("n.id", "=", id).executeTakeFirst()) as NegotiationRow | undefined;
    },

    async slots(negotiationId: number) {
      return db
        .selectFrom("negotiation_slots")
        .select(["id", "starts_at", "ends_at"])
        .where("negotiation_id", "=", negotiationId)
        .orderBy("starts_at")
        .execute();
    },

    /** Locks the negotiation row for the rest of the transaction and reads what a status change needs. */
    async lockForUpdate(trx: Transaction<Database>, id: number) {
      return trx
        .selectFrom("negotiations")
        .select([
          "id",
          "user_id",
          "provider_id",
          "status",
          sql<string>`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as("updated_at_ms"),
        ])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** A shared lock: a message waits for a status change in flight, and sees its result. */
    async lockForShare(trx: Transaction<Database>, id: number) {
      return trx.selectFrom("negotiations").select(["id", "status"]).where("id", "=", id).forShare().executeTakeFirst();
    },

    async messages(negotiationId: number, beforeId: string | undefined, limit: number): Promise<MessageRow[]> {
      let q = withParties(db)
        .innerJoin("negotiation_messages as nm", "nm.negotiation_id", "n.id")
        .select([
          "nm.id",
          "nm.negotiation_id",
          "nm.sender_type",
          "nm.body",
          "nm.created_at",
          sql<string>`CASE nm.sender_type WHEN 1 THEN p.name WHEN 2 THEN m.last_name || ' ' || m.first_name ELSE '医療ITナビ' END`.as(
            "sender_name",
          ),
        ])
        .where("nm.negotiation_id", "=", negotiationId);
      if (beforeId !== undefined) q = q.where("nm.id", "<", sql<string>`${beforeId}::bigint`);
      const rows = await q.orderBy("nm.id", "desc").limit(limit).execute();
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },

    /** E-mail addresses of the member of a negotiation and of its provider's accounts. */
    async recipients(negotiationId: number) {
      const member = await db
        .selectFrom("negotiations as n")
        .innerJoin("members as m", "m.user_id", "n.user_id")
        .innerJoin("accounts as a", "a.id", "m.account_id")
        .select(["a.email"])
        .where("n.id", "=", negotiationId)
        .where("a.withdrawn_at", "is", null)
        .executeTakeFirst();
      const providers = await db
        .selectFrom("negotiations as n")
        .innerJoin("provider_accounts as pa", "pa.provider_id", "n.provider_id")
        .innerJoin("accounts as a", "a.id", "pa.account_id")
        .select(["a.email"])
        .where("n.id", "=", negotiationId)
        .where("a.withdrawn_at", "is", null)
        .execute();
      return {
        member: member?.email ?? null,
        providers: providers.map((p) => p.email).filter((e): e is string => typeof e === "string"),
      };
    },

    async popupClosedDate(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom("members")
        .select(sql<string | null>`to_char(status_popup_closed_date, 'YYYY-MM-DD')`.as("closed"))
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.closed ?? null;
    },

    async setPopupClosedDate(userId: number, date: string): Promise<void> {
      await db.updateTable("members").set({ status_popup_closed_date: date }).where("user_id", "=", userId).execute();
    },
  };
}

export type NegotiationsRepository = ReturnType<typeof createNegotiationsRepository>;
