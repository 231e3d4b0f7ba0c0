import { describe, expect, it } from "vitest";
import { type WordHits, WordHitsCache } from "./word-hits-cache.js";

const hits = (...positions: number[]): WordHits => ({
  positions: Int32Array.from(positions),
  masks: Uint8Array.from(positions.map(() => 1)),
});

describe("WordHitsCache", () => {
  it("returns what was kept for a word, and nothing for another", () => {
    const cache = new WordHitsCache(10);
    const kept = hits(3, 7);
    cache.set("かるて", kept);
    expect(cache.get("かるて")).toBe(kept);
    expect(cache.get("予約")).toBeUndefined();
    expect(cache.held).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("drops the least recently used words when over its budget of positions", () => {
    const cache = new WordHitsCache(5);
    cache.set("a", hits(1, 2));
    cache.set("b", hits(3, 4));
    cache.get("a"); // b is now the least recently used
    cache.set("c", hits(5, 6));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.positions).toEqual(Int32Array.from([1, 2]));
    expect(cache.get("c")?.positions).toEqual(Int32Array.from([5, 6]));
    expect(cache.held).toBe(4);
  });

  it("does not keep a word holding more positions than the budget", () => {
    const cache = new WordHitsCache(2);
    cache.set("a", hits(1));
    cache.set("医", hits(1, 2, 3));
    expect(cache.get("医")).toBeUndefined();
    expect(cache.get("a")?.positions).toEqual(Int32Array.from([1]));
    expect(cache.held).toBe(1);
  });

  it("replaces a word's hits and counts only the new ones", () => {
    const cache = new WordHitsCache(10);
    cache.set("a", hits(1, 2, 3));
    cache.set("a", hits(4));
    expect(cache.get("a")?.positions).toEqual(Int32Array.from([4]));
    expect(cache.held).toBe(1);
  });

  it("forgets everything when cleared", () => {
    const cache = new WordHitsCache(10);
    cache.set("a", hits(1));
    cache.set("b", hits(2));
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.held).toBe(0);
  });
});
