// Per-word match results of the search index (issue 25, ADR 186): which services hold a word and in which
// of their fields. They depend only on the index's contents, so a word's result is kept until the index
// changes; a query's words (and the words its concepts lead to) are mostly the same few hundred, and
// finding a word costs a scan of its candidates' six fields.

/** The services (positions) holding a word, with the fields holding it (bits of a mask), in parallel. */
export interface WordHits {
  readonly positions: Int32Array;
  readonly masks: Uint8Array;
}

/**
 * Least recently used word hits, bounded by the number of positions held in all (each costs five bytes),
 * not by words: a one-character word can hold every service.
 */
export class WordHitsCache {
  readonly #byWord = new Map<string, WordHits>();
  readonly #budget: number;
  #held = 0;

  /** `budget`: the most positions held in all (a word holding more is not kept). */
  constructor(budget: number) {
    this.#budget = budget;
  }

  /** The positions held in all. */
  get held(): number {
    return this.#held;
  }

  /** The number of words held. */
  get size(): number {
    return this.#byWord.size;
  }

  /** The hits of `word`, made the most recently used; undefined when not held. */
  get(word: string): WordHits | undefined {
    const hits = this.#byWord.get(word);
    if (hits) {
      // Map keeps insertion order: re-inserting makes it the newest.
      this.#byWord.delete(word);
      this.#byWord.set(word, hits);
    }
    return hits;
  }

  /** Keeps the hits of `word`, dropping the least recently used words while over the budget. */
  set(word: string, hits: WordHits): void {
    const held = this.#byWord.get(word);
    if (held) {
      this.#byWord.delete(word);
      this.#held -= held.positions.length;
    }
    if (hits.positions.length > this.#budget) return;
    this.#byWord.set(word, hits);
    this.#held += hits.positions.length;
    for (const [oldest, old] of this.#byWord) {
      if (this.#held <= this.#budget) break;
      this.#byWord.delete(oldest);
      this.#held -= old.positions.length;
    }
  }

  /** Forgets every word (the index changed). */
  clear(): void {
    this.#byWord.clear();
    this.#held = 0;
  }
}
