// Candidates for the header box's suggestions (issue 25 item 4, ADR 159): services, categories and issues
// whose folded name (search_name) holds one of the query's words, or a word starting with the piece still
// being typed; a few per kind, ranked afterwards by @iryo/domain/search-suggestions. Plain LIKE / strpos
// and one regular expression, identical on PGlite and PostgreSQL.

import type { SuggestionCandidate, SuggestionKind, SuggestionQuery } from "@iryo/domain/search-suggestions";
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

const TABLES = { category: "categories", issue: "issues" } as const;

const CATEGORY_NAMES = sql<string>`coalesce((SELECT string_agg(c.search_name, ${"\n"}) FROM service_categories sc
  JOIN categories c ON c.id = sc.category_id WHERE sc.service_id = t.id), '')`;

/** Suggested services are those listed today (ADR 175) of live organisations (ADR 166). */
export function createSuggestionsRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  const candidates = async (kind: SuggestionKind, query: SuggestionQuery): Promise<SuggestionCandidate[]> => {
    const byName = nameMatch(sql.ref("t.search_name"), query);
    // A service is also a candidate when one of its categories is named (勤怠 → the 勤怠・シフト管理 services),
    // after those whose own name answers.
    const { rows } =
      kind === "service"
        ? await sql<{ id: number; name: string; search_name: string; categories: string }>`
            SELECT t.id, t.name, t.search_name, ${CATEGORY_NAMES} AS categories FROM services t
            WHERE (${byName} OR t.id IN (SELECT sc.service_id FROM service_categories sc
              JOIN categories c ON c.id = sc.category_id WHERE ${anyWordMatch(sql.ref("c.search_name"), query.words)}))
              AND ${providerIsLive("t.provider_id")}
              AND ${serviceIsListed("t", today())}
            ORDER BY ${byName} DESC, length(t.search_name), t.id LIMIT ${CANDIDATES_PER_KIND}`.execute(db)
        : await sql<{ id: number; name: string; search_name: string; categories: string }>`
            SELECT t.id, t.name, t.search_name, '' AS categories FROM ${sql.table(TABLES[kind as keyof typeof TABLES])} t
            WHERE ${byName}
            ORDER BY length(t.search_name), t.id LIMIT ${CANDIDATES_PER_KIND}`.execute(db);
    return rows.map((r) => ({ kind, id: r.id, name: r.name, folded: r.search_name, categories: r.categories }));
  };
  return {
    /** Up to CANDIDATES_PER_KIND candidates of each kind. */
    async candidates(query: SuggestionQuery): Promise<SuggestionCandidate[]> {
      const lists = await Promise.all([
        candidates("service", query),
        candidates("category", query),
        candidates("issue", query),
      ]);
      return lists.flat();
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
