import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * How many rows of `table` match every condition of `where`: a column equals the number, or is null
 * where the value is null.
 */
export async function countRows(
  exec: Kysely<Database>,
  table: keyof Database & string,
  where: Readonly<Record<string, number | null>>,
): Promise<number> {
  const conditions = Object.entries(where).map(([column, value]) =>
    value === null ? sql`${sql.ref(column)} is null` : sql`${sql.ref(column)} = ${value}`,
  );
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
    where ${sql.join(conditions, sql` and `)}`.execute(exec);
  return rows[0]?.n ?? 0;
}
