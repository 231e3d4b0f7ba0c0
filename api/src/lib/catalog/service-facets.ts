import { type ServiceFacet, serviceFacet } from "@iryo/domain/service-attributes";
import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed } from "./listed-service.js";
import { providerIsLive } from "./live-provider.js";

/**
 * `s.id` has every facet in `facets` (undefined when none is asked): one semi-join per facet on
 * service_facets' primary key (facet, service_id).
 */
export function facetMatch(facets: readonly ServiceFacet[]): RawBuilder<SqlBool> | undefined {
  if (facets.length === 0) return undefined;
  return sql<SqlBool>`(${sql.join(
    facets.map((f) => sql`s.id IN (SELECT sf.service_id FROM service_facets sf WHERE sf.facet = ${f})`),
    sql` AND `,
  )})`;
}

/** Both conditions, either, or none. */
function bothMatch(
  a: RawBuilder<SqlBool> | undefined,
  b: RawBuilder<SqlBool> | undefined,
): RawBuilder<SqlBool> | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return sql<SqlBool>`(${a} AND ${b})`;
}

/**
 * How many services of `scope` (a condition on `s`, or every listed service), listed on `today`, have each facet, among
 * those that already have every selected facet: the count a visitor gets by adding that facet.
 */
export async function facetCounts(
  db: Kysely<Database>,
  scope: RawBuilder<SqlBool> | undefined,
  selected: readonly ServiceFacet[],
  today: string,
): Promise<Map<number, number>> {
  const where = bothMatch(scope, facetMatch(selected));
  const rows = await db
    .selectFrom("service_facets as f")
    .innerJoin("services as s", "s.id", "f.service_id")
    .select(["f.facet", sql<number>`count(*)::int`.as("n")])
    .where(providerIsLive("s.provider_id"))
    .where(serviceIsListed("s", today))
    .$if(where !== undefined, (q) => q.where(where as RawBuilder<SqlBool>))
    .groupBy("f.facet")
    .execute();
  return new Map(rows.map((r) => [r.facet, r.n]));
}

/** Every facet in display order with its count and whether it is selected (the /v1 `facets`). */
export function facetCountList(counts: ReadonlyMap<number, number>, selected: readonly ServiceFacet[]) {
  return serviceFacet.members.map((m) => ({
    facet: m.code,
    label: m.label,
    count: counts.get(m.code) ?? 0,
    selected: selected.includes(m.code),
  }));
}
