import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";

/** A column's value in a condition: equal to the value, or null where the value is null. */
type Match = Readonly<Record<string, number | string | null>>;

function conditions(where: Match): RawBuilder<unknown> {
  const each = Object.entries(where).map(([column, value]) =>
    value === null ? sql`${sql.ref(column)} is null` : sql`${sql.ref(column)} = ${value}`,
  );
  return sql.join(each, sql` and `);
}

/** How many rows of `table` match every condition of `where`. */
export async function countRows(exec: Kysely<Database>, table: keyof Database & string, where: Match): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
    where ${conditions(where)}`.execute(exec);
  return rows[0]?.n ?? 0;
}

/**
 * Stamps the time column `column` with `at` on the rows of `table` that match `where` and are not stamped yet
 * (a token used or revoked, a notification read, a file purged); the number of rows it stamped.
 */
export async function stampOnce(
  exec: Kysely<Database>,
  table: keyof Database & string,
  column: string,
  at: Date,
  where: Match,
): Promise<number> {
  const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${at}
    where ${conditions({ ...where, [column]: null })}`.execute(exec);
  return Number(result.numAffectedRows ?? 0n);
}
