import type { ArticleVersion } from "@iryo/domain/contracts/provider-articles";
import type { ProviderBusinessKind } from "@iryo/domain/provider-organisation";
import { OPEN_CHANGE_STATES } from "@iryo/domain/publishing";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Articles in the publishing workflow (ADR 163): the organisation's public articles, their links and changes. */
export function createProviderArticlesRepository(db: Kysely<Database>) {
  return {
    db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async businessKind(trx: Db, providerId: number): Promise<ProviderBusinessKind | undefined> {
      const row = await trx
        .selectFrom("providers")
        .select("business_kind")
        .where("id", "=", providerId)
        .executeTakeFirst();
      return row?.business_kind;
    },

    /** A public article with its organisation (null for an editorial one) and linked service ids. */
    async article(trx: Db, id: number, options: { lock?: boolean } = {}) {
      let query = trx
        .selectFrom("contents")
        .select(["id", "provider_id", "title", "summary", "body_html", "tags", "published_at"])
        .where("id", "=", id);
      if (options.lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      if (!row) return undefined;
      const links = await trx
        .selectFrom("content_services")
        .select("service_id")
        .where("content_id", "=", id)
        .orderBy("service_id")
        .execute();
      return { ...row, service_ids: links.map((l) => l.service_id) };
    },

    /** Locks an article's row (staff writes and decisions take it first). */
    async lockArticleRow(trx: Transaction<Database>, id: number): Promise<void> {
      await trx.selectFrom("contents").select("id").where("id", "=", id).forUpdate().execute();
    },

    /** The organisation's public articles, newest first. */
    articlesOf(trx: Db, providerId: number) {
      return trx
        .selectFrom("contents")
        .select(["id", "title", "published_at"])
        .where("provider_id", "=", providerId)
        .orderBy("published_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /** The organisation's article changes worth listing: open ones and rejected ones, newest first. */
    changesOf(trx: Db, providerId: number) {
      return trx
        .selectFrom("publishing_changes")
        .select(["id", "object_id", "state"])
        .where("object_type", "=", "article")
        .where("provider_id", "=", providerId)
        .where("state", "in", [...OPEN_CHANGE_STATES, "rejected"])
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },

    /** The organisation's services (an article may link these only: 0501006). */
    ownServices(trx: Db, providerId: number) {
      return trx
        .selectFrom("services")
        .select(["id", "name as title"])
        .where("provider_id", "=", providerId)
        .orderBy("id")
        .execute();
    },

    /** Names of services by id (for the diff). */
    async serviceNames(trx: Db, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await trx.selectFrom("services").select(["id", "name"]).where("id", "in", ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /**
     * The services linked to the article whose listing has not ended by `today` (a Tokyo date key):
     * while there is one, the article cannot be deleted (0501007).
     */
    async listedLinks(trx: Db, articleId: number, today: string): Promise<number[]> {
      const rows = await trx
        .selectFrom("content_services as cs")
        .innerJoin("services as s", "s.id", "cs.service_id")
        .select("s.id")
        .where("cs.content_id", "=", articleId)
        .where((eb) => eb.or([eb("s.listing_ends_on", "is", null), eb("s.listing_ends_on", ">=", today)]))
        .execute();
      return rows.map((r) => r.id);
    },

    /** Locks the change row; answers its organisation, object, state and payload. */
    lockChange(trx: Transaction<Database>, id: number) {
      return trx
        .selectFrom("publishing_changes")
        .select(["id", "provider_id", "object_type", "object_id", "state", "payload"])
        .where("id", "=", id)
        .where("object_type", "=", "article")
        .forUpdate()
        .executeTakeFirst();
    },

    /** The article a change is for (null for a new one), without a lock. */
    async objectOfChange(trx: Db, id: number) {
      return trx
        .selectFrom("publishing_changes")
        .select(["object_id", "provider_id"])
        .where("id", "=", id)
        .where("object_type", "=", "article")
        .executeTakeFirst();
    },

    /** Inserts a new public article (approval of a new one); answers its id. */
    async insertArticle(
      trx: Transaction<Database>,
      providerId: number,
      authorName: string,
      version: ArticleVersion,
      bodyHtml: string,
      at: Date,
    ): Promise<number> {
      const row = await trx
        .insertInto("contents")
        .values({
          title: version.title,
          summary: version.summary,
          body_html: bodyHtml,
          author_name: authorName,
          tags: version.tags,
          provider_id: providerId,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateArticle(trx: Transaction<Database>, id: number, version: ArticleVersion, bodyHtml: string, at: Date) {
      await trx
        .updateTable("contents")
        .set({
          title: version.title,
          summary: version.summary,
          body_html: bodyHtml,
          tags: version.tags,
          updated_at: at,
        })
        .where("id", "=", id)
        .execute();
    },

    /** Replaces the article's linked services. */
    async writeLinks(trx: Transaction<Database>, id: number, serviceIds: readonly number[]) {
      await trx.deleteFrom("content_services").where("content_id", "=", id).execute();
      if (serviceIds.length > 0) {
        await trx
          .insertInto("content_services")
          .values(serviceIds.map((service_id) => ({ content_id: id, service_id })))
          .execute();
      }
    },

    /** Deletes a retired article (its links go with it; the changes keep its versions). */
    async deleteArticle(trx: Transaction<Database>, id: number) {
      await trx.deleteFrom("contents").where("id", "=", id).execute();
    },

    async setChangeObject(trx: Transaction<Database>, changeId: number, articleId: number) {
      await trx.updateTable("publishing_changes").set({ object_id: articleId }).where("id", "=", changeId).execute();
    },

    async providerName(trx: Db, providerId: number): Promise<string> {
      const row = await trx.selectFrom("providers").select("name").where("id", "=", providerId).executeTakeFirst();
      return row?.name ?? "";
    },
  };
}

export type ProviderArticlesRepository = ReturnType<typeof createProviderArticlesRepository>;
