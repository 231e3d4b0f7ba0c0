import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { type MediaFilter, type MediaTable, mediaLinks, searchPage } from "../../lib/search/media-search.js";
import { receptionStatusSql, seminarScheduleColumns } from "../../lib/seminar-columns.js";

export interface SeminarFilter extends MediaFilter {
  readonly status?: number | undefined;
}

const SEMINARS: MediaTable = { alias: "s", link: { table: "seminar_services", key: "seminar_id" } };

/** The list item columns at `at`, under their REST names. */
const listColumns = (at: Date) =>
  ["s.id as seminar_id", ...seminarScheduleColumns(at), "s.organizer_name", "s.tags", "s.thumbnail_path"] as const;

/**
 * Seminars as visitors read them: none of a suspended organiser (ADR 166). The reception status is the
 * one at `now()` (ADR 162: derived from the schedule for seminars that follow it), in the columns and in
 * the status filter alike.
 */
export function createSeminarsRepository(db: Kysely<Database>, now: () => Date = () => new Date()) {
  function all() {
    return db.selectFrom("seminars as s").where(providerIsLive("s.organizer_id"));
  }

  /** The seminars of the status the filter asks for (all when it asks for none). */
  function ofStatus(filter: SeminarFilter, at: Date) {
    const status = filter.status;
    return status === undefined ? all() : all().where(() => sql<boolean>`${receptionStatusSql(at)} = ${status}`);
  }

  return {
    ...mediaLinks(db, SEMINARS, sql`(select unnest(tags) as tag from seminars)`, tokyoToday(now)),

    /** Seminars that accept applications, soonest first. */
    async top(limit: number, status: number) {
      const at = now();
      return all()
        .select(listColumns(at))
        .where(() => sql<boolean>`${receptionStatusSql(at)} = ${status}`)
        .orderBy("s.starts_at", "asc")
        .orderBy("s.id", "asc")
        .limit(limit)
        .execute();
    },

    /** One page and the total, newest schedule first (id breaks ties so pages never overlap). */
    search(filter: SeminarFilter, limit: number, offset: number) {
      const at = now();
      return searchPage(
        SEMINARS,
        filter,
        () => ofStatus(filter, at),
        (query) => query.select(listColumns(at)).orderBy("s.starts_at", "desc").orderBy("s.id", "desc"),
        limit,
        offset,
      );
    },

    async find(id: number) {
      return all()
        .select([...listColumns(now()), "s.description_html", "s.meeting_url", "s.organizer_id", "s.updated_at"])
        .where("s.id", "=", id)
        .executeTakeFirst();
    },
  };
}

export type SeminarsRepository = ReturnType<typeof createSeminarsRepository>;
