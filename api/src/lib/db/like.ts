// The one place that turns user text into a LIKE pattern.

/** Escapes LIKE's wildcards `%` and `_` and the escape character itself (PostgreSQL's default, the backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE pattern "contains `text`", its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
