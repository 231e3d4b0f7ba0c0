import type { ServiceListing } from "@iryo/domain/contracts/provider-listings";
import type { ChangeState, FieldDiff, PublishingObjectType } from "@iryo/domain/publishing";
import { OPEN_CHANGE_STATES } from "@iryo/domain/publishing";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceLogoUrl } from "../../lib/catalog/service-logo.js";

type Db = Kysely<Database> | Transaction<Database>;

/** A publishing change as stored, with its object's and organisation's names. */
export interface ChangeRow {
  id: number;
  provider_id: number;
  provider_name: string;
  object_type: PublishingObjectType;
  object_id: number | null;
  object_name: string;
  state: ChangeState;
  payload: unknown;
  base: unknown;
  diff: FieldDiff[] | null;
  reason: string | null;
  created_by: number;
  submitted_by: number | null;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  decided_at: Date | null;
  publish_at: Date | null;
  published_at: Date | null;
}

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

/** The changes table with names, for every read of changes. */
function changes(db: Db) {
  return db
    .selectFrom("publishing_changes as c")
    .innerJoin("providers as p", "p.id", "c.provider_id")
    .leftJoin("services as s", (join) =>
      // An attributes change (ADR 170) is named after its service too.
      join.onRef("s.id", "=", "c.object_id").on("c.object_type", "in", ["service", "attributes"]),
    )
    .select([
      "c.id",
      "c.provider_id",
      "p.name as provider_name",
      "c.object_type",
      "c.object_id",
      sql<string>`coalesce(${sql.ref("s.name")}, ${sql.ref("c.payload")}->>'name', ${sql.ref("c.payload")}->>'title', '')`.as(
        "object_name",
      ),
      "c.state",
      "c.payload",
      "c.base",
      "c.diff",
      "c.reason",
      "c.created_by",
      "c.submitted_by",
      "c.created_at",
      "c.updated_at",
      "c.submitted_at",
      "c.decided_at",
      "c.publish_at",
      "c.published_at",
    ]);
}

/** Services and publishing changes (ADR 143, 144): the public version of a listing, and its changes. */
export function createProviderListingsRepository(db: Kysely<Database>) {
  return {
    db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** The staff member's role in the organisation, or undefined when not (or no longer) staff. */
    async roleOf(trx: Db, accountId: number, providerId: number) {
      const row = await trx
        .selectFrom("provider_accounts")
        .select("role")
        .where("account_id", "=", accountId)
        .where("provider_id", "=", providerId)
        .executeTakeFirst();
      return row?.role;
    },

    /**
     * Locks the organisation's service for the rest of the transaction (every write of its changes takes
     * this lock first, so two concurrent saves of one service run one after the other). Undefined when the
     * service does not exist or is another organisation's.
     */
    async lockService(trx: Transaction<Database>, providerId: number, serviceId: number) {
      return trx
        .selectFrom("services")
        .select(["id", "provider_id"])
        .where("id", "=", serviceId)
        .where("provider_id", "=", providerId)
        .forUpdate()
        .executeTakeFirst();
    },

    async serviceOf(trx: Db, providerId: number, serviceId: number) {
      return trx
        .selectFrom("services")
        .select(["id", "provider_id"])
        .where("id", "=", serviceId)
        .where("provider_id", "=", providerId)
        .executeTakeFirst();
    },

    /** The public version of a service's listing, or undefined when there is no such service. */
    async publicListing(trx: Db, serviceId: number): Promise<ServiceListing | undefined> {
      const row = await trx
        .selectFrom("services as s")
        .select([
          "s.name",
          "s.summary",
          "s.description",
          "s.installation_count",
          "s.price",
          "s.initial_cost",
          "s.has_free_trial",
          "s.has_free_plan",
          "s.service_url",
          "s.rate_plan",
          "s.target_bed_count",
          "s.faqs",
          "s.video_url",
          serviceLogoUrl("s").as("logo"),
          sql<string | null>`to_char(${sql.ref("s.listing_starts_on")}, 'YYYY-MM-DD')`.as("listing_starts_on"),
          sql<string | null>`to_char(${sql.ref("s.listing_ends_on")}, 'YYYY-MM-DD')`.as("listing_ends_on"),
        ])
        .where("s.id", "=", serviceId)
        .executeTakeFirst();
      if (!row) return undefined;
      const [types, categories, issues, departments, contents, seminars] = await Promise.all([
        trx
          .selectFrom("service_institution_types")
          .select("institution_type as id")
          .where("service_id", "=", serviceId)
          .orderBy("institution_type")
          .execute(),
        trx
          .selectFrom("service_categories")
          .select("category_id as id")
          .where("service_id", "=", serviceId)
          .orderBy("category_id")
          .execute(),
        trx
          .selectFrom("service_issues")
          .select("issue_id as id")
          .where("service_id", "=", serviceId)
          .orderBy("issue_id")
          .execute(),
        trx
          .selectFrom("service_departments")
          .select("department_id as id")
          .where("service_id", "=", serviceId)
          .orderBy("department_id")
          .execute(),
        trx
          .selectFrom("content_services")
          .select("content_id as id")
          .where("service_id", "=", serviceId)
          .orderBy("content_id")
          .execute(),
        trx
          .selectFrom("seminar_services")
          .select("seminar_id as id")
          .where("service_id", "=", serviceId)
          .orderBy("seminar_id")
          .execute(),
      ]);
      return {
        ...row,
        faqs: Array.isArray(row.faqs) ? row.faqs : [],
        institution_types: ids(types),
        category_ids: ids(categories),
        issue_ids: ids(issues),
        department_ids: ids(departments),
        related_content_ids: ids(contents),
        related_seminar_ids: ids(seminars),
      };
    },

    /** The organisation's services with their open change, or else their newest change. */
    ownServices(providerId: number) {
      return db
        .selectFrom("services as s")
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom("publishing_changes as c")
              .select(["c.id", "c.state", "c.reason"])
              .whereRef("c.object_id", "=", "s.id")
              .where("c.object_type", "=", "service")
              .orderBy("c.updated_at", "desc")
              .orderBy("c.id", "desc")
              .limit(1)
              .as("c"),
          (join) => join.onTrue(),
        )
        .select([
          "s.id",
          "s.name",
          serviceLogoUrl("s").as("logo_url"),
          "s.updated_at",
          sql<string | null>`to_char(${sql.ref("s.listing_starts_on")}, 'YYYY-MM-DD')`.as("listing_starts_on"),
          sql<string | null>`to_char(${sql.ref("s.listing_ends_on")}, 'YYYY-MM-DD')`.as("listing_ends_on"),
          "c.id as change_id",
          "c.state as change_state",
          "c.reason as change_reason",
        ])
        .where("s.provider_id", "=", providerId)
        .orderBy("s.id")
        .execute();
    },

    /** The object's open change (draft, submitted or approved for later), if any. */
    openChange(trx: Db, objectType: PublishingObjectType, objectId: number): Promise<ChangeRow | undefined> {
      return changes(trx)
        .where("c.object_type", "=", objectType)
        .where("c.object_id", "=", objectId)
        .where("c.state", "in", OPEN_CHANGE_STATES)
        .executeTakeFirst();
    },

    /** The object's newest change in any state. */
    latestChange(trx: Db, objectType: PublishingObjectType, objectId: number): Promise<ChangeRow | undefined> {
      return changes(trx)
        .where("c.object_type", "=", objectType)
        .where("c.object_id", "=", objectId)
        .orderBy("c.updated_at", "desc")
        .orderBy("c.id", "desc")
        .executeTakeFirst();
    },

    /** A change; with `lock`, its row is locked first (decisions on one change run one after the other). */
    async change(trx: Db, id: number, options: { lock?: boolean } = {}): Promise<ChangeRow | undefined> {
      if (options.lock) {
        await trx.selectFrom("publishing_changes").select("id").where("id", "=", id).forUpdate().execute();
      }
      return changes(trx).where("c.id", "=", id).executeTakeFirst();
    },

    /** Locks a service's row (an approval writing it). */
    async lockServiceRow(trx: Transaction<Database>, serviceId: number): Promise<void> {
      await trx.selectFrom("services").select("id").where("id", "=", serviceId).forUpdate().execute();
    },

    async insertDraft(
      trx: Transaction<Database>,
      values: {
        provider_id: number;
        object_type: PublishingObjectType;
        object_id: number | null;
        payload: unknown;
        created_by: number;
        at: Date;
      },
    ): Promise<number> {
      const row = await trx
        .insertInto("publishing_changes")
        .values({
          provider_id: values.provider_id,
          object_type: values.object_type,
          object_id: values.object_id,
          payload: JSON.stringify(values.payload),
          created_by: values.created_by,
          created_at: values.at,
          updated_at: values.at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePayload(trx: Transaction<Database>, id: number, payload: unknown, at: Date): Promise<void> {
      await trx
        .updateTable("publishing_changes")
        .set({ payload: JSON.stringify(payload), updated_at: at })
        .where("id", "=", id)
        .execute();
    },

    async setState(
      trx: Transaction<Database>,
      id: number,
      values: {
        state: ChangeState;
        at: Date;
        base?: unknown;
        diff?: FieldDiff[];
        submitted_by?: number;
        submitted_at?: Date;
        decided_by?: number | null;
        decided_at?: Date;
        reason?: string;
        publish_at?: Date | null;
        published_at?: Date;
      },
    ): Promise<void> {
      const { at, base, diff, ...rest } = values;
      await trx
        .updateTable("publishing_changes")
        .set({
          ...rest,
          ...(base !== undefined ? { base: JSON.stringify(base) } : {}),
          ...(diff !== undefined ? { diff: JSON.stringify(diff) } : {}),
          updated_at: at,
        })
        .where("id", "=", id)
        .execute();
    },

    /** A page of changes: the organisation's (newest first), or every one of a state for operators. */
    async changePage(filter: { providerId?: number; state?: ChangeState }, page: number, pageSize: number) {
      let query = changes(db);
      let count = db.selectFrom("publishing_changes as c").select((eb) => eb.fn.countAll<string>().as("n"));
      if (filter.providerId !== undefined) {
        query = query.where("c.provider_id", "=", filter.providerId);
        count = count.where("c.provider_id", "=", filter.providerId);
      }
      if (filter.state !== undefined) {
        query = query.where("c.state", "=", filter.state);
        count = count.where("c.state", "=", filter.state);
      }
      // Operators work through submissions oldest first; everything else is newest first.
      const ordered =
        filter.state === "submitted"
          ? query.orderBy("c.submitted_at", "asc").orderBy("c.id", "asc")
          : query.orderBy("c.updated_at", "desc").orderBy("c.id", "desc");
      const [rows, total] = await Promise.all([
        ordered
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Approved changes whose publish_at has come, oldest first. */
    dueChanges(at: Date) {
      return db
        .selectFrom("publishing_changes")
        .select("id")
        .where("state", "=", "approved")
        .where("publish_at", "<=", at)
        .orderBy("publish_at")
        .orderBy("id")
        .execute();
    },

    /** Of `wanted`, the ids that exist in the table. */
    async existing(
      trx: Db,
      table: "categories" | "issues" | "departments" | "contents" | "seminars",
      wanted: readonly number[],
    ): Promise<Set<number>> {
      if (wanted.length === 0) return new Set();
      const rows = await trx.selectFrom(table).select("id").where("id", "in", wanted).execute();
      return new Set(ids(rows));
    },

    /** Of the seminar ids, those organised by another organisation (or by none: the portal's own). */
    async foreignSeminars(trx: Db, providerId: number, seminarIds: readonly number[]): Promise<number[]> {
      if (seminarIds.length === 0) return [];
      const rows = await trx
        .selectFrom("seminars")
        .select("id")
        .where("id", "in", seminarIds)
        .where((eb) => eb.or([eb("organizer_id", "is", null), eb("organizer_id", "<>", providerId)]))
        .execute();
      return ids(rows);
    },

    /** Seminars the organisation's service may relate: its own, newest first, and `current` ones. */
    linkableSeminars(trx: Db, providerId: number, current: readonly number[]) {
      return trx
        .selectFrom("seminars")
        .select(["id", "title"])
        .where((eb) =>
          eb.or([eb("organizer_id", "=", providerId), ...(current.length > 0 ? [eb("id", "in", current)] : [])]),
        )
        .orderBy("starts_at", "desc")
        .orderBy("id", "desc")
        .limit(100 + current.length)
        .execute();
    },

    /**
     * Articles the organisation's service may relate: none written by another organisation (ADR 163) or
     * linked to another's service, and `current` ones.
     */
    linkableContents(trx: Db, providerId: number, current: readonly number[]) {
      return trx
        .selectFrom("contents as c")
        .select(["c.id", "c.title"])
        .where((eb) =>
          eb.or([
            eb.and([
              eb.or([eb("c.provider_id", "is", null), eb("c.provider_id", "=", providerId)]),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("content_services as cs")
                    .innerJoin("services as s", "s.id", "cs.service_id")
                    .select("cs.content_id")
                    .whereRef("cs.content_id", "=", "c.id")
                    .where("s.provider_id", "<>", providerId),
                ),
              ),
            ]),
            ...(current.length > 0 ? [eb("c.id", "in", current)] : []),
          ]),
        )
        .orderBy("c.published_at", "desc")
        .orderBy("c.id", "desc")
        .limit(100 + current.length)
        .execute();
    },

    /** Of the content ids, those linked to a service of another organisation. */
    async foreignContents(trx: Db, providerId: number, contentIds: readonly number[]): Promise<number[]> {
      if (contentIds.length === 0) return [];
      const rows = await trx
        .selectFrom("content_services as cs")
        .innerJoin("services as s", "s.id", "cs.service_id")
        .select("cs.content_id as id")
        .distinct()
        .where("cs.content_id", "in", contentIds)
        .where("s.provider_id", "<>", providerId)
        .execute();
      // An article written by another organisation (ADR 163), linked or not.
      const written = await trx
        .selectFrom("contents")
        .select("id")
        .where("id", "in", contentIds)
        .where("provider_id", "<>", providerId)
        .execute();
      return [...new Set([...ids(rows), ...ids(written)])];
    },

    /**
     * Writes a listing to the public tables (inside the approval's transaction): the service's columns and
     * every link table replaced. `logoDataUrl`: the new logo, null to remove it, undefined to keep it.
     */
    async writeListing(
      trx: Transaction<Database>,
      serviceId: number,
      listing: ServiceListing,
      logoDataUrl: string | null | undefined,
      at: Date,
    ): Promise<void> {
      await trx
        .updateTable("services")
        .set({
          name: listing.name,
          summary: listing.summary,
          description: listing.description,
          installation_count: listing.installation_count,
          price: listing.price,
          initial_cost: listing.initial_cost,
          has_free_trial: listing.has_free_trial,
          has_free_plan: listing.has_free_plan,
          service_url: listing.service_url,
          rate_plan: listing.rate_plan,
          target_bed_count: listing.target_bed_count,
          faqs: JSON.stringify(listing.faqs),
          video_url: listing.video_url,
          listing_starts_on: listing.listing_starts_on,
          listing_ends_on: listing.listing_ends_on,
          ...(logoDataUrl !== undefined ? { logo_image_filepath: logoDataUrl } : {}),
          updated_at: at,
        })
        .where("id", "=", serviceId)
        .execute();
      const replace = async <T extends object>(
        table: "service_institution_types" | "service_categories" | "service_issues" | "service_departments",
        rows: T[],
      ) => {
        await trx.deleteFrom(table).where("service_id", "=", serviceId).execute();
        if (rows.length > 0)
          await trx
            .insertInto(table)
            .values(rows as never)
            .execute();
      };
      await replace(
        "service_institution_types",
        listing.institution_types.map((t) => ({ service_id: serviceId, institution_type: t })),
      );
      await replace(
        "service_categories",
        listing.category_ids.map((id) => ({ service_id: serviceId, category_id: id })),
      );
      await replace(
        "service_issues",
        listing.issue_ids.map((id) => ({ service_id: serviceId, issue_id: id })),
      );
      await replace(
        "service_departments",
        listing.department_ids.map((id) => ({ service_id: serviceId, department_id: id })),
      );
      await trx.deleteFrom("content_services").where("service_id", "=", serviceId).execute();
      if (listing.related_content_ids.length > 0) {
        await trx
          .insertInto("content_services")
          .values(listing.related_content_ids.map((id) => ({ service_id: serviceId, content_id: id })))
          .execute();
      }
      await trx.deleteFrom("seminar_services").where("service_id", "=", serviceId).execute();
      if (listing.related_seminar_ids.length > 0) {
        await trx
          .insertInto("seminar_services")
          .values(listing.related_seminar_ids.map((id) => ({ service_id: serviceId, seminar_id: id })))
          .execute();
      }
    },

    /** E-mail addresses of an account (for the outcome mail), or undefined. */
    async emailOf(accountId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("accounts")
        .select("email")
        .where("id", "=", accountId)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      return row?.email ?? undefined;
    },
  };
}

export type ProviderListingsRepository = ReturnType<typeof createProviderListingsRepository>;
