import { analyseSearchQuery } from "@iryo/domain/search-query";
import { isShortTerm, SMALL_KANA_CLASS, searchTerms, wordEdgesOf } from "@iryo/domain/search-text";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { containsPattern } from "../db/like.js";

/**
 * The WHERE condition "every term of `keyword` occurs in `column`", where `column` (e.g.
 * "s.search_text") holds text folded by `search_fold()` / `foldSearchText()`; undefined when the
 * keyword has no term (then nothing is filtered).
 *
 * Terms of 3 characters or more use `LIKE '%term%'`, which a `gin_trgm_ops` index on the column
 * serves. Terms of 1–2 characters have no trigram: they use `strpos()`, evaluated on the rows the
 * other terms left, or by a scan of the table when every term is short (see
 * docs/decisions/020-ratings-and-search.md). Part C's seminar and content searches use this too.
 */
export function keywordMatch(column: string, keyword: string | undefined): RawBuilder<SqlBool> | undefined {
  return termsMatch(sql.ref(column), keyword);
}

/**
 * "every term of `keyword` occurs in `ref`" for any folded text expression (a column, or
 * `searchFold(...)` of one); undefined when the keyword has no term.
 */
function termsMatch(ref: RawBuilder<unknown> | ReturnType<typeof sql.ref>, keyword: string | undefined) {
  const terms = searchTerms(keyword ?? "");
  if (terms.length === 0) return undefined;
  const parts = terms.map((term) =>
    isShortTerm(term) ? sql<SqlBool>`strpos(${ref}, ${term}) > 0` : sql<SqlBool>`${ref} LIKE ${containsPattern(term)}`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

/** Escapes the characters that mean something in a POSIX regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, (c) => `\\${c}`);
}

/**
 * "the folded `word` occurs in `ref` on its word edges" (ADR 108, 204). A word that begins or ends with a Latin letter or digit
 * must begin or end at a word boundary there, so RIS does not match "Enterprise" while EMR still
 * matches "メディブリッジEMR"; a word that ends with kana must not end inside a syllable (カルテ is not in
 * カルテック; onWordEdges in @iryo/domain/search-text). The edges are a regular expression, kept behind LIKE
 * for the trigram index when the word is long enough. Other words match anywhere (LIKE, or strpos for 1–2
 * characters).
 */
function wordMatch(ref: RawBuilder<unknown> | ReturnType<typeof sql.ref>, word: string): RawBuilder<SqlBool> {
  const { latinStart, latinEnd, kanaEnd } = wordEdgesOf(word);
  const plain = isShortTerm(word)
    ? sql<SqlBool>`strpos(${ref}, ${word}) > 0`
    : sql<SqlBool>`${ref} LIKE ${containsPattern(word)}`;
  if (!latinStart && !latinEnd && !kanaEnd) return plain;
  const after = latinEnd ? "([^a-z0-9]|$)" : kanaEnd ? `([^${SMALL_KANA_CLASS}]|$)` : "";
  const pattern = `${latinStart ? "(^|[^a-z0-9])" : ""}${escapeRegex(word)}${after}`;
  return sql<SqlBool>`(${plain} AND ${ref} ~ ${pattern})`;
}

/** "one of `words` occurs in `ref`"; false for no word. */
export function anyWordMatch(
  ref: RawBuilder<unknown> | ReturnType<typeof sql.ref>,
  words: readonly string[],
): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(
    words.map((w) => wordMatch(ref, w)),
    sql` OR `,
  )})`;
}

/**
 * "the keyword's concepts all occur in `column`" by the service search's query analysis (issue 25 item 5,
 * ADR 159): each non-filler concept (a word as typed, its synonyms, readings and the known word a typo is
 * one edit from) must have one of its words in the folded column, Latin words on word boundaries; filler
 * words (ソフト, 対策) are not needed unless the keyword has nothing else. Undefined for a blank keyword.
 * For the article, seminar and category searches, which keep their own order.
 */
export function conceptsAllMatch(column: string, keyword: string | undefined): RawBuilder<SqlBool> | undefined {
  const concepts = analyseSearchQuery(keyword ?? "");
  if (concepts.length === 0) return undefined;
  const needed = concepts.some((c) => !c.filler) ? concepts.filter((c) => !c.filler) : concepts;
  return sql<SqlBool>`(${sql.join(
    needed.map((c) => anyWordMatch(sql.ref(column), c.words)),
    sql` AND `,
  )})`;
}
