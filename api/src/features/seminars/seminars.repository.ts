import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import {
  linkedServices,
  type MediaFilter,
  type MediaTable,
  mediaConditions,
  pageAndTotal,
  tagCounts,
} from "../../lib/search/media-search.js";

export interface SeminarFilter extends MediaFilter {
  readonly status?: number | undefined;
}

const SEMINARS: MediaTable = { alias: "s", link: { table: "seminar_services", key: "seminar_id" } };

/** The list item columns, under their REST names. */
const LIST_COLUMNS = [
  "s.id as seminar_id",
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
  function all() {
    return db.selectFrom("seminars as s");
  }

  function filtered(filter: SeminarFilter) {
    const query = filter.status === undefined ? all() : all().where("s.reception_status", "=", filter.status);
    return mediaConditions(SEMINARS, filter).reduce((q, condition) => q.where(condition), query);
  }

  return {
    /** Seminars that accept applications, soonest first. */
    async top(limit: number, status: number) {
      return all()
        .select(LIST_COLUMNS)
        .where("s.reception_status", "=", status)
        .orderBy("s.starts_at", "asc")
        .orderBy("s.id", "asc")
        .limit(limit)
        .execute();
    },

    /** One page and the total, newest schedule first (id breaks ties so pages never overlap). */
    search(filter: SeminarFilter, limit: number, offset: number) {
      return pageAndTotal(
        () => filtered(filter),
        (query) => query.select(LIST_COLUMNS).orderBy("s.starts_at", "desc").orderBy("s.id", "desc"),
        limit,
        offset,
      );
    },

    tags() {
      return tagCounts(db, sql`(select unnest(tags) as tag from seminars)`);
    },

    async find(id: number) {
      return all()
        .select([...LIST_COLUMNS, "s.description_html", "s.meeting_url", "s.organizer_id", "s.updated_at"])
        .where("s.id", "=", id)
        .executeTakeFirst();
    },

    relatedServices(id: number) {
      return linkedServices(db, SEMINARS, id);
    },
  };
}

export type SeminarsRepository = ReturnType<typeof createSeminarsRepository>;
export type SeminarRow = Awaited<ReturnType<SeminarsRepository["top"]>>[number];
