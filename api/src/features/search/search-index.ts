// The service search's first stage (issue 25, ADR 177): an in-memory index of the public catalogue's
// folded search fields, the same on PGlite and PostgreSQL. It finds the services that answer a keyword's
// concepts (ADR 108's match) through an inverted index of two-character pieces, and scores them by ADR
// 108's rules (search-ranking.ts) without a query; the database then only breaks ties by ratings (the
// few services tied around the page) and reads the page's rows.
//
// Freshness: the index remembers the version of search_index_version it was loaded at (migration 104:
// raised by every committed write to services, their links, categories, issues, providers and facets).
// Each search reads that one row; when it changed, the index re-reads only the services changed since its
// version (migration 106's log, ADR 182), or the whole catalogue when the log does not reach back that far.

import { type Kysely, sql } from "kysely";
import { Counter, type Registry } from "prom-client";
import type { Database } from "../../db/schema.js";
import { WordHitsCache } from "./word-hits-cache.js";

/** The most positions the word hits of one index keep (five bytes each; ADR 186). */
const WORD_HITS_BUDGET = 2_000_000;

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

/** The distinct two-character pieces of a service's fields (no word spans the separators). */
function piecesOf(s: IndexedService): Set<string> {
  const doc = `${s.text}\n${s.name}\n${s.summary}\n${s.categories}\n${s.issues}\n${s.provider}`;
  const pieces = new Set<string>();
  for (let i = 0; i + 1 < doc.length; i += 1) pieces.add(doc.slice(i, i + 2));
  return pieces;
}

/**
 * The index of one database at one version: the services by position and, per two-character piece of
 * their fields, the positions of the services holding it (in no particular order). Changed services are
 * replaced in place (`apply`): a removed service leaves a hole, which the next added one fills.
 */
export class SearchIndex {
  readonly #services: (IndexedService | undefined)[] = [];
  /** Each service's position, by id. */
  readonly #positions = new Map<number, number>();
  readonly #holes: number[] = [];
  readonly #pieces = new Map<string, number[]>();
  #all: Int32Array | undefined;
  /** Which services hold a word, by word (search-ranking.ts fills it); emptied by every change. */
  readonly wordHits = new WordHitsCache(WORD_HITS_BUDGET);

  #version: bigint;

  constructor(version: bigint, services: readonly IndexedService[]) {
    this.#version = version;
    for (const service of services) this.#put(service);
  }

  /** The search_index_version whose rows it holds. */
  get version(): bigint {
    return this.#version;
  }

  /** The number of positions (services and holes): positions are below it. */
  get size(): number {
    return this.#services.length;
  }

  /** The number of services it holds. */
  get count(): number {
    return this.#positions.size;
  }

  at(position: number): IndexedService | undefined {
    return this.#services[position];
  }

  /** Positions of the services holding `piece`. */
  holding(piece: string): readonly number[] | undefined {
    return this.#pieces.get(piece);
  }

  /** Every service's position (cached until the next change). */
  everyPosition(): Int32Array {
    this.#all ??= Int32Array.from(this.#positions.values());
    return this.#all;
  }

  /**
   * Brings the index to `version`: each service of `changed` takes its row in `rows`, or leaves the index
   * when it has none (deleted).
   */
  apply(version: bigint, changed: Iterable<number>, rows: readonly IndexedService[]): void {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of changed) {
      const row = byId.get(id);
      const position = this.#positions.get(id);
      const held = position === undefined ? undefined : this.#services[position];
      if (position === undefined || !held) {
        if (row) this.#put(row);
      } else if (row) this.#replace(position, held, row);
      else this.#remove(position, held);
    }
    this.#version = version;
    this.#all = undefined;
    this.wordHits.clear();
  }

  #put(service: IndexedService): void {
    const position = this.#holes.pop() ?? this.#services.length;
    this.#services[position] = service;
    this.#positions.set(service.id, position);
    for (const piece of piecesOf(service)) this.#post(piece, position);
  }

  #replace(position: number, held: IndexedService, service: IndexedService): void {
    const before = piecesOf(held);
    const after = piecesOf(service);
    for (const piece of before) if (!after.has(piece)) this.#unpost(piece, position);
    for (const piece of after) if (!before.has(piece)) this.#post(piece, position);
    this.#services[position] = service;
  }

  #remove(position: number, held: IndexedService): void {
    for (const piece of piecesOf(held)) this.#unpost(piece, position);
    this.#services[position] = undefined;
    this.#positions.delete(held.id);
    this.#holes.push(position);
  }

  #post(piece: string, position: number): void {
    const list = this.#pieces.get(piece);
    if (list) list.push(position);
    else this.#pieces.set(piece, [position]);
  }

  #unpost(piece: string, position: number): void {
    const list = this.#pieces.get(piece);
    if (!list) return;
    const at = list.indexOf(position);
    if (at < 0) return;
    // Order does not matter: the last entry takes the removed one's place.
    const last = list.pop();
    if (last !== undefined && at < list.length) list[at] = last;
    if (list.length === 0) this.#pieces.delete(piece);
  }
}

/**
 * The positions of the services whose fields may hold `word` (a superset, to be checked): the posting
 * list of its rarest two-character piece; every service for a one-character word.
 */
export function candidatesOf(index: SearchIndex, word: string): ArrayLike<number> {
  if (word.length < 2) return index.everyPosition();
  let best: readonly number[] | undefined;
  for (let i = 0; i + 1 < word.length; i += 1) {
    const list = index.holding(word.slice(i, i + 2));
    if (!list) return [];
    if (!best || list.length < best.length) best = list;
  }
  return best ?? [];
}

/** A service's row: its fields as IndexedService wants them (null columns when the service is gone). */
interface ServiceRow {
  id: number | null;
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
function facetList(value: ServiceRow["facets"]): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, "")
    .split(",")
    .filter((v) => v !== "")
    .map(Number);
}

function indexedServices(rows: readonly ServiceRow[]): IndexedService[] {
  return rows.flatMap((r) =>
    r.id === null
      ? []
      : [
          {
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
          },
        ],
  );
}

/** The columns of ServiceRow, of `services s` joined to `providers p`. */
const SERVICE_COLUMNS = sql`s.id, s.search_text AS text, s.search_name AS name, s.search_summary AS summary,
  coalesce((SELECT string_agg(c.search_name, ${"\n"}) FROM service_categories sc
    JOIN categories c ON c.id = sc.category_id WHERE sc.service_id = s.id), '') AS categories,
  coalesce((SELECT string_agg(i.search_name, ${"\n"}) FROM service_issues si
    JOIN issues i ON i.id = si.issue_id WHERE si.service_id = s.id), '') AS issues,
  coalesce(p.search_name, '') AS provider,
  (p.suspended_at IS NULL) AS live,
  to_char(s.listing_starts_on, 'YYYY-MM-DD') AS starts_on,
  to_char(s.listing_ends_on, 'YYYY-MM-DD') AS ends_on,
  (SELECT array_agg(f.facet ORDER BY f.facet) FROM service_facets f WHERE f.service_id = s.id) AS facets,
  (extract(epoch FROM s.updated_at) * 1000000)::bigint::text AS updated_us`;

/** Reads the whole index in one statement (one snapshot: the version matches the rows). */
async function loadWhole(db: Kysely<Database>): Promise<SearchIndex> {
  const { rows } = await sql<ServiceRow & { version: string }>`
    SELECT v.version::text AS version, ${SERVICE_COLUMNS}
    FROM search_index_version v
    LEFT JOIN services s ON true
    LEFT JOIN providers p ON p.id = s.provider_id
    ORDER BY s.id`.execute(db);
  return new SearchIndex(BigInt(rows[0]?.version ?? "0"), indexedServices(rows));
}

/** What changed after a version: the services to re-read, with their rows (none for a deleted service). */
type Changes =
  | { readonly complete: true; readonly version: bigint; readonly ids: Set<number>; readonly rows: IndexedService[] }
  /** The log no longer reaches back that far, or more services changed than `atMost`. */
  | { readonly complete: false };

/**
 * The services changed after version `held` (migration 106's log; a category, issue or provider stands for
 * its services) and their rows, at most `atMost` of them, with the version they bring the index to — all
 * in one statement, so in one snapshot.
 */
async function loadChanges(db: Kysely<Database>, held: bigint, atMost: number): Promise<Changes> {
  const { rows } = await sql<ServiceRow & { version: string; logged_since: string; changed: number | null }>`
    WITH log AS (SELECT kind, id FROM search_index_changes WHERE version > ${held.toString()}::bigint),
    changed AS (
      SELECT id AS service_id FROM log WHERE kind = 's'
      UNION SELECT s.id FROM log JOIN services s ON s.provider_id = log.id WHERE log.kind = 'p'
      UNION SELECT sc.service_id FROM log JOIN service_categories sc ON sc.category_id = log.id WHERE log.kind = 'c'
      UNION SELECT si.service_id FROM log JOIN service_issues si ON si.issue_id = log.id WHERE log.kind = 'i'
    ),
    few AS (SELECT service_id FROM changed LIMIT ${atMost + 1})
    SELECT v.version::text AS version, v.logged_since::text AS logged_since, few.service_id AS changed,
      ${SERVICE_COLUMNS}
    FROM search_index_version v
    LEFT JOIN few ON v.logged_since <= ${held.toString()}::bigint
    LEFT JOIN services s ON s.id = few.service_id
    LEFT JOIN providers p ON p.id = s.provider_id`.execute(db);
  const head = rows[0];
  if (!head || BigInt(head.logged_since) > held) return { complete: false };
  const ids = new Set(rows.flatMap((r) => (r.changed === null ? [] : [r.changed])));
  if (ids.size > atMost) return { complete: false };
  return { complete: true, version: BigInt(head.version), ids, rows: indexedServices(rows) };
}

export interface SearchIndexStoreOptions {
  /** `api_search_index_loads_total{load}` and `api_search_index_documents_read_total{load}` go here. */
  readonly registry?: Registry;
  /** Reports a reload that failed while searches answered from the index they had. */
  readonly log?: (message: string, error: unknown) => void;
  /** Above this many changed services, the whole index is reloaded instead (default 500). */
  readonly changesAtMost?: number;
}

/**
 * The index of one database, kept fresh by the version row (ADR 177, ADR 182): `current()` costs one
 * primary-key read when nothing changed. When something did, the services changed since the index's
 * version are re-read (one statement; every search waits for it, so the next search after a write sees
 * it). The whole index is read on the first search, and when the log no longer reaches back to the
 * index's version or too many services changed: then, once an index exists, searches keep answering
 * from it until the new one is loaded.
 */
export function createSearchIndexStore(db: Kysely<Database>, options: SearchIndexStoreOptions = {}) {
  const { registry, log = () => {}, changesAtMost = 500 } = options;
  const loads = registry
    ? new Counter({
        name: "api_search_index_loads_total",
        help: "Loads of the search's in-memory index: the whole catalogue (whole) or the services changed since the version it held (changes); ADR 182.",
        labelNames: ["load"],
        registers: [registry],
      })
    : undefined;
  const documents = registry
    ? new Counter({
        name: "api_search_index_documents_read_total",
        help: "Services read into the search's in-memory index, by load (whole, changes); ADR 182.",
        labelNames: ["load"],
        registers: [registry],
      })
    : undefined;

  let index: SearchIndex | undefined;
  /** The one reload running (single-flight), and whether it reads the whole index. */
  let running: { readonly whole: boolean; readonly done: Promise<void> } | undefined;

  const start = (whole: boolean): { readonly whole: boolean; readonly done: Promise<void> } => {
    const work = whole ? reloadWhole() : readChanges();
    const task = {
      whole,
      done: work.finally(() => {
        if (running === task) running = undefined;
      }),
    };
    running = task;
    // Whoever waits gets the error too; a whole reload behind an index that answers has no one waiting.
    task.done.catch((error: unknown) => log("search index: reload failed", error));
    return task;
  };

  async function reloadWhole(): Promise<void> {
    const loaded = await loadWhole(db);
    index = loaded;
    loads?.inc({ load: "whole" });
    documents?.inc({ load: "whole" }, loaded.count);
  }

  async function readChanges(): Promise<void> {
    const held = index;
    if (!held) return reloadWhole();
    const changes = await loadChanges(db, held.version, changesAtMost);
    if (!changes.complete) {
      // Too far behind or too much changed: the whole index, while searches answer from this one.
      start(true);
      return;
    }
    // A whole load that finished meanwhile replaced the index; it is at least as new.
    if (index !== held || changes.version <= held.version) return;
    held.apply(changes.version, changes.ids, changes.rows);
    loads?.inc({ load: "changes" });
    documents?.inc({ load: "changes" }, changes.ids.size);
  }

  return {
    /**
     * The index as it is, without reading the version row (undefined before the first load): for a
     * search that reads the version in its own statement and calls `current()` when it differs.
     */
    held(): SearchIndex | undefined {
      return index;
    },

    async current(): Promise<SearchIndex> {
      const { rows } = await sql<{
        version: string;
        logged_since: string;
      }>`SELECT version::text AS version, logged_since::text AS logged_since FROM search_index_version`.execute(db);
      const version = BigInt(rows[0]?.version ?? "0");
      const loggedSince = BigInt(rows[0]?.logged_since ?? "0");
      for (;;) {
        if (index && index.version >= version) return index;
        const task = running ?? start(!index || index.version < loggedSince);
        // A whole reload: the index there is answers meanwhile.
        if (index && task.whole) return index;
        await task.done;
      }
    },

    /** Resolves when no reload is running (a whole one may run after a search has been answered). */
    async idle(): Promise<void> {
      while (running) await running.done.catch(() => {});
    },
  };
}
