import type { SiteContentName } from "@iryo/domain/site-content";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";

export interface NewVersion {
  readonly name: SiteContentName;
  readonly version: number;
  readonly body: string;
  readonly note: string;
  readonly restoredFrom: number | null;
  readonly createdBy: number | null;
  readonly at: Date;
}

const AD_COLUMNS = [
  "a.id as advertisement_id",
  "a.title",
  "a.description",
  "a.sponsor_name",
  "a.link_url",
  "a.label_style",
  "a.starts_at",
  "a.ends_at",
  "a.sort_order",
] as const;

export interface AdvertisementValues {
  readonly title: string;
  readonly description: string;
  readonly sponsor_name: string;
  readonly link_url: string;
  readonly label_style: number;
  readonly starts_at: string;
  readonly ends_at: string | null;
  readonly sort_order: number;
}

/** The versions of the edited documents (migration 091) and the advertisements as operators edit them. */
export function createSiteContentRepository(db: Kysely<Database>) {
  return {
    db,

    /** The newest version of a document, or undefined while it is still the file's or the seed's. */
    latest(name: SiteContentName, trx: Kysely<Database> = db) {
      return trx
        .selectFrom("site_content_versions as v")
        .leftJoin("accounts as a", "a.id", "v.created_by")
        .select(["v.version", "v.body", "v.created_at", "a.email as operator_email"])
        .where("v.name", "=", name)
        .orderBy("v.version", "desc")
        .limit(1)
        .executeTakeFirst();
    },

    /** The newest version of every document that has one. */
    latestOfAll() {
      return db
        .selectFrom("site_content_versions as v")
        .leftJoin("accounts as a", "a.id", "v.created_by")
        .select(["v.name", "v.version", "v.created_at", "a.email as operator_email"])
        .where(({ eb, selectFrom }) =>
          eb(
            "v.version",
            "=",
            selectFrom("site_content_versions as w")
              .select((w) => w.fn.max("w.version").as("max"))
              .whereRef("w.name", "=", "v.name"),
          ),
        )
        .execute();
    },

    /** Every version of a document, newest first (without bodies). */
    versions(name: SiteContentName) {
      return db
        .selectFrom("site_content_versions as v")
        .leftJoin("accounts as a", "a.id", "v.created_by")
        .select(["v.version", "v.note", "v.restored_from", "a.email as operator_email", "v.created_at"])
        .where("v.name", "=", name)
        .orderBy("v.version", "desc")
        .execute();
    },

    async body(name: SiteContentName, version: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("site_content_versions")
        .select("body")
        .where("name", "=", name)
        .where("version", "=", version)
        .executeTakeFirst();
      return row?.body;
    },

    /** Serialises the publications of one document until the transaction ends. */
    async lock(trx: Kysely<Database>, name: SiteContentName): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`site_content:${name}`}))`.execute(trx);
    },

    async insert(trx: Kysely<Database>, v: NewVersion): Promise<void> {
      await trx
        .insertInto("site_content_versions")
        .values({
          name: v.name,
          version: v.version,
          body: v.body,
          note: v.note,
          restored_from: v.restoredFrom,
          created_by: v.createdBy,
          created_at: v.at,
        })
        .execute();
    },

    /** The seeded banners (banner.json before any version), in display order. */
    seededBanners(trx: Kysely<Database> = db) {
      return trx
        .selectFrom("banners")
        .select(["title", "link_url", "src_pc", "src_sp"])
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
    },

    advertisements(trx: Kysely<Database> = db) {
      return trx
        .selectFrom("advertisements as a")
        .select(AD_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom("advertisement_clicks as c")
            .select((c) => c.fn.countAll<string>().as("n"))
            .whereRef("c.advertisement_id", "=", "a.id")
            .as("click_count"),
        )
        .where("a.placement", "=", "home")
        .orderBy("a.sort_order")
        .orderBy("a.id");
    },

    async advertisement(trx: Kysely<Database>, id: number) {
      return this.advertisements(trx).where("a.id", "=", id).executeTakeFirst();
    },

    async insertAdvertisement(trx: Kysely<Database>, values: AdvertisementValues): Promise<number> {
      const row = await trx
        .insertInto("advertisements")
        .values({ ...values, placement: "home" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateAdvertisement(trx: Kysely<Database>, id: number, values: AdvertisementValues): Promise<boolean> {
      const result = await trx.updateTable("advertisements").set(values).where("id", "=", id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
