import { type DateKey, tokyoDateKey } from "@iryo/domain/tokyo-date";
import { type SqlBool, sql } from "kysely";

/** Today's Tokyo date ("YYYY-MM-DD"), asked once per read: the api's clock (`AuthSettings.now`) in production. */
export type Today = () => DateKey;

/** Today in Tokyo by the given clock (default the system clock: scripts and tests that need no other). */
export function tokyoToday(now: () => Date = () => new Date()): Today {
  return () => tokyoDateKey(now());
}

/**
 * Whether the service row aliased `alias` (e.g. "s") is inside its listing period on `today` (ADR 144,
 * ADR 175): no start or a start on or before today, and no end or an end on or after today. Every public
 * read of services keeps only the rows this holds for, beside `providerIsLive` (ADR 166): outside its
 * period a service is in no list, count, facet, search or suggestion, and its detail answers 404. The
 * provider portal and the operator console never take it.
 */
export function serviceIsListed(alias: string, today: DateKey) {
  const starts = sql.ref(`${alias}.listing_starts_on`);
  const ends = sql.ref(`${alias}.listing_ends_on`);
  return sql<SqlBool>`((${starts} is null or ${starts} <= ${today}::date) and (${ends} is null or ${ends} >= ${today}::date))`;
}
