import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { type MediaFilter, type MediaTable, mediaLinks, searchPage } from "../../lib/search/media-search.js";

export type ContentFilter = MediaFilter;

const CONTENTS: MediaTable = { alias: "c", link: { table: "content_services", key: "content_id" } };

/** The list item columns, under their REST names. */
const LIST_COLUMNS = [
  "c.id as content_id",
  "c.title",
  "c.summary",
  "c.author_name",
  "c.tags",
  "c.thumbnail_path",
  "c.published_at",
] as const;

export function createContentsRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  /**
   * Published articles only: a scheduled one appears when its time comes; none of a suspended organisation
   * (ADR 166; the portal's own articles have no organisation).
   */
  function published() {
    return db
      .selectFrom("contents as c")
      .where("c.published_at", "<=", sql<Date>`now()`)
      .where(providerIsLive("c.provider_id"));
  }

  /** Newest first (id breaks ties so pages never overlap). */
  function listed(query: ReturnType<typeof published>) {
    return query.select(LIST_COLUMNS).orderBy("c.published_at", "desc").orderBy("c.id", "desc");
  }

  return {
    ...mediaLinks(db, CONTENTS, sql`(select unnest(tags) as tag from contents where published_at <= now())`, today),

    async top(limit: number) {
      return listed(published()).limit(limit).execute();
    },

    search(filter: ContentFilter, limit: number, offset: number) {
      return searchPage(CONTENTS, filter, published, listed, limit, offset);
    },

    async find(id: number) {
      return published()
        .select([...LIST_COLUMNS, "c.body_html", "c.updated_at"])
        .where("c.id", "=", id)
        .executeTakeFirst();
    },
  };
}

export type ContentsRepository = ReturnType<typeof createContentsRepository>;
