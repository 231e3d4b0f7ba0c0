// A short excerpt of a free text (a review on the home page): white space collapsed, cut on a
// grapheme boundary so that no emoji, combining mark or surrogate pair is split.

const graphemes = new Intl.Segmenter("ja", { granularity: "grapheme" });

/**
 * The text with runs of white space (line breaks included) collapsed to one space and trimmed; when it
 * is longer than `max` graphemes, its first `max - 1` graphemes (trailing space dropped) and "…".
 * An empty or blank text gives "".
 */
export function excerptOf(text: string, max: number): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  // Quick path: a text of at most `max` UTF-16 units has at most `max` graphemes.
  if (flat.length <= max) return flat;
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(flat)) {
    parts.push(segment);
    if (parts.length > max) break;
  }
  if (parts.length <= max) return flat;
  return `${parts
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}
