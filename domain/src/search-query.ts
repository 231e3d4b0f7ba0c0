// What a search keyword asks for (issue 25, ADR 108): the keyword is folded (search-text.ts), split at
// white space, and each piece is cut into the vocabulary's words (longest first) and, for what the
// vocabulary does not know, into words by Intl.Segmenter ('ja', word granularity, built into Node and the
// browsers). Each word becomes a concept: the words that find the same thing (synonyms, readings, a
// one-letter typo of a known word), the words it leads to (problem → solution), and whether it is filler.

import { foldSearchText, onWordEdges, wordEdgesOf } from "./search-text.js";
import { SEARCH_FILLER_WORDS, SEARCH_READINGS, SEARCH_RELATED, SEARCH_SYNONYMS } from "./search-vocabulary.js";

export interface SearchConcept {
  /** The word as typed, folded. */
  readonly term: string;
  /** Folded words that find what the term finds, the term first. */
  readonly words: readonly string[];
  /**
   * Folded words the term leads to (what solves the problem it names), weaker than `words`: one group per
   * word it leads to (that word and its synonyms), strongest first.
   */
  readonly related: readonly (readonly string[])[];
  /** A filler word ("ソフト", "対策"): it only breaks ties and is not needed for a match. */
  readonly filler: boolean;
}

interface Entry {
  readonly same: Set<string>;
  /** Groups by the folded word led to, in the order of the data. */
  readonly related: Map<string, Set<string>>;
  filler: boolean;
}

/** Known words shorter than this are not corrected for typos. */
const TYPO_MIN_LENGTH = 4;
/** Single hiragana that are particles between words (医師の働き方改革), not words. */
const PARTICLES = new Set(["の", "を", "に", "が", "は", "と", "で", "や", "へ", "も"]);

let vocabulary: Map<string, Entry> | undefined;

function entryOf(map: Map<string, Entry>, word: string): Entry {
  const key = foldSearchText(word);
  let entry = map.get(key);
  if (!entry) {
    entry = { same: new Set([key]), related: new Map(), filler: false };
    map.set(key, entry);
  }
  return entry;
}

/** The vocabulary by folded word, built once. */
function loadVocabulary(): Map<string, Entry> {
  if (vocabulary) return vocabulary;
  const map = new Map<string, Entry>();
  const groups = SEARCH_SYNONYMS.map((group) => group.map(foldSearchText));
  for (const group of groups) {
    for (const word of group) {
      // One look-up per word, not one per pair: folding is most of the build's time (ADR 202).
      const same = entryOf(map, word).same;
      for (const other of group) same.add(other);
    }
  }
  const sameAs = (word: string) => map.get(foldSearchText(word))?.same ?? new Set([foldSearchText(word)]);
  for (const [word, reading] of SEARCH_READINGS) {
    const readingEntry = entryOf(map, reading);
    for (const w of sameAs(word)) readingEntry.same.add(w);
    entryOf(map, word).same.add(foldSearchText(reading));
  }
  // What a word leads to, every word that means the same leads to too (デイサービス as 介護施設).
  for (const { words, leadsTo, ownSense } of SEARCH_RELATED) {
    const targets = leadsTo.map((target) => [foldSearchText(target), sameAs(target)] as const);
    for (const word of words) {
      for (const same of ownSense ? [foldSearchText(word)] : [...sameAs(word)]) {
        const related = entryOf(map, same).related;
        for (const [key, group] of targets) if (!related.has(key)) related.set(key, group);
      }
    }
  }
  for (const word of SEARCH_FILLER_WORDS) {
    const entry = entryOf(map, word);
    entry.filler = entry.same.size === 1;
  }
  vocabulary = map;
  return map;
}

/** Whether two strings are at most one edit (insert, delete, replace) apart. */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  const rest = (from: string[], skip: number) => from.slice(i + skip).join("");
  return (
    rest(x, 1) === rest(y, 1) || // replace (or both at the end)
    rest(x, 1) === rest(y, 0) || // delete from a
    rest(x, 0) === rest(y, 1) // insert into a
  );
}

/** The known word one edit from `term` (the first in vocabulary order), for terms long enough. */
function typoOf(map: Map<string, Entry>, term: string): Entry | undefined {
  if ([...term].length < TYPO_MIN_LENGTH) return undefined;
  for (const [word, entry] of map) {
    if ([...word].length >= TYPO_MIN_LENGTH && withinOneEdit(term, word)) return entry;
  }
  return undefined;
}

const HAS_KANJI = /\p{Script=Han}/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
/** Hiragana-only segments this short are particles and endings (の, を, した), not words. */
const ENDING_MAX_LENGTH = 2;

/**
 * The words of a piece of text that the vocabulary does not know. Text without kanji (an unknown kana or
 * Latin word) is kept whole, unless it is only a particle. Text with kanji is cut by Intl.Segmenter:
 * short hiragana segments (particles, verb endings) are dropped and a one-kanji segment is joined to
 * the word before it, since the segmenter cuts suffixes off (看護|師, 外国|人).
 */
export function segmentWords(text: string): string[] {
  if (!HAS_KANJI.test(text)) return PARTICLES.has(text) ? [] : [text];
  const segmenter = new Intl.Segmenter("ja", { granularity: "word" });
  const words: string[] = [];
  let joinable = false;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const length = [...segment].length;
    const ending = HIRAGANA_ONLY.test(segment) && length <= ENDING_MAX_LENGTH;
    if (!isWordLike || ending) {
      joinable = false;
    } else if (length === 1 && joinable) {
      words[words.length - 1] += segment;
    } else {
      words.push(segment);
      joinable = true;
    }
  }
  return words;
}

/** Whether chars[from, to) stands on word edges in the piece (onWordEdges: "ris" is not inside "enterprise"). */
function standsAlone(chars: readonly string[], from: number, to: number): boolean {
  const before = chars[from - 1] ?? "";
  const word = chars.slice(from, to).join("");
  const text = before + word + (chars[to] ?? "");
  return onWordEdges(text, before.length, before.length + word.length, wordEdgesOf(word));
}

/** Cuts one folded piece (no white space) into known words, longest first, and the unknown runs between. */
function cutPiece(map: Map<string, Entry>, piece: string, longest: number): string[] {
  const chars = [...piece];
  const out: string[] = [];
  let unknown = "";
  const flush = () => {
    if (unknown !== "") out.push(...segmentWords(unknown));
    unknown = "";
  };
  let i = 0;
  while (i < chars.length) {
    let found = 0;
    for (let n = Math.min(longest, chars.length - i); n >= 2 && found === 0; n -= 1) {
      if (map.has(chars.slice(i, i + n).join("")) && standsAlone(chars, i, i + n)) found = n;
    }
    if (found === 0) {
      unknown += chars[i];
      i += 1;
    } else {
      flush();
      out.push(chars.slice(i, i + found).join(""));
      i += found;
    }
  }
  flush();
  return out;
}

/** The concepts of a keyword, in the order typed, without duplicates; [] for a blank keyword. */
export function analyseSearchQuery(keyword: string): SearchConcept[] {
  const map = loadVocabulary();
  const longest = Math.max(...[...map.keys()].map((k) => [...k].length));
  const folded = foldSearchText(keyword);
  const pieces = folded === "" ? [] : folded.split(" ");
  const concepts: SearchConcept[] = [];
  const seen = new Set<string>();
  for (const piece of pieces) {
    // A piece the vocabulary knows whole (or up to a typo) stays whole; otherwise it is cut into words.
    const whole = map.has(piece) || [...piece].length <= 2 || typoOf(map, piece) !== undefined;
    const terms = whole ? [piece] : cutPiece(map, piece, longest);
    for (const term of terms) {
      const entry = map.get(term) ?? typoOf(map, term);
      const words = [term, ...[...(entry?.same ?? [])].filter((w) => w !== term)];
      const related = [...(entry?.related.values() ?? [])]
        .map((group) => [...group].filter((w) => !words.includes(w)))
        .filter((group) => group.length > 0);
      const key = [...words].sort().join("\u0000");
      if (seen.has(key)) continue;
      seen.add(key);
      concepts.push({ term, words, related, filler: map.get(term)?.filler ?? false });
    }
  }
  return concepts;
}

/** Shortest beginning of a word that is completed from the vocabulary (suggestions as they type). */
const COMPLETION_MIN_LENGTH = 2;

/**
 * The folded words that find what the vocabulary's words beginning with `prefix` find (でんしか → でんしかるて,
 * 電子かるて …), for a word still being typed; [] below two characters. Words that only start with a
 * Latin prefix inside a longer Latin word do not count: the prefix is the beginning of a word.
 */
export function vocabularyCompletions(prefix: string): string[] {
  const folded = foldSearchText(prefix);
  if ([...folded].length < COMPLETION_MIN_LENGTH) return [];
  const out = new Set<string>();
  for (const [word, entry] of loadVocabulary()) {
    if (word.startsWith(folded)) for (const same of entry.same) out.add(same);
  }
  return [...out];
}

/** Edits a word may be away from a known word for "もしかして": 1 up to 5 characters, 2 from 6. */
function allowedEdits(length: number): number {
  return length >= 6 ? 2 : 1;
}

/** The Levenshtein distance of two strings (code points), or `limit + 1` once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[y.length] as number;
}

let spellings: Map<string, string> | undefined;

/** The vocabulary's own spelling of each folded word (電子かるて → 電子カルテ), the first one seen. */
function spellingOf(folded: string): string {
  if (!spellings) {
    const map = new Map<string, string>();
    const add = (word: string) => {
      const key = foldSearchText(word);
      if (!map.has(key)) map.set(key, word);
    };
    for (const group of SEARCH_SYNONYMS) group.forEach(add);
    for (const [word, reading] of SEARCH_READINGS) {
      add(word);
      // A reading is spelled as its word (でんしかるで → 電子カルテ, not でんしかるて).
      if (!map.has(foldSearchText(reading))) map.set(foldSearchText(reading), word);
    }
    for (const { words, leadsTo } of SEARCH_RELATED) {
      words.forEach(add);
      leadsTo.forEach(add);
    }
    spellings = map;
  }
  return spellings.get(folded) ?? folded;
}

/**
 * "もしかして" (issue 25 item 3): the keyword with each piece the vocabulary does not know replaced by the
 * nearest known word (at most one edit up to five characters, two from six; the first in vocabulary
 * order on a tie), spelled as the vocabulary spells it; undefined when no piece changes. Pieces of one or
 * two characters and Latin words are left as typed (too many neighbours to guess from).
 */
export function correctedKeyword(keyword: string): string | undefined {
  const map = loadVocabulary();
  const folded = foldSearchText(keyword);
  if (folded === "") return undefined;
  let changed = false;
  const pieces = folded.split(" ").map((piece) => {
    const length = [...piece].length;
    if (map.has(piece) || length < TYPO_MIN_LENGTH - 1 || /^[a-z0-9 ._-]+$/.test(piece)) return piece;
    const limit = allowedEdits(length);
    let best: { word: string; distance: number } | undefined;
    for (const word of map.keys()) {
      if ([...word].length < TYPO_MIN_LENGTH - 1) continue;
      const distance = editDistance(piece, word, limit);
      if (distance <= limit && (best === undefined || distance < best.distance)) best = { word, distance };
    }
    if (!best) return piece;
    changed = true;
    return spellingOf(best.word);
  });
  return changed ? pieces.join(" ") : undefined;
}

/**
 * Builds the search vocabulary now rather than on its first use (a browser does it in a task of its own,
 * before the search page's first render highlights the results; ADR 202).
 */
export function prepareSearchVocabulary(): void {
  loadVocabulary();
}

/**
 * The words of `keyword` to mark in results (search-highlight.ts): non-filler concepts' words, longest
 * first (so 電子カルテ wins over カルテ). Here, not beside highlightRanges, so that a card that marks words
 * does not bring the vocabulary (ADR 188).
 */
export function highlightWords(keyword: string): string[] {
  const words = new Set<string>();
  for (const concept of analyseSearchQuery(keyword)) {
    if (!concept.filler) for (const word of concept.words) words.add(word);
  }
  return [...words].sort((a, b) => b.length - a.length);
}
