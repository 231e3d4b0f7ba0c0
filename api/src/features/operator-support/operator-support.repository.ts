import type { ProviderBusinessKind } from "@iryo/domain/provider-organisation";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { containsPattern } from "../../lib/db/like.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface OrganisationFilter {
  readonly keyword?: string | undefined;
  readonly state?: "active" | "suspended" | undefined;
}

/** Organisations and member accounts as the operator console reads them (ADR 166). */
export function createOperatorSupportRepository(db: Kysely<Database>) {
  const organisations = (q: Db) =>
    q.selectFrom("providers as p").select([
      "p.id",
      "p.name",
      "p.business_kind",
      "p.location",
      "p.capital_yen",
      "p.representative",
      "p.founded_on",
      "p.suspended_at",
      "p.suspension_reason",
      "p.created_at",
      sql<number>`(select count(*)::int from provider_accounts pa join accounts a on a.id = pa.account_id
          where pa.provider_id = p.id and a.withdrawn_at is null)`.as("staff_count"),
      sql<number>`(select count(*)::int from services s where s.provider_id = p.id)`.as("service_count"),
    ]);

  const filtered = (q: Db, filter: OrganisationFilter) =>
    organisations(q)
      .$if(filter.keyword !== undefined && filter.keyword !== "", (b) =>
        b.where("p.name", "ilike", containsPattern(filter.keyword ?? "")),
      )
      .$if(filter.state === "suspended", (b) => b.where("p.suspended_at", "is not", null))
      .$if(filter.state === "active", (b) => b.where("p.suspended_at", "is", null));

  return {
    db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    organisationPage(filter: OrganisationFilter, limit: number, offset: number) {
      return filtered(db, filter)
        .orderBy("p.created_at", "desc")
        .orderBy("p.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    async organisationCount(filter: OrganisationFilter): Promise<number> {
      const row = await db
        .selectFrom("providers as p")
        .select(sql<number>`count(*)::int`.as("n"))
        .$if(filter.keyword !== undefined && filter.keyword !== "", (b) =>
          b.where("p.name", "ilike", containsPattern(filter.keyword ?? "")),
        )
        .$if(filter.state === "suspended", (b) => b.where("p.suspended_at", "is not", null))
        .$if(filter.state === "active", (b) => b.where("p.suspended_at", "is", null))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    organisation(q: Db, id: number) {
      return organisations(q).where("p.id", "=", id).executeTakeFirst();
    },

    /** Locks the organisation's row, as every change of its staff does (ADR 142); undefined when unknown. */
    lockOrganisation(trx: Transaction<Database>, id: number) {
      return trx
        .selectFrom("providers")
        .select(["id", "name", "suspended_at", "suspension_reason"])
        .where("id", "=", id)
        .forUpdate()
        .executeTakeFirst();
    },

    insertOrganisation(
      trx: Transaction<Database>,
      values: {
        name: string;
        business_kind: ProviderBusinessKind;
        location: string;
        capital_yen: number | null;
        representative: string;
        founded_on: string | null;
      },
    ) {
      return trx.insertInto("providers").values(values).returning("id").executeTakeFirstOrThrow();
    },

    async setSuspension(trx: Transaction<Database>, id: number, at: Date | null, reason: string | null) {
      await trx
        .updateTable("providers")
        .set({ suspended_at: at, suspension_reason: reason })
        .where("id", "=", id)
        .execute();
    },

    /**
     * Revokes every live session of the organisation's staff: the access guard reads the revocation with
     * the account on every request (ADR 050), so each one's next call is 401 and no refresh succeeds.
     */
    async revokeStaffSessions(trx: Transaction<Database>, providerId: number, at: Date): Promise<number> {
      const result = await trx
        .updateTable("auth_refresh_tokens")
        .set({ revoked_at: at })
        .where("revoked_at", "is", null)
        .where("account_id", "in", (eb) =>
          eb.selectFrom("provider_accounts").select("account_id").where("provider_id", "=", providerId),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A member account by its exact address (withdrawn accounts have none): never a list. */
    memberByEmail(email: string) {
      return db
        .selectFrom("accounts as a")
        .leftJoin("members as m", "m.account_id", "a.id")
        .select([
          "a.id as account_id",
          "a.email",
          "a.email_confirmed_at",
          "a.withdrawn_at",
          "a.created_at",
          "m.user_id",
          "m.last_name",
          "m.first_name",
          "m.hospital_name",
          "m.is_pre_member",
          "m.terms_of_use_version",
          "m.corporate_types",
          "m.created_at as registered_at",
        ])
        .where("a.kind", "=", "member")
        .where(sql`lower(a.email)`, "=", email.toLowerCase())
        .executeTakeFirst();
    },

    /** A member account by id (for the support actions), or undefined when none or not a member. */
    memberAccount(id: number) {
      return db
        .selectFrom("accounts")
        .select(["id", "email", "email_confirmed_at", "withdrawn_at"])
        .where("id", "=", id)
        .where("kind", "=", "member")
        .executeTakeFirst();
    },
  };
}

export type OperatorSupportRepository = ReturnType<typeof createOperatorSupportRepository>;
