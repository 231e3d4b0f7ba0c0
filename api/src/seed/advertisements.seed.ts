import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { DEMO_ADVERTISEMENTS } from "./media-data.js";
import type { SeedTime } from "./seed-time.js";

/** Advertisements for the home page, in display order, with their images drawn by /media. */
export async function seedAdvertisements(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  await trx
    .insertInto("advertisements")
    .values(
      DEMO_ADVERTISEMENTS.map((a, i) => ({
        title: a.title,
        description: a.description,
        sponsor_name: a.sponsor,
        link_url: a.linkUrl,
        label_style: a.labelStyle,
        placement: "home",
        sort_order: i + 1,
        starts_at: time.at(a.startDay),
        ends_at: a.endDay === null ? null : time.at(a.endDay),
      })),
    )
    .execute();
  await trx
    .updateTable("advertisements")
    .set({ image_path: sql<string>`'/media/advertisements/' || id || '.svg'` })
    .execute();
}
