import type { RecordedServiceEventKind } from "@iryo/domain/provider-insights";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/schema.js";

/** The Monday (Tokyo) of an instant's ISO week as YYYY-MM-DD, in SQL (Japan has no daylight saving). */
function tokyoWeek(column: string): RawBuilder<string> {
  return sql<string>`to_char(date_trunc('week', (${sql.ref(column)} AT TIME ZONE 'UTC') + interval '9 hours'), 'YYYY-MM-DD')`;
}

export interface WeekCount {
  readonly week: string;
  readonly count: number;
}

export interface LeadRow {
  readonly id: string;
  readonly occurred_at: Date;
  readonly service_id: number | null;
  readonly service_name: string | null;
  readonly subject: string | null;
  /** Downloads and enrolments: the stored shared details; negotiations: the status code and the member. */
  readonly shared_details?: unknown;
  readonly status?: number;
  readonly member_name?: string;
  readonly hospital_name?: string;
}

export function createProviderInsightsRepository(db: Kysely<Database>) {
  return {
    async serviceExists(id: number): Promise<boolean> {
      return (await db.selectFrom("services").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },

    /** Whether an event of this dedupe key (a session's kind, service and day) was counted. */
    async eventRecorded(dedupeKey: string): Promise<boolean> {
      const row = await db
        .selectFrom("service_events")
        .select("id")
        .where("dedupe_key", "=", dedupeKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records one event; false when the session already counted it today (the same dedupe key). */
    async recordEvent(serviceId: number, kind: RecordedServiceEventKind, dedupeKey: string, at: Date) {
      const row = await db
        .insertInto("service_events")
        .values({ service_id: serviceId, kind, dedupe_key: dedupeKey, occurred_at: at })
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    ownServices(providerId: number) {
      return db
        .selectFrom("services")
        .select(["id", "name"])
        .where("provider_id", "=", providerId)
        .orderBy("id")
        .execute();
    },

    /**
     * Per metric, the counts per ISO week (Tokyo) of the given services between `from` and `to`. Page
     * views and compare additions come from service_events; the rest from the tables that hold them
     * (ADR 151). A seminar enrolment counts once even when the seminar is linked to several of the services.
     */
    async weeklyCounts(serviceIds: readonly number[], from: Date, to: Date) {
      const ids = [...serviceIds];
      const events = (kind: RecordedServiceEventKind) =>
        db
          .selectFrom("service_events")
          .select([tokyoWeek("occurred_at").as("week"), sql<number>`count(*)::int`.as("count")])
          .where("service_id", "in", ids)
          .where("kind", "=", kind)
          .where("occurred_at", ">=", from)
          .where("occurred_at", "<", to)
          .groupBy(sql`1`)
          .execute();
      const [page_views, compare_adds, bookmarks, material_downloads, negotiations, seminar_enrolments] =
        await Promise.all([
          events("page_view"),
          events("compare_add"),
          db
            .selectFrom("bookmarks")
            .select([tokyoWeek("created_at").as("week"), sql<number>`count(*)::int`.as("count")])
            .where("service_id", "in", ids)
            .where("created_at", ">=", from)
            .where("created_at", "<", to)
            .groupBy(sql`1`)
            .execute(),
          db
            .selectFrom("material_download_leads")
            .select([tokyoWeek("downloaded_at").as("week"), sql<number>`count(*)::int`.as("count")])
            .where("service_id", "in", ids)
            .where("downloaded_at", ">=", from)
            .where("downloaded_at", "<", to)
            .groupBy(sql`1`)
            .execute(),
          db
            .selectFrom("negotiations")
            .select([tokyoWeek("created_at").as("week"), sql<number>`count(*)::int`.as("count")])
            .where("service_id", "in", ids)
            .where("created_at", ">=", from)
            .where("created_at", "<", to)
            .groupBy(sql`1`)
            .execute(),
          db
            .selectFrom("seminar_enrolments as e")
            .select([tokyoWeek("e.enrolled_at").as("week"), sql<number>`count(DISTINCT e.id)::int`.as("count")])
            .where(({ exists, selectFrom }) =>
              exists(
                selectFrom("seminar_services as ss")
                  .select("ss.seminar_id")
                  .whereRef("ss.seminar_id", "=", "e.seminar_id")
                  .where("ss.service_id", "in", ids),
              ),
            )
            .where("e.enrolled_at", ">=", from)
            .where("e.enrolled_at", "<", to)
            .groupBy(sql`1`)
            .execute(),
        ]);
      return { page_views, compare_adds, bookmarks, material_downloads, negotiations, seminar_enrolments };
    },

    async countLeads(kind: "material_download" | "negotiation" | "seminar_enrolment", providerId: number) {
      const count = sql<number>`count(*)::int`.as("count");
      if (kind === "material_download") {
        const row = await db
          .selectFrom("material_download_leads")
          .select(count)
          .where("provider_id", "=", providerId)
          .executeTakeFirstOrThrow();
        return row.count;
      }
      if (kind === "negotiation") {
        const row = await db
          .selectFrom("negotiations")
          .select(count)
          .where("provider_id", "=", providerId)
          .executeTakeFirstOrThrow();
        return row.count;
      }
      const row = await db
        .selectFrom("seminar_enrolments as e")
        .select(count)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom("seminar_services as ss")
              .innerJoin("services as s", "s.id", "ss.service_id")
              .select("ss.seminar_id")
              .whereRef("ss.seminar_id", "=", "e.seminar_id")
              .where("s.provider_id", "=", providerId),
          ),
        )
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** The organisation's downloads, newest first, with the details stored when the member downloaded. */
    materialDownloads(providerId: number, limit: number, offset: number): Promise<LeadRow[]> {
      return db
        .selectFrom("material_download_leads as l")
        .leftJoin("services as s", "s.id", "l.service_id")
        .leftJoin("material_files as f", "f.id", "l.material_file_id")
        .select([
          sql<string>`l.id::text`.as("id"),
          "l.downloaded_at as occurred_at",
          "l.service_id",
          "s.name as service_name",
          "f.file_name as subject",
          "l.shared_details",
        ])
        .where("l.provider_id", "=", providerId)
        .orderBy("l.downloaded_at", "desc")
        .orderBy(sql`l.id`, "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** The organisation's negotiations, newest first, with the member's name and hospital (as the inbox). */
    negotiations(providerId: number, limit: number, offset: number): Promise<LeadRow[]> {
      return db
        .selectFrom("negotiations as n")
        .innerJoin("services as s", "s.id", "n.service_id")
        .innerJoin("members as m", "m.user_id", "n.user_id")
        .select([
          sql<string>`n.id::text`.as("id"),
          "n.created_at as occurred_at",
          "n.service_id",
          "s.name as service_name",
          sql<null>`NULL`.as("subject"),
          "n.status",
          sql<string>`btrim(m.last_name || ' ' || m.first_name)`.as("member_name"),
          "m.hospital_name",
        ])
        .where("n.provider_id", "=", providerId)
        .orderBy("n.created_at", "desc")
        .orderBy("n.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /**
     * Enrolments in seminars linked to the organisation's services, newest first, with the details the
     * member consented to share when the organisation is the seminar's organiser (ADR 173).
     */
    seminarEnrolments(providerId: number, limit: number, offset: number): Promise<LeadRow[]> {
      return db
        .selectFrom("seminar_enrolments as e")
        .innerJoin("seminars as se", "se.id", "e.seminar_id")
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom("seminar_services as ss")
              .innerJoin("services as s", "s.id", "ss.service_id")
              .select(["s.id", "s.name"])
              .whereRef("ss.seminar_id", "=", "e.seminar_id")
              .where("s.provider_id", "=", providerId)
              .orderBy("s.id")
              .limit(1)
              .as("own"),
          (join) => join.onTrue(),
        )
        .select([
          sql<string>`e.id::text`.as("id"),
          "e.enrolled_at as occurred_at",
          "own.id as service_id",
          "own.name as service_name",
          sql<string>`se.title || CASE WHEN e.cancelled_at IS NULL THEN '' ELSE '（キャンセル済み）' END`.as("subject"),
          // The member consented to share their details with the seminar's organiser, no one else.
          sql<unknown>`CASE WHEN se.organizer_id = ${providerId} THEN e.shared_details END`.as("shared_details"),
        ])
        .orderBy("e.enrolled_at", "desc")
        .orderBy("e.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}

export type ProviderInsightsRepository = ReturnType<typeof createProviderInsightsRepository>;
