// The first stage of a keyword search kept per query (issue 25, ADR 200): which services answer the
// keyword's concepts, in rank order, and their facet counts depend only on the index's contents and on
// the day (listing periods), never on ratings. So they are kept until the index changes (another index,
// or the same one at another version) or the Tokyo day turns; the ratings that break ties and are shown
// are still read by the page's statement on every search.

import type { SearchIndex } from "./search-index.js";
import type { PageWindow, RankOrder } from "./search-ranking.js";

/** One page of a keyword's matches, ready for the tie-break statement: its window as array literals. */
export interface PageArrays extends Pick<PageWindow, "from"> {
  /** The window's ids, rank groups and update times (µs) as array literals ("{1,2,3}"), in parallel. */
  readonly ids: string;
  readonly groups: string;
  readonly updatedUs: string;
  /** How many services the window holds (none: an empty page). */
  readonly size: number;
}

/** The kept result of one keyword (and facet selection) over one index version on one day. */
export interface RankedMatches {
  readonly order: RankOrder;
  /** For each facet, how many of the matches have it (and every selected facet). */
  readonly facetCounts: ReadonlyMap<number, number>;
  /** Pages already asked for, by "offset:limit" (a few per keyword; emptied when over PAGES_PER_KEYWORD). */
  readonly pages: Map<string, PageArrays>;
  /** Every match's id as one array literal, for the other sorts (made when first asked). */
  allIds?: string;
}

/** The most pages kept per keyword; past it they are dropped and made again. */
export const PAGES_PER_KEYWORD = 32;

/**
 * Ranked matches by query key, valid for one index at one version on one day: asked with another, it
 * drops everything first. Least recently used queries are dropped beyond `maxQueries`, or beyond
 * `maxMatches` matches held in all (a one-character word can match every service).
 */
export class RankedMatchesCache {
  readonly #byQuery = new Map<string, RankedMatches>();
  readonly #maxQueries: number;
  readonly #maxMatches: number;
  #held = 0;
  #index: SearchIndex | undefined;
  #version = -1n;
  #day = "";

  constructor(maxQueries: number, maxMatches: number) {
    this.#maxQueries = maxQueries;
    this.#maxMatches = maxMatches;
  }

  /** The number of queries held. */
  get size(): number {
    return this.#byQuery.size;
  }

  /** The matches of `query` kept for `index` at its current version on `day`, made the most recently used. */
  get(index: SearchIndex, day: string, query: string): RankedMatches | undefined {
    this.#validFor(index, day);
    const held = this.#byQuery.get(query);
    if (held) {
      // Map keeps insertion order: re-inserting makes it the newest.
      this.#byQuery.delete(query);
      this.#byQuery.set(query, held);
    }
    return held;
  }

  /** Keeps `matches` of `query` for `index` at its current version on `day`. */
  set(index: SearchIndex, day: string, query: string, matches: RankedMatches): void {
    this.#validFor(index, day);
    const held = this.#byQuery.get(query);
    if (held) {
      this.#byQuery.delete(query);
      this.#held -= held.order.keys.length;
    }
    const size = matches.order.keys.length;
    if (size > this.#maxMatches) return;
    this.#byQuery.set(query, matches);
    this.#held += size;
    for (const [oldest, old] of this.#byQuery) {
      if (this.#held <= this.#maxMatches && this.#byQuery.size <= this.#maxQueries) break;
      this.#byQuery.delete(oldest);
      this.#held -= old.order.keys.length;
    }
  }

  #validFor(index: SearchIndex, day: string): void {
    if (index === this.#index && index.version === this.#version && day === this.#day) return;
    this.#byQuery.clear();
    this.#held = 0;
    this.#index = index;
    this.#version = index.version;
    this.#day = day;
  }
}
