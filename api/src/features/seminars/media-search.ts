import { foldSearchText, searchTerms } from "@iryo/domain/search-text";
import { type Expression, type SqlBool, sql } from "kysely";

/** The folded text a seminar or article is searched by: title, organiser/author, body text and tags. */
export function mediaSearchText(title: string, who: string, html: string, tags: readonly string[]): string {
  const text = html.replace(/<[^>]*>/g, " ");
  return foldSearchText([title, who, text, ...tags].join(" "));
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every term of the keyword must occur in the folded search column (AND). The tables are small
 * (hundreds of rows), so a sequential LIKE is enough here; services use the trigram index.
 */
export function keywordMatches(column: string, keyword: string): Expression<SqlBool> | undefined {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return undefined;
  return sql<SqlBool>`(${sql.join(
    terms.map((t) => sql`${sql.ref(column)} LIKE ${likePattern(t)} ESCAPE '\\'`),
    sql` AND `,
  )})`;
}
