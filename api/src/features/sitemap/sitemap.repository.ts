import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";

/** A page's row id and its last change. */
export interface SitemapRow {
  readonly id: number;
  readonly updated_at: Date | string | null;
}

export function createSitemapRepository(db: Kysely<Database>) {
  /**
   * The services whose listing period (migration 085) contains `today` (Tokyo "YYYY-MM-DD"): no start
   * or a start on or before today, and no end or an end on or after today; none of a suspended
   * organisation (ADR 166).
   */
  const listed = (today: string) => sql<number>`(
    select s.id from services s
    where (s.listing_starts_on is null or s.listing_starts_on <= ${today}::date)
      and (s.listing_ends_on is null or s.listing_ends_on >= ${today}::date)
      and ${providerIsLive("s.provider_id")}
  )`;

  return {
    async services(today: string): Promise<SitemapRow[]> {
      return db
        .selectFrom("services as s")
        .select(["s.id", "s.updated_at"])
        .where("s.id", "in", listed(today))
        .orderBy("s.id")
        .execute();
    },

    /** Every category, changed when the newest of its listed services changed (null: none listed). */
    async categories(today: string): Promise<SitemapRow[]> {
      return db
        .selectFrom("categories as c")
        .select((eb) => [
          "c.id",
          eb
            .selectFrom("service_categories as sc")
            .innerJoin("services as s", "s.id", "sc.service_id")
            .select((inner) => inner.fn.max("s.updated_at").as("m"))
            .whereRef("sc.category_id", "=", "c.id")
            .where("s.id", "in", listed(today))
            .as("updated_at"),
        ])
        .orderBy("c.id")
        .execute();
    },

    /** Every issue, changed when the newest of its listed services changed (null: none listed). */
    async issues(today: string): Promise<SitemapRow[]> {
      return db
        .selectFrom("issues as i")
        .select((eb) => [
          "i.id",
          eb
            .selectFrom("service_issues as si")
            .innerJoin("services as s", "s.id", "si.service_id")
            .select((inner) => inner.fn.max("s.updated_at").as("m"))
            .whereRef("si.issue_id", "=", "i.id")
            .where("s.id", "in", listed(today))
            .as("updated_at"),
        ])
        .orderBy("i.id")
        .execute();
    },

    async seminars(): Promise<SitemapRow[]> {
      return db
        .selectFrom("seminars as s")
        .select(["s.id", "s.updated_at"])
        .where(providerIsLive("s.organizer_id"))
        .orderBy("s.id")
        .execute();
    },

    /** Published articles only (a scheduled one appears when its time comes, as on its page). */
    async contents(): Promise<SitemapRow[]> {
      return db
        .selectFrom("contents as c")
        .select(["c.id", "c.updated_at"])
        .where("c.published_at", "<=", sql<Date>`now()`)
        .where(providerIsLive("c.provider_id"))
        .orderBy("c.id")
        .execute();
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
