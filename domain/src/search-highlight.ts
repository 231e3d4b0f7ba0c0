// Which parts of a result's name or summary to mark as matching the keyword (issue 25 item 3, ADR 159):
// the analysed words of the keyword (highlightWords in search-query.ts: the words as typed, their synonyms
// and readings), found in the folded text and mapped back to the text as shown. The web wraps the ranges
// in <mark> elements; no HTML is built from text.

import { foldSearchText, onWordEdges, wordEdgesOf } from "./search-text.js";

/** [start, end) in UTF-16 code units of the text as shown. */
export type HighlightRange = readonly [start: number, end: number];

/** The folded text and, per folded code unit, where its character starts and ends in `text`. */
function foldWithOrigins(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const ch of text) {
    // One character at a time, so each folded unit knows its origin; white space folds to one space.
    const piece = /\s/u.test(ch) ? " " : foldSearchText(ch);
    for (let i = 0; i < piece.length; i += 1) {
      starts.push(at);
      ends.push(at + ch.length);
    }
    folded += piece;
    at += ch.length;
  }
  return { folded, starts, ends };
}

/**
 * The ranges of `text` that hold one of `words` (folded, from highlightWords), sorted and merged. A word
 * counts only on its word edges (onWordEdges: RIS not in Enterprise, カルテ not in カルテック).
 */
export function highlightRanges(text: string, words: readonly string[]): HighlightRange[] {
  if (words.length === 0 || text === "") return [];
  const { folded, starts, ends } = foldWithOrigins(text);
  const found: [number, number][] = [];
  for (const word of words) {
    if (word === "") continue;
    const edges = wordEdgesOf(word);
    let from = folded.indexOf(word);
    while (from >= 0) {
      const to = from + word.length;
      if (onWordEdges(folded, from, to, edges)) found.push([starts[from] as number, ends[to - 1] as number]);
      from = folded.indexOf(word, from + 1);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
