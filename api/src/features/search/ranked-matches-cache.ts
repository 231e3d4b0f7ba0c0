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
  /** The query key it is kept under (the keyword's concepts and the selected facets). */
  readonly query: string;
  readonly order: RankOrder;
  /** For each facet, how many of the matches have it (and every selected facet). */
  readonly facetCounts: ReadonlyMap<number, number>;
  /** Pages already asked for, by "offset:limit" (kept through RankedMatchesCache.keepPage). */
  readonly pages: Map<string, PageArrays>;
  /** Every match's id as one array literal, for the other sorts (made when first asked). */
  allIds?: string;
}

/** The most pages kept per keyword; past it they are dropped and made again. */
const PAGES_PER_QUERY = 32;

/**
 * What a kept page weighs against the budget per service in its window, in units of a match (a service
 * reference and a rank key, 16 bytes): its three array literals hold ~25 characters per service.
 */
const PAGE_WEIGHT_PER_SERVICE = 4;

/**
 * Ranked matches by query key, valid for one index at one version on one day: asked with another, it
 * drops everything first. Least recently used queries are dropped beyond `maxQueries`, or when the
 * matches and kept pages held in all weigh more than `budget` matches (a one-character word can match
 * every service, and its pages' windows can hold thousands).
 */
export class RankedMatchesCache {
  readonly #byQuery = new Map<string, { readonly matches: RankedMatches; weight: number }>();
  readonly #maxQueries: number;
  readonly #budget: number;
  #held = 0;
  #index: SearchIndex | undefined;
  #version = -1n;
  #day = "";

  constructor(maxQueries: number, budget: number) {
    this.#maxQueries = maxQueries;
    this.#budget = budget;
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
    return held?.matches;
  }

  /** Keeps `matches` (under their query key) for `index` at its current version on `day`. */
  set(index: SearchIndex, day: string, matches: RankedMatches): void {
    this.#validFor(index, day);
    this.#drop(matches.query);
    const weight = matches.order.keys.length;
    if (weight > this.#budget) return;
    this.#byQuery.set(matches.query, { matches, weight });
    this.#held += weight;
    this.#trim();
  }

  /**
   * Keeps `page` of `matches` under `key` ("offset:limit") while those matches are held: the page counts
   * against the budget. Past PAGES_PER_QUERY pages, the query's pages are dropped first.
   */
  keepPage(matches: RankedMatches, key: string, page: PageArrays): void {
    const held = this.#byQuery.get(matches.query);
    if (held?.matches !== matches) return;
    const { pages } = matches;
    const replaced = pages.get(key);
    let pagesWeight = replaced ? replaced.size * PAGE_WEIGHT_PER_SERVICE : 0;
    if (!replaced && pages.size >= PAGES_PER_QUERY) {
      pagesWeight = held.weight - matches.order.keys.length;
      pages.clear();
    }
    const weight = page.size * PAGE_WEIGHT_PER_SERVICE;
    pages.set(key, page);
    held.weight += weight - pagesWeight;
    this.#held += weight - pagesWeight;
    this.#trim();
  }

  #drop(query: string): void {
    const held = this.#byQuery.get(query);
    if (!held) return;
    this.#byQuery.delete(query);
    this.#held -= held.weight;
  }

  /** Drops the least recently used queries while over either bound. */
  #trim(): void {
    for (const [oldest] of this.#byQuery) {
      if (this.#held <= this.#budget && this.#byQuery.size <= this.#maxQueries) break;
      this.#drop(oldest);
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
