import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { type MediaFilter, type MediaTable, mediaLinks, searchPage } from "../../lib/search/media-search.js";
import { SEMINAR_SCHEDULE_COLUMNS } from "../../lib/seminar-columns.js";

export interface SeminarFilter extends MediaFilter {
  readonly status?: number | undefined;
}

const SEMINARS: MediaTable = { alias: "s", link: { table: "seminar_services", key: "seminar_id" } };

/** The list item columns, under their REST names. */
const LIST_COLUMNS = [
  "s.id as seminar_id",
  ...SEMINAR_SCHEDULE_COLUMNS,
  "s.organizer_name",
  "s.tags",
  "s.thumbnail_path",
] as const;

export function createSeminarsRepository(db: Kysely<Database>) {
  /** The public seminars: none of a suspended organiser (ADR 166). */
  function all() {
    return db.selectFrom("seminars as s").where(providerIsLive("s.organizer_id"));
  }

  /** The seminars of the status the filter asks for (all when it asks for none). */
  function ofStatus(filter: SeminarFilter) {
    return filter.status === undefined ? all() : all().where("s.reception_status", "=", filter.status);
  }

  return {
    ...mediaLinks(db, SEMINARS, sql`(select unnest(tags) as tag from seminars)`),

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
      return searchPage(
        SEMINARS,
        filter,
        () => ofStatus(filter),
        (query) => query.select(LIST_COLUMNS).orderBy("s.starts_at", "desc").orderBy("s.id", "desc"),
        limit,
        offset,
      );
    },

    async find(id: number) {
      return all()
        .select([...LIST_COLUMNS, "s.description_html", "s.meeting_url", "s.organizer_id", "s.updated_at"])
        .where("s.id", "=", id)
        .executeTakeFirst();
    },
  };
}

export type SeminarsRepository = ReturnType<typeof createSeminarsRepository>;
