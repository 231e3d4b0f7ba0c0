import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { DEMO_ADVERTISEMENTS, DEMO_CATEGORIES, DEMO_EXTRA_LINKS, DEMO_PROVIDERS, DEMO_SERVICES } from "./demo-data.js";

/** A fixed base time so a fresh start always yields the same data. */
const SEED_BASE_TIME = Date.parse("2026-10-01T00:00:00Z");
const HOUR_MS = 3_600_000;

/** Seeds the demo catalogue when the database holds no category yet. Returns whether it seeded. */
export async function seedDemoDataIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent starters on PostgreSQL; harmless on PGlite.
    await trx.selectFrom("schema_migrations").select("version").forUpdate().execute();
    const existing = await trx.selectFrom("categories").select("id").limit(1).executeTakeFirst();
    if (existing) return false;

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

    await trx
      .insertInto("advertisements")
      .values(
        DEMO_ADVERTISEMENTS.map((a) => ({
          title: a.title,
          link_url: a.linkUrl,
          label_style: a.labelStyle,
          starts_at: new Date(SEED_BASE_TIME),
        })),
      )
      .execute();
    return true;
  });
}
