// Suggestions as they type (issue 25 item 4, ADR 159): which services, categories and issues (課題) the
// header keyword box offers, from the same query analysis as the search (search-query.ts: synonyms,
// readings, typo correction) plus the completion of the word still being typed. The api fetches a few
// candidates whose folded name holds one of `suggestionWords`, and `rankSuggestions` orders them.

import { analyseSearchQuery, vocabularyCompletions } from "./search-query.js";
import { foldSearchText } from "./search-text.js";

/**
 * In the order shown: a category or an issue named by the keyword is usually what is meant, then
 * services, then seminars and articles (ADR 177).
 */
export const SUGGESTION_KINDS = ["category", "issue", "service", "seminar", "article"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** How many suggestions of each kind at most, and in all. */
const SUGGESTION_LIMITS: Readonly<Record<SuggestionKind, number>> = {
  service: 5,
  category: 3,
  issue: 3,
  seminar: 2,
  article: 2,
};
/** Which kinds give way first when there are more than SUGGESTION_MAX (one of each kind is kept). */
const GIVE_WAY: readonly SuggestionKind[] = ["issue", "category", "article", "seminar", "service"];
export const SUGGESTION_MAX = 8;

export interface SuggestionQuery {
  /** The keyword folded (width, case, katakana → hiragana), white space runs as one space. */
  readonly typed: string;
  /** The last piece, still being typed: a name may start with it (a Latin word need not be complete). */
  readonly last: string;
  /** Folded words of which a name must hold one: the analysed words and the completions of `last`. */
  readonly words: readonly string[];
}

/** What the api needs to find candidates; undefined for a blank keyword. */
export function suggestionQuery(keyword: string): SuggestionQuery | undefined {
  const typed = foldSearchText(keyword);
  if (typed === "") return undefined;
  const pieces = typed.split(" ");
  const last = pieces.at(-1) ?? typed;
  // The last piece may be a word half typed: its completions replace its analysis (でんしか is not
  // でん + しか), unless the vocabulary has none.
  const completions = vocabularyCompletions(last);
  const analysed = completions.length > 0 ? pieces.slice(0, -1).join(" ") : typed;
  const words = new Set<string>();
  for (const concept of analyseSearchQuery(analysed)) {
    if (!concept.filler) for (const word of concept.words) words.add(word);
  }
  for (const word of completions) words.add(word);
  return { typed, last, words: [...words] };
}

export interface SuggestionCandidate {
  readonly kind: SuggestionKind;
  readonly id: number;
  readonly name: string;
  /** The folded name (search_name). */
  readonly folded: string;
  /** A service's folded category names joined by line breaks ("" for the others). */
  readonly categories?: string;
}

export interface Suggestion {
  readonly kind: SuggestionKind;
  readonly id: number;
  readonly name: string;
}

/**
 * How well a candidate's folded name answers the keyword: a name starting with the keyword as typed
 * first, then a name that is one of the query's words (電子カルテ for でんしかるて), one holding the keyword,
 * one holding the last piece; a service of a category named by a word next; plus the number of the
 * query's words it holds. 0 when it holds nothing.
 */
export function suggestionScore(query: SuggestionQuery, folded: string, categories = ""): number {
  const compact = query.typed.replaceAll(" ", "");
  const holds = query.words.filter((word) => folded.includes(word));
  let score = holds.length;
  if (folded.startsWith(query.typed) || folded.startsWith(compact)) score += 100;
  else if (holds.includes(folded)) score += 90;
  else if (folded.includes(query.typed) || folded.includes(compact)) score += 50;
  else if (folded.includes(query.last)) score += 20;
  // A service of a category the keyword names ranks above one that only holds a word (かるて is in
  // カルテック セルフ精算機, a self-checkout machine).
  if (query.words.some((word) => categories.includes(word))) score += 30;
  return score;
}

/**
 * The suggestions among `candidates`: each kind's best (score, then the shorter name, then id) up to its
 * limit, in the order category, issue, service, seminar, article, at most SUGGESTION_MAX in all (issues
 * give way first, then categories, articles, seminars and services, keeping one of each kind that has any).
 */
export function rankSuggestions(query: SuggestionQuery, candidates: readonly SuggestionCandidate[]): Suggestion[] {
  const scored = candidates
    .map((c) => ({ c, score: suggestionScore(query, c.folded, c.categories) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || [...a.c.name].length - [...b.c.name].length || a.c.id - b.c.id);
  const seen = new Set<string>();
  const picked = new Map<SuggestionKind, Suggestion[]>(SUGGESTION_KINDS.map((k) => [k, []]));
  for (const { c } of scored) {
    const list = picked.get(c.kind) as Suggestion[];
    const key = `${c.kind}:${c.id}`;
    if (list.length >= SUGGESTION_LIMITS[c.kind] || seen.has(key)) continue;
    seen.add(key);
    list.push({ kind: c.kind, id: c.id, name: c.name });
  }
  const all = SUGGESTION_KINDS.flatMap((k) => picked.get(k) as Suggestion[]);
  let excess = all.length - SUGGESTION_MAX;
  for (const kind of GIVE_WAY) {
    const list = picked.get(kind) as Suggestion[];
    while (excess > 0 && list.length > 1) {
      list.pop();
      excess -= 1;
    }
  }
  return SUGGESTION_KINDS.flatMap((k) => picked.get(k) as Suggestion[]);
}

const HAS_KANJI_OR_KATAKANA = /[\p{Script=Han}\u30a0-\u30ff]/u;

/**
 * The two-character pieces of a keyword that may name a neighbouring category when nothing matches
 * (給与計算 → 給与, 与計, 計算): folded, from pieces holding a kanji or katakana, without duplicates.
 */
export function keywordBigrams(keyword: string): string[] {
  const out = new Set<string>();
  for (const piece of keyword.normalize("NFKC").split(/\s+/u)) {
    if (!HAS_KANJI_OR_KATAKANA.test(piece)) continue;
    const chars = [...foldSearchText(piece)];
    for (let i = 0; i + 1 < chars.length; i += 1) out.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...out];
}
