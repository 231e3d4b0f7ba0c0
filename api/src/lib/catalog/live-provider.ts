import { type SqlBool, sql } from "kysely";

/**
 * Whether the provider `providerIdRef` names (a column such as "s.provider_id") is live, i.e. not suspended
 * by an operator (ADR 166). Every public read of a provider's services, materials and seminars keeps only
 * the rows this holds for; a suspended organisation's objects answer 404 by id and are left out of lists,
 * counts, search and suggestions.
 */
export function providerIsLive(providerIdRef: string) {
  return sql<SqlBool>`not exists (select 1 from providers sp where sp.id = ${sql.ref(providerIdRef)} and sp.suspended_at is not null)`;
}
