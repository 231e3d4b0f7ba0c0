import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { DEMO_CATEGORIES, DEMO_EXTRA_LINKS, DEMO_PROVIDERS, DEMO_SERVICES } from "./demo-data.js";
import { SEED_BASE_TIME } from "./seed-time.js";

const HOUR_MS = 3_600_000;

/** Categories, providers and services, and the links between them. */
export async function seedCatalog(trx: Transaction<Database>): Promise<void> {
  const categoryIds = (
    await trx
      .insertInto("categories")
      .values(DEMO_CATEGORIES.map((c, i) => ({ name: c.name, description: c.description, sort_order: i + 1 })))
      .returning("id")
      .execute()
  ).map((r) => r.id);

  const providerIds = (
    await trx
      .insertInto("providers")
      .values(
        DEMO_PROVIDERS.map((p) => ({
          name: p.name,
          location: p.location,
          capital_yen: p.capitalYen,
          representative: p.representative,
          founded_on: p.foundedOn,
        })),
      )
      .returning("id")
      .execute()
  ).map((r) => r.id);

  const services = await trx
    .insertInto("services")
    .values(
      DEMO_SERVICES.map((s, i) => {
        const providerId = providerIds[s.provider];
        if (providerId === undefined) throw new Error(`unknown provider index ${s.provider}`);
        const updatedAt = new Date(SEED_BASE_TIME + i * 7 * HOUR_MS);
        return {
          provider_id: providerId,
          name: s.name,
          summary: s.summary,
          created_at: updatedAt,
          updated_at: updatedAt,
        };
      }),
    )
    .returning(["id", "name"])
    .execute();
  const serviceIdByName = new Map(services.map((s) => [s.name, s.id]));

  const links = DEMO_SERVICES.map((s) => [s.name, s.category] as const).concat(DEMO_EXTRA_LINKS);
  await trx
    .insertInto("service_categories")
    .values(
      links.map(([name, category]) => {
        const serviceId = serviceIdByName.get(name);
        const categoryId = categoryIds[category];
        if (serviceId === undefined || categoryId === undefined) throw new Error(`bad demo link ${name}`);
        return { service_id: serviceId, category_id: categoryId };
      }),
    )
    .execute();
}
