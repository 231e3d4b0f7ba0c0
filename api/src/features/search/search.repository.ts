import type { ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { keywordMatch } from "../../lib/search/keyword-match.js";
import { orderByServiceSort } from "../ratings/ratings.repository.js";

export interface SearchServiceRow {
  id: number;
  name: string;
  summary: string;
  logo_image_filepath: string | null;
  updated_at: Date;
  provider_id: number;
  provider_name: string;
  rating_count: number;
  overall_average: string | null;
  total: number;
}

export interface SearchCategoryRow {
  id: number;
  name: string;
  description: string;
  service_count: number;
  total: number;
}

export function createSearchRepository(db: Kysely<Database>) {
  return {
    /** One page of the services whose search text holds every term, with the total (window count). */
    async services(keyword: string | undefined, sort: ServiceSort, limit: number, offset: number) {
      const match = keywordMatch("s.search_text", keyword);
      let query = db
        .selectFrom("services as s")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        .select([
          "s.id",
          "s.name",
          "s.summary",
          "s.logo_image_filepath",
          "s.updated_at",
          "p.id as provider_id",
          "p.name as provider_name",
          sql<number>`coalesce(rs.rating_count, 0)`.as("rating_count"),
          "rs.overall_average",
          sql<number>`count(*) over ()`.as("total"),
        ]);
      if (match) query = query.where(match);
      const rows: SearchServiceRow[] = await orderByServiceSort(query, sort).limit(limit).offset(offset).execute();
      // A page past the end has no row to carry the window count: count separately then.
      const total =
        rows[0]?.total ??
        (offset === 0
          ? 0
          : (
              await db
                .selectFrom("services as s")
                .select(sql<number>`count(*)::int`.as("n"))
                .$if(match !== undefined, (q) => q.where(match as NonNullable<typeof match>))
                .executeTakeFirstOrThrow()
            ).n);
      return { rows, total: Number(total) };
    },

    /** One page of the categories whose name or description holds every term, in display order. */
    async categories(keyword: string | undefined, limit: number, offset: number) {
      const match = keywordMatch("c.search_text", keyword);
      let query = db
        .selectFrom("categories as c")
        .select([
          "c.id",
          "c.name",
          "c.description",
          sql<number>`(select count(*)::int from service_categories sc where sc.category_id = c.id)`.as(
            "service_count",
          ),
          sql<number>`count(*) over ()`.as("total"),
        ]);
      if (match) query = query.where(match);
      const rows: SearchCategoryRow[] = await query
        .orderBy("c.sort_order")
        .orderBy("c.id")
        .limit(limit)
        .offset(offset)
        .execute();
      const total =
        rows[0]?.total ??
        (offset === 0
          ? 0
          : (
              await db
                .selectFrom("categories as c")
                .select(sql<number>`count(*)::int`.as("n"))
                .$if(match !== undefined, (q) => q.where(match as NonNullable<typeof match>))
                .executeTakeFirstOrThrow()
            ).n);
      return { rows, total: Number(total) };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
