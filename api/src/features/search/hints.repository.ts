// The categories to offer when a service search finds nothing (issue 25 item 3, ADR 159): those whose
// folded name holds one of the given words, the ones named by more words first. LIKE / strpos only,
// identical on PGlite and PostgreSQL.

import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { anyWordMatch } from "../../lib/search/keyword-match.js";

const RELATED_CATEGORIES = 5;

export function createHintsRepository(db: Kysely<Database>) {
  return {
    /** Up to 5 categories named by `strong` words (first) or `weak` ones, with their names. */
    async relatedCategories(strong: readonly string[], weak: readonly string[]) {
      if (strong.length === 0 && weak.length === 0) return [];
      const { rows } = await sql<{ id: number; name: string }>`
        SELECT c.id, c.name FROM categories c
        WHERE ${anyWordMatch(sql.ref("c.search_name"), [...strong, ...weak])}
        ORDER BY (${anyWordMatch(sql.ref("c.search_name"), strong)}) DESC, c.sort_order, c.id
        LIMIT ${RELATED_CATEGORIES}`.execute(db);
      return rows;
    },
  };
}

export type HintsRepository = ReturnType<typeof createHintsRepository>;
