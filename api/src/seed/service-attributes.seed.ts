import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { saveServiceAttributes } from "../lib/catalog/service-attributes.js";
import { DEMO_SERVICES } from "./demo-data.js";
import type { SeedTime } from "./seed-time.js";
import { demoServiceAttributes } from "./service-attributes.data.js";

/** The structured attributes of every demo service (issue 28, ADR 153), through the one write path. */
export async function seedServiceAttributes(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const categoryByName = new Map(DEMO_SERVICES.map((s) => [s.name, s.category]));
  const services = await trx.selectFrom("services").select(["id", "name"]).orderBy("id").execute();
  for (const service of services) {
    const category = categoryByName.get(service.name);
    if (category === undefined) continue;
    await saveServiceAttributes(trx, service.id, demoServiceAttributes(service.name, category, service.id, time.today));
  }
}
