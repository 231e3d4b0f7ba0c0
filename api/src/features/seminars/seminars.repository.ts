import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { keywordMatches } from "../../lib/search/media-search.js";

export interface SeminarFilter {
  readonly status?: number | undefined;
  readonly tag?: string | undefined;
  readonly serviceId?: number | undefined;
  readonly keyword?: string | undefined;
}

const LIST_COLUMNS = [
  "s.id",
  "s.title",
  "s.meeting_type",
  "s.reception_status",
  "s.starts_at",
  "s.ends_at",
  "s.capacity",
  "s.venue",
  "s.organizer_name",
  "s.tags",
  "s.thumbnail_path",
] as const;

export function createSeminarsRepository(db: Kysely<Database>) {
  function filtered(filter: SeminarFilter) {
    let query = db.selectFrom("seminars as s");
    if (filter.status !== undefined) query = query.where("s.reception_status", "=", filter.status);
    if (filter.tag !== undefined) query = query.where(sql<boolean>`s.tags @> ARRAY[${filter.tag}]::text[]`);
    if (filter.serviceId !== undefined) {
      const serviceId = filter.serviceId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("seminar_services as ss")
            .select("ss.seminar_id")
            .whereRef("ss.seminar_id", "=", "s.id")
            .where("ss.service_id", "=", serviceId),
        ),
      );
    }
    const keyword = filter.keyword === undefined ? undefined : keywordMatches("s.search_text", filter.keyword);
    if (keyword) query = query.where(keyword);
    return query;
  }

  return {
    /** Seminars that accept applications, soonest first. */
    async top(limit: number, status: number) {
      return db
        .selectFrom("seminars as s")
        .select(LIST_COLUMNS)
        .where("s.reception_status", "=", status)
        .orderBy("s.starts_at", "asc")
        .orderBy("s.id", "asc")
        .limit(limit)
        .execute();
    },

    /** One page and the total, newest schedule first (id breaks ties so pages never overlap). */
    async search(filter: SeminarFilter, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        filtered(filter)
          .select(LIST_COLUMNS)
          .orderBy("s.starts_at", "desc")
          .orderBy("s.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(filter).select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    async tags() {
      return db
        .selectFrom(sql<{ tag: string }>`(select unnest(tags) as tag from seminars)`.as("t"))
        .select(["t.tag", sql<number>`count(*)::int`.as("count")])
        .groupBy("t.tag")
        .orderBy("count", "desc")
        .orderBy("t.tag")
        .execute();
    },

    async find(id: number) {
      return db
        .selectFrom("seminars as s")
        .select([...LIST_COLUMNS, "s.description_html", "s.meeting_url", "s.organizer_id", "s.updated_at"])
        .where("s.id", "=", id)
        .executeTakeFirst();
    },

    async relatedServices(id: number) {
      return db
        .selectFrom("seminar_services as ss")
        .innerJoin("services as sv", "sv.id", "ss.service_id")
        .select(["sv.id", "sv.name"])
        .where("ss.seminar_id", "=", id)
        .orderBy("sv.id")
        .execute();
    },
  };
}

export type SeminarsRepository = ReturnType<typeof createSeminarsRepository>;
export type SeminarRow = Awaited<ReturnType<SeminarsRepository["top"]>>[number];
