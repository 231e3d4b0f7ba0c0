// Reading and writing a service's structured attributes (ADR 153). Shared by the service detail, the
// comparison, the 稟議 sheet and the seed; an approved provider edit writes through `saveServiceAttributes`
// too (ADR 170), so that the stored facets always follow the published values.

import {
  ATTRIBUTE_GROUP,
  type AttributeGroup,
  certificationState,
  feeReadiness,
  type ServiceAttributes,
  serviceFacets,
} from "@iryo/domain/service-attributes";
import { serviceAttributesSchema } from "@iryo/domain/service-attributes-schema";
import type { DateKey } from "@iryo/domain/tokyo-date";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";

const GROUP_KEYS = {
  [ATTRIBUTE_GROUP.DISCLOSURE]: "disclosure",
  [ATTRIBUTE_GROUP.SECURITY]: "security",
  [ATTRIBUTE_GROUP.MEDICAL_DX]: "medical_dx",
  [ATTRIBUTE_GROUP.INTEROPERABILITY]: "interoperability",
  [ATTRIBUTE_GROUP.SUBSIDY]: "subsidy",
} as const satisfies Record<AttributeGroup, keyof ServiceAttributes>;

/**
 * Writes the published attributes of a service, validated by the domain schema, and its derived facets,
 * in one transaction (the caller's, or a new one).
 */
export async function saveServiceAttributes(
  db: Kysely<Database>,
  serviceId: number,
  attributes: ServiceAttributes,
): Promise<void> {
  const valid = serviceAttributesSchema.parse(attributes);
  const write = async (trx: Kysely<Database>) => {
    for (const [group, key] of Object.entries(GROUP_KEYS)) {
      const { as_of, verified_at, ...value } = valid[key];
      await trx
        .insertInto("service_attributes")
        .values({
          service_id: serviceId,
          attribute_group: Number(group),
          value: JSON.stringify(value),
          as_of,
          verified_at,
        })
        .onConflict((oc) =>
          oc.columns(["service_id", "attribute_group", "draft"]).doUpdateSet({
            value: JSON.stringify(value),
            as_of,
            verified_at,
            // Kept while the verification stays (an approval that leaves a group unchanged, ADR 170).
            verified_by: sql<
              number | null
            >`case when service_attributes.verified_at is not distinct from excluded.verified_at then service_attributes.verified_by end`,
            updated_at: sql`now()`,
          }),
        )
        .execute();
    }
    await trx.deleteFrom("service_facets").where("service_id", "=", serviceId).execute();
    const facets = serviceFacets(valid);
    if (facets.length > 0)
      await trx
        .insertInto("service_facets")
        .values(facets.map((facet) => ({ facet, service_id: serviceId })))
        .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

/** The published attributes of the given services; a service with any group missing is absent. */
export async function serviceAttributesOf(
  db: Kysely<Database>,
  serviceIds: readonly number[],
): Promise<Map<number, ServiceAttributes>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("service_attributes")
    .select([
      "service_id",
      "attribute_group",
      "value",
      sql<string>`to_char(as_of, 'YYYY-MM-DD')`.as("as_of"),
      "verified_at",
    ])
    .where("service_id", "in", serviceIds)
    .where("draft", "=", false)
    .execute();
  const byService = new Map<number, Partial<Record<keyof ServiceAttributes, unknown>>>();
  for (const row of rows) {
    const key = GROUP_KEYS[row.attribute_group as AttributeGroup];
    if (!key) continue;
    const value = typeof row.value === "string" ? JSON.parse(row.value) : row.value;
    const entry = byService.get(row.service_id) ?? {};
    entry[key] = {
      ...(value as object),
      as_of: row.as_of,
      verified_at: row.verified_at ? row.verified_at.toISOString() : null,
    };
    byService.set(row.service_id, entry);
  }
  const result = new Map<number, ServiceAttributes>();
  for (const [id, entry] of byService) {
    const parsed = serviceAttributesSchema.safeParse(entry);
    if (parsed.success) result.set(id, parsed.data);
  }
  return result;
}

/** The /v1 shape of a service's attributes: certification states on `today` (Tokyo) and the 加算 level. */
export function toRestAttributes(a: ServiceAttributes, today: DateKey) {
  const fee = feeReadiness(a.medical_dx);
  return {
    ...a,
    security: {
      ...a.security,
      certifications: a.security.certifications.map((c) => ({ ...c, state: certificationState(c, today) })),
    },
    fee_readiness: {
      level: fee.level,
      points: fee.points,
      met: fee.met.map((r) => r.no),
      unmet: fee.unmet.map((r) => r.no),
      facility_side: fee.facility_side.map((r) => r.no),
    },
  };
}
