import { describe, expect, it } from "vitest";
import type { IndexedService } from "./search-index.js";
import { pageWindow, type RankedService, rankOrder } from "./search-ranking.js";

const service = (id: number): IndexedService => ({
  id,
  text: "",
  name: "",
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

/** [id, answered, score] in no particular order. */
const ranked = (...rows: [number, number, number][]): RankedService[] =>
  rows.map(([id, answered, score]) => ({ service: service(id), answered, score }));

const ids = (window: readonly IndexedService[]) => window.map((s) => s.id);

describe("rankOrder", () => {
  it("puts more answered concepts first, then the higher score, and keeps each service's rank key", () => {
    const order = rankOrder(ranked([1, 1, 500], [2, 2, 100], [3, 1, 900], [4, 0, 50], [5, 2, 800]));
    expect(ids(order.services)).toEqual([5, 2, 3, 1, 4]);
    expect([...order.keys]).toEqual([2 * 2 ** 26 + 800, 2 * 2 ** 26 + 100, 2 ** 26 + 900, 2 ** 26 + 500, 50]);
  });
});

describe("pageWindow", () => {
  const matches = rankOrder(
    ranked([1, 1, 500], [2, 2, 100], [3, 1, 900], [4, 1, 500], [5, 2, 800], [6, 1, 500], [7, 0, 50]),
  );
  // By rank: 5 (2, 800), 2 (2, 100), 3 (1, 900), then 1, 4, 6 tied (1, 500), then 7 (0, 50).

  it("holds the page's services and every service tied with its first or last, best first, in rank groups", () => {
    const { from, window, groups } = pageWindow(matches, 1, 3);
    expect(from).toBe(1);
    // The page is ranks 2–4: 2, 3 and one of the tied 1, 4, 6 — all three are in the window.
    expect(ids(window).slice(0, 2)).toEqual([2, 3]);
    expect(ids(window).slice(2).sort()).toEqual([1, 4, 6]);
    expect(groups).toEqual([0, 1, 2, 2, 2]);
  });

  it("counts the services above a page that starts inside a tie", () => {
    const { from, window, groups } = pageWindow(matches, 4, 1);
    expect(from).toBe(3);
    expect(ids(window).sort()).toEqual([1, 4, 6]);
    expect(groups).toEqual([0, 0, 0]);
  });

  it("ends at the last service", () => {
    const { from, window } = pageWindow(matches, 6, 20);
    expect(from).toBe(6);
    expect(ids(window)).toEqual([7]);
  });

  it("is empty past the end", () => {
    expect(pageWindow(matches, 7, 20)).toEqual({ from: 7, window: [], groups: [] });
    expect(pageWindow(rankOrder([]), 0, 20)).toEqual({ from: 0, window: [], groups: [] });
  });

  it("orders by answered concepts before score", () => {
    const { from, window, groups } = pageWindow(matches, 0, 7);
    expect(from).toBe(0);
    expect(ids(window).slice(0, 3)).toEqual([5, 2, 3]);
    expect(ids(window).slice(6)).toEqual([7]);
    expect(groups).toEqual([0, 1, 2, 3, 3, 3, 4]);
  });
});
