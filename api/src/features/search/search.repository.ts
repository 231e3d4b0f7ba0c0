import { analyseSearchQuery } from "@iryo/domain/search-query";
import type { ServiceFacet } from "@iryo/domain/service-attributes";
import { SEARCH_SORT, SERVICE_SORT, type SearchSort, type ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import { serviceCount } from "../../lib/catalog/service-count.js";
import { bothMatch, facetCounts, facetMatch } from "../../lib/catalog/service-facets.js";
import {
  orderByServiceSort,
  ratingSummaries,
  type ServiceListRow,
  selectServicesInList,
} from "../../lib/catalog/service-in-list.js";
import { conceptsAllMatch } from "../../lib/search/keyword-match.js";
import { conceptScores, conceptsMatch, conceptsRank, foldedFields } from "./search-relevance.js";

interface SearchServiceRow extends ServiceListRow {
  /** The service's rating summary; undefined when it has no published rating. */
  summary_row: SummaryRow | undefined;
}

interface SearchCategoryRow {
  id: number;
  name: string;
  description: string;
  service_count: number;
  total: number;
}

/**
 * Runs `work` in a transaction with PostgreSQL's JIT compilation off (ADR 108). The relevance query's
 * estimated cost (a score per concept over every match) passes jit_above_cost on 10,000 services, and
 * compiling it took ~500 ms for a query that runs in ~20 ms. PGlite has the setting and no JIT.
 */
async function withoutJit<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    return work(trx);
  });
}

/** The keyword search: only services listed today (ADR 175) of live organisations (ADR 166). */
export function createSearchRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    /**
     * One page of the services that answer the keyword (search-relevance.ts, ADR 108), with the total,
     * in narrow queries: the page's ids (joining the summaries only for the rating sorts and relevance),
     * then the page's rows with their provider and summary. The total rides on the id query as a window
     * count whenever that query visits every match anyway (a keyword, or a rating sort); only the bare
     * newest-update list counts separately, so that it can walk services_updated_at_idx for its 20 rows.
     *
     * Plans (ADR 092): PostgreSQL prices `LIMIT` over `count(*) over ()` as if it stopped early, so a
     * keyword's matches are collected first in a MATERIALIZED CTE that also reads `provider_id` (not in
     * services_search_cover_idx), with one relevance score per concept; the ordering reads those.
     */
    async services(
      keyword: string | undefined,
      asked: SearchSort,
      limit: number,
      offset: number,
      facets: readonly ServiceFacet[] = [],
    ) {
      const day = today();
      const concepts = analyseSearchQuery(keyword ?? "");
      const keywordMatch = conceptsMatch(concepts);
      // The asked facets narrow the matches like another condition on `s` (ADR 154).
      const match = bothMatch(keywordMatch, facetMatch(facets));
      const sort: ServiceSort = asked === SEARCH_SORT.RELEVANCE ? SERVICE_SORT.NEWEST_UPDATE : asked;
      // Relevance ranks by the keyword; without one it is the newest-update list.
      const byRelevance = asked === SEARCH_SORT.RELEVANCE && keywordMatch !== undefined;
      const needsSummary = byRelevance || sort !== SERVICE_SORT.NEWEST_UPDATE;
      const windowCount = match !== undefined || needsSummary;
      const countAll = () =>
        db
          .selectFrom("services as s")
          .select(sql<number>`count(*)::int`.as("n"))
          .where(providerIsLive("s.provider_id"))
          .where(serviceIsListed("s", day))
          .$if(match !== undefined, (q) => q.where(match as NonNullable<typeof match>))
          .executeTakeFirstOrThrow()
          .then((r) => r.n);
      const total = windowCount ? sql<number>`count(*) over ()::int`.as("total") : sql<number>`0`.as("total");
      const { answered, score } = conceptsRank(concepts);
      const order = <Q extends Parameters<typeof orderByServiceSort>[0]>(query: Q): Q =>
        byRelevance
          ? (query
              .orderBy(sql`${answered} DESC`)
              .orderBy(sql`${score} DESC`)
              .orderBy(sql`rs.overall_average DESC NULLS LAST`)
              .orderBy(sql`coalesce(rs.rating_count, 0) DESC`)
              .orderBy(sql`s.updated_at DESC`)
              .orderBy(sql`s.id DESC`) as Q)
          : (orderByServiceSort(query, sort) as Q);
      const collect = (q: ReturnType<typeof db.selectFrom<"services as s">>) =>
        q
          .select(["s.id", "s.updated_at", "s.provider_id"])
          .where(match as NonNullable<typeof match>)
          .where(providerIsLive("s.provider_id"))
          .where(serviceIsListed("s", day));
      const idQuery =
        match === undefined
          ? order(
              db
                .selectFrom("services as s")
                .$if(needsSummary, (q) => q.leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id"))
                .where(providerIsLive("s.provider_id"))
                .where(serviceIsListed("s", day))
                .select(["s.id", total]),
            )
              .limit(limit)
              .offset(offset)
          : byRelevance
            ? // The matches with their folded fields, then one score per concept over those fields.
              order(
                db
                  .with(
                    (cte) => cte("m").materialized(),
                    (q) => collect(q.selectFrom("services as s")).select(foldedFields()),
                  )
                  .with(
                    (cte) => cte("k").materialized(),
                    (q) => q.selectFrom("m as s").select(["s.id", "s.updated_at"]).select(conceptScores(concepts)),
                  )
                  .selectFrom("k as s")
                  .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
                  .select(["s.id", total]),
              )
                .limit(limit)
                .offset(offset)
            : order(
                db
                  .with(
                    (cte) => cte("m").materialized(),
                    (q) => collect(q.selectFrom("services as s")),
                  )
                  .selectFrom("m as s")
                  .$if(needsSummary, (q) => q.leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id"))
                  .select(["s.id", total]),
              )
                .limit(limit)
                .offset(offset);
      const [idRows, separateTotal] = await Promise.all([
        byRelevance ? withoutJit(db, (trx) => trx.executeQuery(idQuery).then((r) => r.rows)) : idQuery.execute(),
        windowCount ? Promise.resolve(undefined) : countAll(),
      ]);
      // A page past the end has no row to carry the window count: count separately then.
      const count = separateTotal ?? idRows[0]?.total ?? (offset === 0 ? 0 : await countAll());
      const ids = idRows.map((r) => r.id);
      if (ids.length === 0) return { rows: [] as SearchServiceRow[], total: count };
      const [details, summaries] = await Promise.all([
        selectServicesInList(db, day).where("s.id", "in", ids).execute(),
        ratingSummaries(db, ids),
      ]);
      const byId = new Map(details.map((d) => [d.id, d]));
      const summaryById = new Map(summaries.map((r) => [r.service_id, r]));
      const rows = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...row, summary_row: summaryById.get(id) }] : [];
      });
      return { rows, total: count };
    },

    /** Each facet's count among the services that answer the keyword and have every selected facet. */
    facetCounts(keyword: string | undefined, selected: readonly ServiceFacet[]): Promise<Map<number, number>> {
      return facetCounts(db, conceptsMatch(analyseSearchQuery(keyword ?? "")), selected, today());
    },

    /** One page of the categories whose name or description answers every word (ADR 159), in display order. */
    async categories(keyword: string | undefined, limit: number, offset: number) {
      const match = conceptsAllMatch("c.search_text", keyword);
      let query = db
        .selectFrom("categories as c")
        .select([
          "c.id",
          "c.name",
          "c.description",
          serviceCount("service_categories", "c.id", today()),
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
