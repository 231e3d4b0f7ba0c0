// Candidates for the header box's suggestions (issue 25 item 4, ADR 159, ADR 177): services, categories,
// issues, seminars and articles whose folded name or title (search_name) holds one of the query's words, or
// a word starting with the piece still being typed; a few per kind, ranked afterwards by @iryo/domain/search-suggestions. Plain LIKE / strpos
// and one regular expression, identical on PGlite and PostgreSQL.

import type { SuggestionCandidate, SuggestionKind, SuggestionQuery } from "@iryo/domain/search-suggestions";
import type { DateKey } from "@iryo/domain/tokyo-date";
import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { anyWordMatch, escapeRegex } from "../../lib/search/keyword-match.js";

/** Candidates fetched per kind before ranking: the shortest names first (they are the closest matches). */
const CANDIDATES_PER_KIND = 40;

const LATIN_START = /^[a-z0-9]/;

/** The folded name holds a query word, or a word beginning with the last piece (a Latin one at a word start). */
function nameMatch(ref: ReturnType<typeof sql.ref>, query: SuggestionQuery): RawBuilder<SqlBool> {
  const last = LATIN_START.test(query.last)
    ? sql<SqlBool>`(strpos(${ref}, ${query.last}) > 0 AND ${ref} ~ ${`(^|[^a-z0-9])${escapeRegex(query.last)}`})`
    : sql<SqlBool>`strpos(${ref}, ${query.last}) > 0`;
  return sql<SqlBool>`(${last} OR ${anyWordMatch(ref, query.words)})`;
}

/** Seminars and articles as visitors see them: none of a suspended organisation, articles once published. */
const MEDIA_VISIBLE = {
  seminar: providerIsLive("t.organizer_id"),
  article: sql<SqlBool>`t.published_at <= now() AND ${providerIsLive("t.provider_id")}`,
} as const;

const CATEGORY_NAMES = sql<string>`coalesce((SELECT string_agg(c.search_name, ${"\n"}) FROM service_categories sc
  JOIN categories c ON c.id = sc.category_id WHERE sc.service_id = t.id), '')`;

interface CandidateRow {
  kind: SuggestionKind;
  id: number;
  name: string;
  search_name: string;
  categories: string;
}

/**
 * Up to CANDIDATES_PER_KIND candidates of each kind in one statement (one round trip; ADR 177): a
 * parenthesised SELECT per kind with its own order and limit, joined by UNION ALL.
 */
function candidatesQuery(query: SuggestionQuery, today: DateKey) {
  const byName = nameMatch(sql.ref("t.search_name"), query);
  const named = (kind: SuggestionKind, table: string, title: string, visible?: RawBuilder<SqlBool>) =>
    sql`(SELECT ${kind}::text AS kind, t.id, ${sql.ref(`t.${title}`)} AS name, t.search_name, '' AS categories
      FROM ${sql.table(table)} t WHERE ${byName}${visible ? sql` AND ${visible}` : sql``}
      ORDER BY length(t.search_name), t.id LIMIT ${CANDIDATES_PER_KIND})`;
  // A service is also a candidate when one of its categories is named (勤怠 → the 勤怠・シフト管理 services),
  // after those whose own name answers.
  const services = sql`(SELECT 'service'::text AS kind, t.id, t.name, t.search_name, ${CATEGORY_NAMES} AS categories
    FROM services t
    WHERE (${byName} OR t.id IN (SELECT sc.service_id FROM service_categories sc
      JOIN categories c ON c.id = sc.category_id WHERE ${anyWordMatch(sql.ref("c.search_name"), query.words)}))
      AND ${providerIsLive("t.provider_id")}
      AND ${serviceIsListed("t", today)}
    ORDER BY ${byName} DESC, length(t.search_name), t.id LIMIT ${CANDIDATES_PER_KIND})`;
  return sql<CandidateRow>`${services}
    UNION ALL ${named("category", "categories", "name")}
    UNION ALL ${named("issue", "issues", "name")}
    UNION ALL ${named("seminar", "seminars", "title", MEDIA_VISIBLE.seminar)}
    UNION ALL ${named("article", "contents", "title", MEDIA_VISIBLE.article)}`;
}

/** Suggested services are those listed today (ADR 175) of live organisations (ADR 166). */
export function createSuggestionsRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    /** Up to CANDIDATES_PER_KIND candidates of each kind. */
    async candidates(query: SuggestionQuery): Promise<SuggestionCandidate[]> {
      const { rows } = await candidatesQuery(query, today()).execute(db);
      return rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        name: r.name,
        folded: r.search_name,
        categories: r.categories,
      }));
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
