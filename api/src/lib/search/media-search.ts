import { searchTerms } from "@iryo/domain/search-text";
import { type Expression, type SqlBool, sql } from "kysely";

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
