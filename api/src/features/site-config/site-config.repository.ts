import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export function createSiteConfigRepository(db: Kysely<Database>) {
  return {
    /** The banners of banner.json, in their display order. */
    banners() {
      return db
        .selectFrom("banners")
        .select(["id", "title", "link_url", "src_pc", "src_sp"])
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
    },
  };
}

export type SiteConfigRepository = ReturnType<typeof createSiteConfigRepository>;
