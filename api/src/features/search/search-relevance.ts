// The meaning-based match and ranking of the service search (issue 25, ADR 108), as SQL that runs the same
// on PGlite and PostgreSQL (no extension beyond pg_trgm). The keyword's concepts come from
// @iryo/domain/search-query (synonyms, readings, problem → solution words, filler words).
//
// A service matches when its search text (name, summary, provider, category names) or the name of one of
// its issues (課題) holds a word of any concept: an extra word no longer sinks a query. It ranks by
//   1. how many of the non-filler concepts it answers (services answering the whole query first),
//   2. a score summed over the concepts: the best of name 8 (9 for the word as typed), summary 4, issue 3,
//      provider 1 (for the words a concept leads to: name 5, summary 3, half a point less for each later
//      word), plus 10 when one of its categories is named (a query that names a category ranks that
//      category's services first; 5 when a word it leads to names one); filler words count a tenth,
//   3. then ratings, review counts and recency break ties.

import type { SearchConcept } from "@iryo/domain/search-query";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { anyWordMatch, escapeRegex } from "../../lib/search/keyword-match.js";

const NAME = 8;
/** A name holding the word as typed, not a synonym of it, ranks a little higher. */
const AS_TYPED = 1;
const SUMMARY = 4;
const ISSUE = 3;
const PROVIDER = 1;
const RELATED_NAME = 5;
const RELATED_SUMMARY = 3;
const RELATED_STEP = 0.5;
const CATEGORY = 10;
const FILLER_FACTOR = 0.1;

/** Letters and digits that continue a Latin word (see wordMatch in lib/search/keyword-match.ts). */
const LATIN_EDGE = /[a-z0-9]/;
/** Joins the names of a service's categories and issues; no word holds it. */
const NAME_SEPARATOR = "\n";

/**
 * One POSIX regular expression for "one of `words` occurs", each Latin edge of a word bound to a word
 * boundary as in wordMatch: one compiled expression per group instead of one LIKE per word.
 */
function wordsPattern(words: readonly string[]): string {
  return words
    .map((word) => {
      const chars = [...word];
      const start = LATIN_EDGE.test(chars[0] ?? "") ? "(^|[^a-z0-9])" : "";
      const end = LATIN_EDGE.test(chars[chars.length - 1] ?? "") ? "([^a-z0-9]|$)" : "";
      return `${start}${escapeRegex(word)}${end}`;
    })
    .join("|");
}

/**
 * The folded fields a score reads (ADR 108): name, summary, the provider's name, and the names of its
 * categories and issues joined by a line break; each folded once when written (migration 082).
 */
export function foldedFields() {
  return [
    sql<string>`s.search_name`.as("f_name"),
    sql<string>`s.search_summary`.as("f_summary"),
    sql<string>`coalesce((SELECT string_agg(c.search_name, ${NAME_SEPARATOR}) FROM service_categories sc
      JOIN categories c ON c.id = sc.category_id WHERE sc.service_id = s.id), '')`.as("f_categories"),
    sql<string>`coalesce((SELECT string_agg(i.search_name, ${NAME_SEPARATOR}) FROM service_issues si
      JOIN issues i ON i.id = si.issue_id WHERE si.service_id = s.id), '')`.as("f_issues"),
    sql<string>`coalesce((SELECT p.search_name FROM providers p WHERE p.id = s.provider_id), '')`.as("f_provider"),
  ];
}

type Field = "f_name" | "f_summary" | "f_categories" | "f_issues" | "f_provider";

const when = (field: Field, words: readonly string[], points: number) =>
  sql<number>`CASE WHEN ${sql.ref(`s.${field}`)} ~ ${wordsPattern(words)} THEN ${sql.lit(points)} ELSE 0 END`;

/** The score of one concept for the service `s` of foldedFields (0 when it does not answer it). */
function conceptScore(concept: SearchConcept): RawBuilder<number> {
  const { words, related } = concept;
  const best = [
    when("f_name", [concept.term], NAME + AS_TYPED),
    when("f_name", words, NAME),
    when("f_summary", words, SUMMARY),
    when("f_issues", words, ISSUE),
    when("f_provider", words, PROVIDER),
  ];
  const category = [when("f_categories", words, CATEGORY)];
  related.forEach((group, i) => {
    // The first word a concept leads to is the strongest; each next one counts a little less.
    const less = Math.min(i * RELATED_STEP, RELATED_SUMMARY - 1);
    best.push(when("f_name", group, RELATED_NAME - less), when("f_summary", group, RELATED_SUMMARY - less));
    category.push(when("f_categories", group, RELATED_NAME - less));
  });
  return sql<number>`(GREATEST(${sql.join(best)}) + GREATEST(${sql.join(category)}))`;
}

/**
 * The WHERE condition of a keyword's concepts: the search text holds a word of any concept (or a word
 * one leads to), or one of the service's issues is named by one. Undefined without a concept.
 */
export function conceptsMatch(concepts: readonly SearchConcept[]): RawBuilder<SqlBool> | undefined {
  if (concepts.length === 0) return undefined;
  const words = [...new Set(concepts.flatMap((c) => [...c.words, ...c.related.flat()]))];
  const issueWords = [...new Set(concepts.flatMap((c) => c.words))];
  // A union rather than an OR, so that the text arm can use an index (a BitmapOr of trigram scans, one
  // per LIKE; pg_trgm does not serve the alternation of one regular expression, measured) and the
  // issue arm the link table (ADR 092, ADR 108).
  return sql<SqlBool>`s.id IN (
    SELECT t.id FROM services t WHERE ${anyWordMatch(sql.ref("t.search_text"), words)}
    UNION
    SELECT si.service_id FROM service_issues si JOIN issues i ON i.id = si.issue_id
    WHERE ${anyWordMatch(sql.ref("i.search_name"), issueWords)})`;
}

/** One score column per concept, named k0, k1 …, for the query that collects the matches. */
export function conceptScores(concepts: readonly SearchConcept[]) {
  return concepts.map((c, i) => conceptScore(c).as(`k${i}`));
}

/**
 * Over the columns of conceptScores: how many non-filler concepts the service answers, and its summed
 * score (see the file's comment).
 */
export function conceptsRank(concepts: readonly SearchConcept[]): {
  answered: RawBuilder<number>;
  score: RawBuilder<number>;
} {
  const columns = concepts.map((c, i) => ({ c, ref: sql.ref(`s.k${i}`) }));
  const needed = columns.filter(({ c }) => !c.filler);
  const answered =
    needed.length === 0
      ? sql<number>`0`
      : sql<number>`(${sql.join(
          needed.map(({ ref }) => sql`CASE WHEN ${ref} > 0 THEN 1 ELSE 0 END`),
          sql` + `,
        )})`;
  const score = sql<number>`(${sql.join(
    columns.map(({ c, ref }) => (c.filler ? sql`${ref} * ${sql.lit(FILLER_FACTOR)}` : ref)),
    sql` + `,
  )})`;
  return { answered, score };
}
