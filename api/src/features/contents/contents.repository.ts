import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { keywordMatches } from "../../lib/search/media-search.js";

export interface ContentFilter {
  readonly tag?: string | undefined;
  readonly serviceId?: number | undefined;
  readonly keyword?: string | undefined;
}

const LIST_COLUMNS = [
  "c.id",
  "c.title",
  "c.summary",
  "c.author_name",
  "c.tags",
  "c.thumbnail_path",
  "c.published_at",
] as const;

export function createContentsRepository(db: Kysely<Database>) {
  /** Published articles only: a scheduled one appears when its time comes. */
  function published() {
    return db.selectFrom("contents as c").where("c.published_at", "<=", sql<Date>`now()`);
  }

  function filtered(filter: ContentFilter) {
    let query = published();
    if (filter.tag !== undefined) query = query.where(sql<boolean>`c.tags @> ARRAY[${filter.tag}]::text[]`);
    if (filter.serviceId !== undefined) {
      const serviceId = filter.serviceId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("content_services as cs")
            .select("cs.content_id")
            .whereRef("cs.content_id", "=", "c.id")
            .where("cs.service_id", "=", serviceId),
        ),
      );
    }
    const keyword = filter.keyword === undefined ? undefined : keywordMatches("c.search_text", filter.keyword);
    if (keyword) query = query.where(keyword);
    return query;
  }

  return {
    async top(limit: number) {
      return published()
        .select(LIST_COLUMNS)
        .orderBy("c.published_at", "desc")
        .orderBy("c.id", "desc")
        .limit(limit)
        .execute();
    },

    async search(filter: ContentFilter, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        filtered(filter)
          .select(LIST_COLUMNS)
          .orderBy("c.published_at", "desc")
          .orderBy("c.id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(filter).select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    async tags() {
      return db
        .selectFrom(
          sql<{ tag: string }>`(select unnest(tags) as tag from contents where published_at <= now())`.as("t"),
        )
        .select(["t.tag", sql<number>`count(*)::int`.as("count")])
        .groupBy("t.tag")
        .orderBy("count", "desc")
        .orderBy("t.tag")
        .execute();
    },

    async find(id: number) {
      return published()
        .select([...LIST_COLUMNS, "c.body_html", "c.updated_at"])
        .where("c.id", "=", id)
        .executeTakeFirst();
    },

    async relatedServices(id: number) {
      return db
        .selectFrom("content_services as cs")
        .innerJoin("services as sv", "sv.id", "cs.service_id")
        .select(["sv.id", "sv.name"])
        .where("cs.content_id", "=", id)
        .orderBy("sv.id")
        .execute();
    },
  };
}

export type ContentsRepository = ReturnType<typeof createContentsRepository>;
export type ContentRow = Awaited<ReturnType<ContentsRepository["top"]>>[number];
