import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";

type Table = keyof Database & string;
/** A column of `T` (checked against the database schema, as kysely's builder checks it). */
type Column<T extends Table> = keyof Database[T] & string;
/** Conditions on columns of `T`: equal to the value, or null where the value is null. */
type Match<T extends Table> = Readonly<Partial<Record<Column<T>, number | string | null>>>;

function conditions(where: Readonly<Record<string, number | string | null | undefined>>): RawBuilder<unknown> {
  const given = Object.entries(where).filter(
    (entry): entry is [string, number | string | null] => entry[1] !== undefined,
  );
  const each = given.map(([column, value]) =>
    value === null ? sql`${sql.ref(column)} is null` : sql`${sql.ref(column)} = ${value}`,
  );
  return sql.join(each, sql` and `);
}

/** How many rows of `table` match every condition of `where`. */
export async function countRows<T extends Table>(exec: Kysely<Database>, table: T, where: Match<T>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
    where ${conditions(where)}`.execute(exec);
  return rows[0]?.n ?? 0;
}

/**
 * Stamps the time column `column` with `at` on the rows of `table` that match `where` and are not stamped yet
 * (a token used or revoked, a notification read, a file purged); the number of rows it stamped.
 */
export async function stampOnce<T extends Table>(
  exec: Kysely<Database>,
  table: T,
  column: Column<T>,
  at: Date,
  where: Match<T>,
): Promise<number> {
  const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${at}
    where ${conditions({ ...where, [column]: null })}`.execute(exec);
  return Number(result.numAffectedRows ?? 0n);
}
