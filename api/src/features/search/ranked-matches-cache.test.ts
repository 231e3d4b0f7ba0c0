import { describe, expect, it } from "vitest";
import { type RankedMatches, RankedMatchesCache } from "./ranked-matches-cache.js";
import { type IndexedService, SearchIndex } from "./search-index.js";
import { rankOrder } from "./search-ranking.js";

const service = (id: number): IndexedService => ({
  id,
  text: `さーびす${id}`,
  name: `さーびす${id}`,
  summary: "",
  categories: "",
  issues: "",
  provider: "",
  live: true,
  startsOn: null,
  endsOn: null,
  facets: [],
  updatedUs: 0,
});

/** Matches of `count` services (ranked equally) for `query`, as the repository keeps them. */
const matchesOf = (query: string, count: number): RankedMatches => ({
  query,
  order: rankOrder(Array.from({ length: count }, (_, i) => ({ service: service(i + 1), answered: 1, score: 800 }))),
  facetCounts: new Map(),
  pages: new Map(),
});

const DAY = "2026-11-27";

describe("RankedMatchesCache", () => {
  it("When the same index at the same version is asked on the same day, then the kept matches are returned", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    const matches = matchesOf("かるて|", 1);
    cache.set(index, DAY, matches);
    expect(cache.get(index, DAY, "かるて|")).toBe(matches);
    expect(cache.get(index, DAY, "れせこん|")).toBeUndefined();
  });

  it("When the index moves to another version (a catalogue write applied), then every kept query is dropped", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    cache.set(index, DAY, matchesOf("かるて|", 1));
    index.apply(2n, [2], [service(2)]);
    expect(cache.get(index, DAY, "かるて|")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("When another index is asked (a whole reload), then the kept matches of the old one are dropped, even at the same version", () => {
    const cache = new RankedMatchesCache(10, 100);
    cache.set(new SearchIndex(1n, [service(1)]), DAY, matchesOf("かるて|", 1));
    expect(cache.get(new SearchIndex(1n, [service(1)]), DAY, "かるて|")).toBeUndefined();
  });

  it("When the day turns (listing periods start and end), then the kept matches are dropped", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    cache.set(index, DAY, matchesOf("かるて|", 1));
    expect(cache.get(index, "2026-11-28", "かるて|")).toBeUndefined();
  });

  it("When more queries are kept than allowed, then the least recently used one goes first", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(2, 100);
    cache.set(index, DAY, matchesOf("a", 1));
    cache.set(index, DAY, matchesOf("b", 1));
    cache.get(index, DAY, "a"); // a is now the most recently used
    cache.set(index, DAY, matchesOf("c", 1));
    expect(cache.get(index, DAY, "b")).toBeUndefined();
    expect(cache.get(index, DAY, "a")).toBeDefined();
    expect(cache.get(index, DAY, "c")).toBeDefined();
  });

  it("When the matches held would exceed the budget, then older queries go, and a query larger than the budget is not kept", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 5);
    cache.set(index, DAY, matchesOf("a", 3));
    cache.set(index, DAY, matchesOf("b", 2));
    cache.set(index, DAY, matchesOf("c", 2));
    expect(cache.get(index, DAY, "a")).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set(index, DAY, matchesOf("d", 6));
    expect(cache.get(index, DAY, "d")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("When pages of a query are kept, then they count against the budget and older queries make room", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 27);
    const a = matchesOf("a", 2);
    const b = matchesOf("b", 2);
    cache.set(index, DAY, a);
    cache.set(index, DAY, b);
    const page = { from: 0, ids: "{1,2}", groups: "{0,0}", updatedUs: "{0,0}", size: 2 };
    cache.keepPage(b, "0:20", page); // a 2 + b (2 + 2 × 4) = 12 of 27
    expect(b.pages.get("0:20")).toBe(page);
    expect(cache.get(index, DAY, "a")).toBe(a);
    cache.keepPage(b, "20:20", page); // 20: still within
    expect(cache.get(index, DAY, "b")).toBe(b);
    cache.keepPage(b, "40:20", page); // 28: a (least recently used) goes, b (26) stays with its pages
    expect(cache.get(index, DAY, "a")).toBeUndefined();
    expect(cache.get(index, DAY, "b")?.pages.size).toBe(3);
  });

  it("When a page is kept for matches no longer held, then it is not kept", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    const stale = matchesOf("a", 1);
    cache.set(index, DAY, stale);
    cache.set(index, DAY, matchesOf("a", 1));
    cache.keepPage(stale, "0:20", { from: 0, ids: "{1}", groups: "{0}", updatedUs: "{0}", size: 1 });
    expect(stale.pages.size).toBe(0);
  });
});
