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

/** Matches of `count` services (ranked equally), as the repository keeps them. */
const matchesOf = (count: number): RankedMatches => ({
  order: rankOrder(Array.from({ length: count }, (_, i) => ({ service: service(i + 1), answered: 1, score: 800 }))),
  facetCounts: new Map(),
  pages: new Map(),
});

const DAY = "2026-11-27";

describe("RankedMatchesCache", () => {
  it("When the same index at the same version is asked on the same day, then the kept matches are returned", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    const matches = matchesOf(1);
    cache.set(index, DAY, "かるて|", matches);
    expect(cache.get(index, DAY, "かるて|")).toBe(matches);
    expect(cache.get(index, DAY, "れせこん|")).toBeUndefined();
  });

  it("When the index moves to another version (a catalogue write applied), then every kept query is dropped", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    cache.set(index, DAY, "かるて|", matchesOf(1));
    index.apply(2n, [2], [service(2)]);
    expect(cache.get(index, DAY, "かるて|")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("When another index is asked (a whole reload), then the kept matches of the old one are dropped, even at the same version", () => {
    const cache = new RankedMatchesCache(10, 100);
    cache.set(new SearchIndex(1n, [service(1)]), DAY, "かるて|", matchesOf(1));
    expect(cache.get(new SearchIndex(1n, [service(1)]), DAY, "かるて|")).toBeUndefined();
  });

  it("When the day turns (listing periods start and end), then the kept matches are dropped", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 100);
    cache.set(index, DAY, "かるて|", matchesOf(1));
    expect(cache.get(index, "2026-11-28", "かるて|")).toBeUndefined();
  });

  it("When more queries are kept than allowed, then the least recently used one goes first", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(2, 100);
    cache.set(index, DAY, "a", matchesOf(1));
    cache.set(index, DAY, "b", matchesOf(1));
    cache.get(index, DAY, "a"); // a is now the most recently used
    cache.set(index, DAY, "c", matchesOf(1));
    expect(cache.get(index, DAY, "b")).toBeUndefined();
    expect(cache.get(index, DAY, "a")).toBeDefined();
    expect(cache.get(index, DAY, "c")).toBeDefined();
  });

  it("When the matches held would exceed the budget, then older queries go, and a query larger than the budget is not kept", () => {
    const index = new SearchIndex(1n, [service(1)]);
    const cache = new RankedMatchesCache(10, 5);
    cache.set(index, DAY, "a", matchesOf(3));
    cache.set(index, DAY, "b", matchesOf(2));
    cache.set(index, DAY, "c", matchesOf(2));
    expect(cache.get(index, DAY, "a")).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set(index, DAY, "d", matchesOf(6));
    expect(cache.get(index, DAY, "d")).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
