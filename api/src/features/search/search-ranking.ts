// The meaning-based match and ranking of the service search (issue 25, ADR 108), computed over the
// in-memory index (search-index.ts, ADR 177) instead of SQL, so PGlite and PostgreSQL rank with the same
// code. The keyword's concepts come from @iryo/domain/search-query (synonyms, readings, problem →
// solution words, filler words).
//
// A service matches when its search text (name, summary, provider, category names) holds a word of any
// concept or a word a concept leads to, or one of its issues (課題) is named by a concept's word: an extra
// word no longer sinks a query. It ranks by
//   1. how many of the non-filler concepts it answers (services answering the whole query first),
//   2. a score summed over the concepts: the best of name 8 (9 for the word as typed), summary 4, issue 3,
//      provider 1 (for the words a concept leads to: name 5, summary 3, half a point less for each later
//      word, at most 2 less), plus 10 when one of its categories is named (5 when a word it leads to names
//      one, with the same steps); filler words count a tenth,
//   3. then ratings, review counts, recency and the id break ties (the repository, with the ratings).
// Points are kept in hundredths, as integers, so that equal sums are equal (0.1 × 4.5 in floating point
// is not exact).

import type { SearchConcept } from "@iryo/domain/search-query";
import { onWordEdges, type WordEdges, wordEdgesOf } from "@iryo/domain/search-text";
import { candidatesOf, type IndexedService, type SearchIndex } from "./search-index.js";
import type { WordHits } from "./word-hits-cache.js";

const NAME = 800;
/** A name holding the word as typed, not a synonym of it, ranks a little higher. */
const AS_TYPED = 100;
const SUMMARY = 400;
const ISSUE = 300;
const PROVIDER = 100;
const RELATED_NAME = 500;
const RELATED_SUMMARY = 300;
const RELATED_STEP = 50;
const CATEGORY = 1000;
/** Filler words count a tenth (points are multiples of 50, so a tenth stays whole). */
const FILLER_DIVISOR = 10;

/** Which fields hold a word: bits of a mask. */
const TEXT = 1;
const NAME_FIELD = 2;
const SUMMARY_FIELD = 4;
const CATEGORIES_FIELD = 8;
const ISSUES_FIELD = 16;
const PROVIDER_FIELD = 32;

/** A folded word to find, with which of its edges must be word edges (worked out once per word). */
interface Needle {
  readonly word: string;
  readonly edges: WordEdges;
  /** Neither edge has a rule: any occurrence counts. */
  readonly anywhere: boolean;
}

function needleOf(word: string): Needle {
  const edges = wordEdgesOf(word);
  return { word, edges, anywhere: !edges.latinStart && !edges.latinEnd && !edges.kanaEnd };
}

/**
 * Whether the folded `text` holds the folded word on its word edges (onWordEdges: RIS is not in
 * "enterprise", かるて is not in かるてっく, EMR is in "めでぃぶりっじemr"), as wordMatch does in SQL
 * (lib/search/keyword-match.ts).
 */
function holdsWord(text: string, { word, edges, anywhere }: Needle): boolean {
  if (word === "") return false;
  let from = text.indexOf(word);
  if (anywhere) return from >= 0;
  while (from >= 0) {
    if (onWordEdges(text, from, from + word.length, edges)) return true;
    from = text.indexOf(word, from + 1);
  }
  return false;
}

function fieldMask(s: IndexedService, word: Needle): number {
  let mask = 0;
  if (holdsWord(s.text, word)) mask |= TEXT;
  if (holdsWord(s.name, word)) mask |= NAME_FIELD;
  if (holdsWord(s.summary, word)) mask |= SUMMARY_FIELD;
  if (holdsWord(s.categories, word)) mask |= CATEGORIES_FIELD;
  if (holdsWord(s.issues, word)) mask |= ISSUES_FIELD;
  if (holdsWord(s.provider, word)) mask |= PROVIDER_FIELD;
  return mask;
}

/** The services holding `word` and in which fields, from the index's cache or found and kept there. */
function hitsOf(index: SearchIndex, word: string): WordHits {
  const held = index.wordHits.get(word);
  if (held) return held;
  const needle = needleOf(word);
  const candidates = candidatesOf(index, word);
  const positions: number[] = [];
  const masks: number[] = [];
  for (let i = 0; i < candidates.length; i += 1) {
    const position = candidates[i] as number;
    const service = index.at(position);
    const mask = service ? fieldMask(service, needle) : 0;
    if (mask !== 0) {
      positions.push(position);
      masks.push(mask);
    }
  }
  const hits = { positions: Int32Array.from(positions), masks: Uint8Array.from(masks) };
  index.wordHits.set(word, hits);
  return hits;
}

/** A service that answers the keyword, with its rank before the tie-breakers. */
export interface RankedService {
  readonly service: IndexedService;
  /** Non-filler concepts answered. */
  readonly answered: number;
  /** The summed score in hundredths of a point. */
  readonly score: number;
}

interface Slot {
  readonly words: readonly string[];
  readonly field: number;
  readonly points: number;
  /** Category points add to the best of the others. */
  readonly category: boolean;
}

function slotsOf(concept: SearchConcept): Slot[] {
  const { words, related } = concept;
  const slots: Slot[] = [
    { words: [concept.term], field: NAME_FIELD, points: NAME + AS_TYPED, category: false },
    { words, field: NAME_FIELD, points: NAME, category: false },
    { words, field: SUMMARY_FIELD, points: SUMMARY, category: false },
    { words, field: ISSUES_FIELD, points: ISSUE, category: false },
    { words, field: PROVIDER_FIELD, points: PROVIDER, category: false },
    { words, field: CATEGORIES_FIELD, points: CATEGORY, category: true },
  ];
  related.forEach((group, i) => {
    // The first word a concept leads to is the strongest; each next one counts a little less.
    const less = Math.min(i * RELATED_STEP, RELATED_SUMMARY - 100);
    slots.push(
      { words: group, field: NAME_FIELD, points: RELATED_NAME - less, category: false },
      { words: group, field: SUMMARY_FIELD, points: RELATED_SUMMARY - less, category: false },
      { words: group, field: CATEGORIES_FIELD, points: RELATED_NAME - less, category: true },
    );
  });
  return slots;
}

/**
 * The listed services (live provider, inside their listing period on `today` when given, every facet of
 * `facets`) that answer `concepts`, each with the number of concepts it answers and its score, in no
 * particular order.
 */
export function rankServices(
  index: SearchIndex,
  concepts: readonly SearchConcept[],
  facets: readonly number[] = [],
  today?: string,
): RankedService[] {
  const n = index.size;
  // The match: the text holds any word (or a word led to), or an issue is named by a concept's word.
  const matched = new Uint8Array(n);
  const mark = (word: string, fields: number) => {
    const { positions, masks } = hitsOf(index, word);
    for (let i = 0; i < positions.length; i += 1)
      if ((masks[i] as number) & fields) matched[positions[i] as number] = 1;
  };
  for (const concept of concepts) {
    for (const word of concept.words) mark(word, TEXT | ISSUES_FIELD);
    for (const group of concept.related) for (const word of group) mark(word, TEXT);
  }
  const listed: number[] = [];
  for (let position = 0; position < n; position += 1) {
    const service = index.at(position);
    if (!matched[position] || !service) continue;
    if (service.live && listedOn(service, today) && facets.every((f) => service.facets.includes(f)))
      listed.push(position);
  }
  const answered = new Int32Array(n);
  const score = new Int32Array(n);
  const best = new Int32Array(n);
  const category = new Int32Array(n);
  for (const concept of concepts) {
    best.fill(0);
    category.fill(0);
    for (const slot of slotsOf(concept)) {
      const target = slot.category ? category : best;
      for (const word of slot.words) {
        const { positions, masks } = hitsOf(index, word);
        for (let i = 0; i < positions.length; i += 1) {
          const position = positions[i] as number;
          if ((masks[i] as number) & slot.field && (target[position] as number) < slot.points) {
            target[position] = slot.points;
          }
        }
      }
    }
    for (const position of listed) {
      const points = (best[position] as number) + (category[position] as number);
      if (points === 0) continue;
      if (!concept.filler) answered[position] = (answered[position] as number) + 1;
      score[position] = (score[position] as number) + (concept.filler ? points / FILLER_DIVISOR : points);
    }
  }
  return listed.flatMap((position) => {
    const service = index.at(position);
    return service ? [{ service, answered: answered[position] as number, score: score[position] as number }] : [];
  });
}

/** Whether the service is inside its listing period on `today` (ADR 175; "YYYY-MM-DD" compares as text). */
function listedOn(service: IndexedService, today: string | undefined): boolean {
  if (today === undefined) return true;
  return (
    (service.startsOn === null || service.startsOn <= today) && (service.endsOn === null || service.endsOn >= today)
  );
}

/**
 * The rank before the tie-breakers as one number: answered concepts, then score, larger is better
 * (scores stay below 2^26 hundredths).
 */
function rankKey(r: RankedService): number {
  return r.answered * 2 ** 26 + r.score;
}

/** Positions within one keyword's matches: below 2^20, so rank key × 2^20 + position stays exact (< 2^53). */
const POSITION_BITS = 2 ** 20;

/** The matches of a keyword best first (by rank key; ties in no particular order), with their rank keys. */
export interface RankOrder {
  readonly services: readonly IndexedService[];
  /** Each service's rank key (answered × 2^26 + score), not rising. */
  readonly keys: Float64Array;
}

/**
 * `ranked` in rank order, best first (ADR 200): one numeric sort of (rank key, position) packed into one
 * float, no comparator. Made once per keyword and index version, then every page is a slice of it.
 */
export function rankOrder(ranked: readonly RankedService[]): RankOrder {
  const total = ranked.length;
  if (total >= POSITION_BITS) throw new RangeError(`too many matches to order: ${total}`);
  const packed = new Float64Array(total);
  for (let i = 0; i < total; i += 1) packed[i] = rankKey(ranked[i] as RankedService) * POSITION_BITS + i;
  packed.sort();
  const services: IndexedService[] = new Array(total);
  const keys = new Float64Array(total);
  for (let i = 0; i < total; i += 1) {
    const value = packed[total - 1 - i] as number;
    const position = value % POSITION_BITS;
    services[i] = (ranked[position] as RankedService).service;
    keys[i] = (value - position) / POSITION_BITS;
  }
  return { services, keys };
}

/** The services a page's order depends on: see pageWindow. */
export interface PageWindow {
  /** How many services rank above the window. */
  readonly from: number;
  /** The services ranked like the page's first or last, or between them, best first (ties in no particular order). */
  readonly window: readonly IndexedService[];
  /** Each window service's rank group: 0 for the best rank in the window, one more at each lower rank. */
  readonly groups: readonly number[];
}

/**
 * The services a page of `limit` from `offset` needs: those ranked like the page's first or last or
 * between them (only their tie-breakers decide the page), and how many rank above them (`from`). Empty
 * past the end.
 */
export function pageWindow(order: RankOrder, offset: number, limit: number): PageWindow {
  const { services, keys } = order;
  const total = keys.length;
  const end = Math.min(offset + limit, total);
  if (offset >= end) return { from: offset, window: [], groups: [] };
  const high = keys[offset] as number;
  const low = keys[end - 1] as number;
  let from = offset;
  while (from > 0 && keys[from - 1] === high) from -= 1;
  let to = end;
  while (to < total && keys[to] === low) to += 1;
  const groups: number[] = [];
  let group = 0;
  for (let i = from; i < to; i += 1) {
    if (i > from && keys[i] !== keys[i - 1]) group += 1;
    groups.push(group);
  }
  return { from, window: services.slice(from, to), groups };
}
