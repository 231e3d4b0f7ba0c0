import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { DEMO_ADVERTISEMENTS } from "./demo-data.js";
import { SEED_BASE_TIME } from "./seed-time.js";

export async function seedAdvertisements(trx: Transaction<Database>): Promise<void> {
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
}
