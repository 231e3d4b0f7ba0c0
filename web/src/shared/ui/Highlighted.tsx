import { type HighlightRange, highlightRanges } from "@iryo/domain/search-highlight";
import type { ReactNode } from "react";

/**
 * `text` with the parts that hold one of `words` (folded, from highlightWords) in <mark> elements
 * (issue 25 item 3, ADR 159): React elements around slices of the text, never HTML built from it.
 */
export function Highlighted({ text, words }: { readonly text: string; readonly words: readonly string[] }) {
  const ranges: HighlightRange[] = highlightRanges(text, words);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
