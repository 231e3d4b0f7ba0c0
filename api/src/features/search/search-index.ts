// The service search's first stage (issue 25, ADR 177): an in-memory index of the public catalogue's
// folded search fields, the same on PGlite and PostgreSQL. It finds the services that answer a keyword's
// concepts (ADR 108's match) through an inverted index of two-character pieces, and scores them by ADR
// 108's rules (search-ranking.ts) without a query; the database then only breaks ties by ratings (the
// few services tied around the page) and reads the page's rows.
//
// Freshness: the index remembers the version of search_index_version it was loaded at (migration 104:
// raised by every committed write to services, their links, categories, issues, providers and facets).
// Each search reads that one row and reloads the whole index when it changed (one query, single-flight).

import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../db/schema.js";

/** One listed service in the index: its folded fields (ADR 108, migration 082) and what filters and orders it. */
export interface IndexedService {
  readonly id: number;
  /** services.search_text: name, summary, provider and category names (the text arm of the match). */
  readonly text: string;
  readonly name: string;
  readonly summary: string;
  /** Category names, folded, joined by a line break. */
  readonly categories: string;
  /** Issue (課題) names, folded, joined by a line break. */
  readonly issues: string;
  readonly provider: string;
  /** Whether its provider is not suspended (ADR 166). */
  readonly live: boolean;
  /** Its listing period (ADR 144, ADR 175) as Tokyo dates "YYYY-MM-DD"; null is open. */
  readonly startsOn: string | null;
  readonly endsOn: string | null;
  readonly facets: readonly number[];
  /** updated_at in microseconds since the epoch (exact, as the database orders it). */
  readonly updatedUs: number;
}

/** A loaded index: the services and, per two-character piece of their fields, the services holding it. */
export interface SearchIndex {
  readonly version: string;
  readonly services: readonly IndexedService[];
  /** Positions in `services` of the services whose fields hold the piece, ascending. */
  readonly pieces: ReadonlyMap<string, Int32Array>;
}

/** All fields of a service in one string, for the inverted index (no word spans the separator). */
function documentOf(s: IndexedService): string {
  return `${s.text}\n${s.name}\n${s.summary}\n${s.categories}\n${s.issues}\n${s.provider}`;
}

function buildSearchIndex(version: string, services: readonly IndexedService[]): SearchIndex {
  const lists = new Map<string, number[]>();
  services.forEach((service, position) => {
    const doc = documentOf(service);
    const seen = new Set<string>();
    for (let i = 0; i + 1 < doc.length; i += 1) {
      const piece = doc.slice(i, i + 2);
      if (seen.has(piece)) continue;
      seen.add(piece);
      let list = lists.get(piece);
      if (!list) {
        list = [];
        lists.set(piece, list);
      }
      list.push(position);
    }
  });
  const pieces = new Map<string, Int32Array>();
  for (const [piece, list] of lists) pieces.set(piece, Int32Array.from(list));
  return { version, services, pieces };
}

/**
 * The positions of the services whose fields may hold `word` (a superset, to be checked): the posting
 * list of its rarest two-character piece; every service for a one-character word.
 */
export function candidatesOf(index: SearchIndex, word: string): ArrayLike<number> {
  if (word.length < 2) return allPositions(index);
  let best: Int32Array | undefined;
  for (let i = 0; i + 1 < word.length; i += 1) {
    const list = index.pieces.get(word.slice(i, i + 2));
    if (!list) return EMPTY;
    if (!best || list.length < best.length) best = list;
  }
  return best ?? EMPTY;
}

const EMPTY = new Int32Array(0);
const allCache = new WeakMap<SearchIndex, Int32Array>();
function allPositions(index: SearchIndex): Int32Array {
  let all = allCache.get(index);
  if (!all) {
    all = Int32Array.from(index.services.keys());
    allCache.set(index, all);
  }
  return all;
}

interface Row {
  version: string;
  id: number;
  text: string;
  name: string;
  summary: string;
  categories: string;
  issues: string;
  provider: string;
  live: boolean;
  starts_on: string | null;
  ends_on: string | null;
  facets: number[] | string | null;
  updated_us: string;
}

/** PGlite and node-postgres both return smallint[]; a text fallback keeps the parse explicit. */
function facetList(value: Row["facets"]): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, "")
    .split(",")
    .filter((v) => v !== "")
    .map(Number);
}

/** Reads the whole index in one statement (one snapshot: the version matches the rows). */
async function loadIndex(db: Kysely<Database>): Promise<SearchIndex> {
  const { rows } = await sql<Row>`
    SELECT v.version::text AS version, s.id, s.search_text AS text, s.search_name AS name,
      s.search_summary AS summary,
      coalesce((SELECT string_agg(c.search_name, ${"\n"}) FROM service_categories sc
        JOIN categories c ON c.id = sc.category_id WHERE sc.service_id = s.id), '') AS categories,
      coalesce((SELECT string_agg(i.search_name, ${"\n"}) FROM service_issues si
        JOIN issues i ON i.id = si.issue_id WHERE si.service_id = s.id), '') AS issues,
      coalesce(p.search_name, '') AS provider,
      (p.suspended_at IS NULL) AS live,
      to_char(s.listing_starts_on, 'YYYY-MM-DD') AS starts_on,
      to_char(s.listing_ends_on, 'YYYY-MM-DD') AS ends_on,
      (SELECT array_agg(f.facet ORDER BY f.facet) FROM service_facets f WHERE f.service_id = s.id) AS facets,
      (extract(epoch FROM s.updated_at) * 1000000)::bigint::text AS updated_us
    FROM search_index_version v
    LEFT JOIN services s ON true
    LEFT JOIN providers p ON p.id = s.provider_id
    ORDER BY s.id`.execute(db);
  const version = rows[0]?.version ?? "0";
  const services = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      text: r.text,
      name: r.name,
      summary: r.summary,
      categories: r.categories,
      issues: r.issues,
      provider: r.provider,
      live: r.live,
      startsOn: r.starts_on,
      endsOn: r.ends_on,
      facets: facetList(r.facets),
      updatedUs: Number(r.updated_us),
    }));
  return buildSearchIndex(version, services);
}

/**
 * The index of one database, kept fresh by the version row: `current()` costs one primary-key read when
 * nothing changed, and reloads (once, however many searches wait) when something did.
 */
export function createSearchIndexStore(db: Kysely<Database>) {
  let index: SearchIndex | undefined;
  let loading: Promise<SearchIndex> | undefined;
  const reload = () => {
    loading ??= loadIndex(db).then(
      (loaded) => {
        index = loaded;
        loading = undefined;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    async current(): Promise<SearchIndex> {
      const { rows } = await sql<{
        version: string;
      }>`SELECT version::text AS version FROM search_index_version`.execute(db);
      const version = rows[0]?.version ?? "0";
      if (index && index.version === version) return index;
      const loaded = await reload();
      // A write committed while loading: the loaded rows may be older than `version`; load again.
      return BigInt(loaded.version) >= BigInt(version) ? loaded : reload();
    },
  };
}
