import { analyseSearchQuery, type SearchConcept } from "@iryo/domain/search-query";
import type { ServiceFacet } from "@iryo/domain/service-attributes";
import { SEARCH_SORT, SERVICE_SORT, type SearchSort, type ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, sql } from "kysely";
import { Counter } from "prom-client";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import { serviceCount } from "../../lib/catalog/service-count.js";
import { facetCounts, facetMatch } from "../../lib/catalog/service-facets.js";
import {
  orderByServiceSort,
  ratingSummaries,
  type ServiceListRow,
  SUMMARY_COLUMNS,
  selectServicesInList,
} from "../../lib/catalog/service-in-list.js";
import { conceptsAllMatch } from "../../lib/search/keyword-match.js";
import { type PageArrays, type RankedMatches, RankedMatchesCache } from "./ranked-matches-cache.js";
import { createSearchIndexStore, type SearchIndex, type SearchIndexStoreOptions } from "./search-index.js";
import { pageWindow, rankOrder, rankServices } from "./search-ranking.js";

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

/** Numbers as one array literal: one parameter however many (a list of thousands costs more to send). */
function arrayLiteral(values: readonly number[]): string {
  return `{${values.join(",")}}`;
}

/** How many keywords' concepts are kept (all are dropped when full: a bound, not a recency order). */
const CONCEPT_CACHE_SIZE = 1000;

/** How many services' list rows are kept for one index version and day (all are dropped when full). */
const ROW_CACHE_SIZE = 20_000;

/**
 * How many queries' ranked matches are kept for one index version and day, and how many matches they may
 * weigh in all (a service and a rank key each, 16 bytes; their kept pages count too: ~16 MB at most); the
 * least recently used go first (ADR 200).
 */
const RANKED_QUERIES = 2_000;
const RANKED_MATCHES = 1_000_000;

/** The version of the search index the statement's snapshot sees (ADR 182), read in the same statement. */
const INDEX_VERSION = sql<string>`(SELECT version::text FROM search_index_version)`;

/**
 * A service's rating summary (`rs`) as one text of its SUMMARY_COLUMNS joined by commas (null without a
 * summary): one column to encode and parse instead of twenty (every column is NOT NULL; ADR 191).
 */
const SUMMARY_TEXT = sql<string | null>`CASE WHEN rs.service_id IS NULL THEN NULL ELSE concat_ws(',', ${sql.join(
  SUMMARY_COLUMNS.map((c) => sql.ref(`rs.${c}`)),
)}) END`;

/** SUMMARY_TEXT read back as node-postgres reads the row (numeric overall_sum as text, integers as numbers). */
function summaryOf(text: string): SummaryRow {
  const values = text.split(",");
  const row: Record<string, number | string> = {};
  for (let i = 0; i < SUMMARY_COLUMNS.length; i += 1) {
    const column = SUMMARY_COLUMNS[i] as (typeof SUMMARY_COLUMNS)[number];
    row[column] = column === "overall_sum" ? (values[i] ?? "0") : Number(values[i]);
  }
  return row as unknown as SummaryRow;
}

/** A page of a keyword search before its rows: its ids in order, their rating summaries, the index version seen. */
interface OrderedPage {
  readonly ids: number[];
  readonly summaries: Map<number, SummaryRow>;
  readonly total: number;
  /** search_index_version in the statement's snapshot; undefined when no statement ran (an empty page). */
  readonly version: bigint | undefined;
}

function orderedPage(
  rows: readonly { id: number; summary: string | null; index_version: string }[],
  total: number,
): OrderedPage {
  const summaries = new Map<number, SummaryRow>();
  for (const r of rows) if (r.summary !== null) summaries.set(r.id, summaryOf(r.summary));
  const head = rows[0];
  return {
    ids: rows.map((r) => r.id),
    summaries,
    total,
    version: head ? BigInt(head.index_version) : undefined,
  };
}

/** The keyword search: only services listed today (ADR 175) of live organisations (ADR 166). */
export function createSearchRepository(
  db: Kysely<Database>,
  today: Today = tokyoToday(),
  indexOptions: SearchIndexStoreOptions = {},
) {
  const index = createSearchIndexStore(db, indexOptions);
  /**
   * The concepts of the keywords searched last (the vocabulary is fixed, so they never go stale), with a
   * key that is the same for every keyword giving the same concepts (width, kana, spacing variants).
   */
  const conceptCache = new Map<string, { readonly concepts: SearchConcept[]; readonly key: string }>();
  const conceptsOf = (keyword: string) => {
    let analysed = conceptCache.get(keyword);
    if (!analysed) {
      const concepts = analyseSearchQuery(keyword);
      analysed = { concepts, key: JSON.stringify(concepts) };
      if (conceptCache.size >= CONCEPT_CACHE_SIZE) conceptCache.clear();
      conceptCache.set(keyword, analysed);
    }
    return analysed;
  };

  /** Stage 1 per query, kept until the index's version or the day changes (ADR 200). */
  const rankings = new RankedMatchesCache(RANKED_QUERIES, RANKED_MATCHES);
  const rankingsUsed = indexOptions.registry
    ? new Counter({
        name: "api_search_ranked_matches_total",
        help: "Keyword searches by whether their ranked matches were kept from an earlier search (kept) or ranked over the index (made); ADR 200.",
        labelNames: ["result"],
        registers: [indexOptions.registry],
      })
    : undefined;
  /** The listed matches of `concepts` with every facet of `facets`, in rank order, and their facet counts. */
  const rankedMatches = (
    index: SearchIndex,
    day: string,
    analysed: { readonly concepts: SearchConcept[]; readonly key: string },
    facets: readonly ServiceFacet[],
  ): RankedMatches => {
    const key = `${analysed.key}|${[...facets].sort((a, b) => a - b).join(",")}`;
    const held = rankings.get(index, day, key);
    rankingsUsed?.inc({ result: held ? "kept" : "made" });
    if (held) return held;
    // Facet counts: the matches without the facet filter, narrowed by the selected facets.
    const ranked = rankServices(index, analysed.concepts, [], day).filter((r) =>
      facets.every((f) => r.service.facets.includes(f)),
    );
    const counts = new Map<number, number>();
    for (const r of ranked) for (const f of r.service.facets) counts.set(f, (counts.get(f) ?? 0) + 1);
    const matches: RankedMatches = { query: key, order: rankOrder(ranked), facetCounts: counts, pages: new Map() };
    rankings.set(index, day, matches);
    return matches;
  };

  /** The page's rows (with their rating summaries) in the order of `ids` (the list without a keyword). */
  const pageRows = async (ids: readonly number[]) => {
    if (ids.length === 0) return [] as SearchServiceRow[];
    const [details, summaries] = await Promise.all([
      selectServicesInList(db, today())
        .where("s.id", "in", [...ids])
        .execute(),
      ratingSummaries(db, ids),
    ]);
    const byId = new Map(details.map((d) => [d.id, d]));
    const summaryById = new Map(summaries.map((r) => [r.service_id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...row, summary_row: summaryById.get(id) }] : [];
    });
  };

  /** The window of one page of `matches` (pageWindow) as array literals, kept with the matches. */
  const pageArrays = (matches: RankedMatches, offset: number, limit: number): PageArrays => {
    const key = `${offset}:${limit}`;
    const held = matches.pages.get(key);
    if (held) return held;
    const { from, window, groups } = pageWindow(matches.order, offset, limit);
    const page = {
      from,
      ids: arrayLiteral(window.map((s) => s.id)),
      groups: arrayLiteral(groups),
      updatedUs: arrayLiteral(window.map((s) => s.updatedUs)),
      size: window.length,
    };
    rankings.keepPage(matches, key, page);
    return page;
  };

  /**
   * Relevance with a keyword, in two stages (ADR 177): the in-memory index finds and scores the matches
   * (search-ranking.ts); only the services tied with the page's first and last by that score are looked up
   * in service_rating_summaries, to break ties by rating average, review count, update date and id.
   */
  const byRelevance = async (matches: RankedMatches, limit: number, offset: number): Promise<OrderedPage> => {
    const total = matches.order.keys.length;
    const page = pageArrays(matches, offset, limit);
    if (page.size === 0) return { ids: [], summaries: new Map(), total, version: undefined };
    // The window in rank groups (0 = best); the database orders each group by its tie-breakers and
    // returns only the page's ids: one array parameter each, however many services are tied. The page's
    // rating summaries and the index version come along (ADR 191): one statement per page. The summaries
    // are narrowed to the window's ids before the join (ADR 200), so that PostgreSQL reads those by
    // their key instead of hashing every summary.
    const { rows } = await sql<{ id: number; summary: string | null; index_version: string }>`
      SELECT w.id, ${SUMMARY_TEXT} AS summary, ${INDEX_VERSION} AS index_version
      FROM unnest(${page.ids}::int[], ${page.groups}::int[], ${page.updatedUs}::bigint[]) AS w (id, rank_group, updated_us)
      LEFT JOIN service_rating_summaries rs ON rs.service_id = w.id AND rs.service_id = ANY(${page.ids}::int[])
      ORDER BY w.rank_group, (rs.overall_average * 100)::int DESC NULLS LAST, coalesce(rs.rating_count, 0) DESC,
        w.updated_us DESC, w.id DESC
      LIMIT ${limit} OFFSET ${offset - page.from}`.execute(db);
    return orderedPage(rows, total);
  };

  /** Another sort with a keyword: the matched ids ordered by it in SQL, with summaries and the index version. */
  const bySort = async (
    matches: RankedMatches,
    sort: ServiceSort,
    limit: number,
    offset: number,
  ): Promise<OrderedPage> => {
    const { services } = matches.order;
    if (services.length === 0) return { ids: [], summaries: new Map(), total: 0, version: undefined };
    matches.allIds ??= arrayLiteral(services.map((s) => s.id));
    const rows = await orderByServiceSort(
      db
        .selectFrom("services as s")
        .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        .where(sql<boolean>`s.id = ANY(${matches.allIds}::int[])`)
        .select(["s.id", SUMMARY_TEXT.as("summary"), INDEX_VERSION.as("index_version")]),
      sort,
    )
      .limit(limit)
      .offset(offset)
      .execute();
    return orderedPage(rows, services.length);
  };

  /**
   * The list rows of public services, kept for one index version and one day (ADR 191): every column of a
   * service in a list is in services or providers, whose every write raises search_index_version (migration
   * 104), so a row read at version V is the row while the index is at V. Ratings are not among them.
   */
  let rowCache = { version: -1n, day: "", rows: new Map<number, ServiceListRow>() };

  /** The page's rows in the order of `ids`, with `summaries`; `version`: the index version the page was ordered at. */
  const keywordPageRows = async (
    ids: readonly number[],
    summaries: ReadonlyMap<number, SummaryRow>,
    version: bigint,
  ): Promise<SearchServiceRow[]> => {
    const day = today();
    if (rowCache.version !== version || rowCache.day !== day) rowCache = { version, day, rows: new Map() };
    const cache = rowCache;
    const missing = ids.filter((id) => !cache.rows.has(id));
    const read = new Map<number, ServiceListRow>();
    if (missing.length > 0) {
      const fetched = await selectServicesInList(db, day)
        .select(INDEX_VERSION.as("index_version"))
        .where("s.id", "in", missing)
        .execute();
      for (const { index_version, ...row } of fetched) {
        read.set(row.id, row);
        // Kept only when read at the page's version (a write in between: used once, not kept).
        if (BigInt(index_version) === version) {
          if (cache.rows.size >= ROW_CACHE_SIZE) cache.rows.clear();
          cache.rows.set(row.id, row);
        }
      }
    }
    return ids.flatMap((id) => {
      const row = cache.rows.get(id) ?? read.get(id);
      return row ? [{ ...row, summary_row: summaries.get(id) }] : [];
    });
  };

  /**
   * The list without a keyword: the page's ids (joining the summaries only for the rating sorts), then the
   * page's rows. The bare newest-update list counts separately, so that it walks services_updated_at_idx
   * for its 20 rows; the rating sorts visit every service anyway and carry a window count (ADR 092).
   */
  const listAll = async (asked: SearchSort, limit: number, offset: number, facets: readonly ServiceFacet[]) => {
    const match = facetMatch(facets);
    // Relevance without a keyword is the newest-update list.
    const sort: ServiceSort = asked === SEARCH_SORT.RELEVANCE ? SERVICE_SORT.NEWEST_UPDATE : asked;
    const needsSummary = sort !== SERVICE_SORT.NEWEST_UPDATE;
    const windowCount = match !== undefined || needsSummary;
    const day = today();
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
    const idQuery = orderByServiceSort(
      db
        .selectFrom("services as s")
        .$if(needsSummary, (q) => q.leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id"))
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", day))
        .$if(match !== undefined, (q) => q.where(match as NonNullable<typeof match>))
        .select(["s.id", total]),
      sort,
    )
      .limit(limit)
      .offset(offset);
    const [idRows, separateTotal] = await Promise.all([
      idQuery.execute(),
      windowCount ? Promise.resolve(undefined) : countAll(),
    ]);
    // A page past the end has no row to carry the window count: count separately then.
    const count = separateTotal ?? idRows[0]?.total ?? (offset === 0 ? 0 : await countAll());
    return { rows: await pageRows(idRows.map((r) => r.id)), total: count };
  };

  return {
    /**
     * One page of the services that answer the keyword, with the total and each facet's count among the
     * matches that have every selected facet (a visitor's count when adding that facet).
     *
     * With a keyword, the in-memory index (ADR 177) finds the matches and, for relevance, ranks them; the
     * other sorts order those ids in SQL. Without one, SQL lists every service.
     */
    async services(
      keyword: string | undefined,
      asked: SearchSort,
      limit: number,
      offset: number,
      facets: readonly ServiceFacet[] = [],
    ): Promise<{ rows: SearchServiceRow[]; total: number; facetCounts: Map<number, number> }> {
      const analysed = conceptsOf(keyword ?? "");
      if (analysed.concepts.length === 0) {
        const [page, counts] = await Promise.all([
          listAll(asked, limit, offset, facets),
          facetCounts(db, undefined, facets, today()),
        ]);
        return { ...page, facetCounts: counts };
      }
      // The index as held; the page's statement reads the version too, and a page ordered over an older
      // index is made again once over the current one (ADR 191): no version read of its own per search.
      let current = index.held() ?? (await index.current());
      for (let attempt = 0; ; attempt += 1) {
        const version = current.version;
        const matches = rankedMatches(current, today(), analysed, facets);
        const page =
          asked === SEARCH_SORT.RELEVANCE
            ? await byRelevance(matches, limit, offset)
            : await bySort(matches, asked as ServiceSort, limit, offset);
        // An empty page sent no statement: the version is read on its own.
        const seen = page.version ?? (await index.current()).version;
        if (seen !== version && attempt === 0) {
          current = await index.current();
          continue;
        }
        // Once made again, the page stands even if the index is still behind (a whole reload running, or
        // another write meanwhile): as before, it is at most that write late.
        return {
          rows: await keywordPageRows(page.ids, page.summaries, page.version ?? version),
          total: page.total,
          facetCounts: new Map(matches.facetCounts),
        };
      }
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
