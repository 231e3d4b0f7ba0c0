import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { countRows } from "../../lib/row-sql.js";

export function createAdvertisementsRepository(db: Kysely<Database>) {
  return {
    /** Ads of a placement whose period includes now, in display order. */
    async listActive(placement: string, limit: number) {
      return db
        .selectFrom("advertisements")
        .select([
          "id as advertisement_id",
          "title",
          "description",
          "sponsor_name",
          "link_url",
          "label_style",
          "image_path",
          "starts_at",
          "ends_at",
        ])
        .where("placement", "=", placement)
        .where("starts_at", "<=", sql<Date>`now()`)
        .where((eb) => eb.or([eb("ends_at", "is", null), eb("ends_at", ">", sql<Date>`now()`)]))
        .orderBy("sort_order")
        .orderBy("id")
        .limit(limit)
        .execute();
    },

    /** Records one click atomically with the look-up; undefined when the ad does not exist. */
    /** Records a click (with the member who clicked, when one did); undefined when the ad does not exist. */
    async recordClick(
      advertisementId: number,
      userId: number | null = null,
    ): Promise<{ click_id: number | null; link_url: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const ad = await trx
          .selectFrom("advertisements")
          .select(["id", "link_url"])
          .where("id", "=", advertisementId)
          .executeTakeFirst();
        if (!ad) return undefined;
        const click = await trx
          .insertInto("advertisement_clicks")
          .values({ advertisement_id: ad.id, user_id: userId })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { click_id: Number(click.id), link_url: ad.link_url };
      });
    },

    async findLink(advertisementId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("advertisements")
        .select("link_url")
        .where("id", "=", advertisementId)
        .executeTakeFirst();
      return row?.link_url;
    },

    countClicks(advertisementId: number): Promise<number> {
      return countRows(db, "advertisement_clicks", { advertisement_id: advertisementId });
    },
  };
}

export type AdvertisementsRepository = ReturnType<typeof createAdvertisementsRepository>;
