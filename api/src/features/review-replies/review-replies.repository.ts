import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { RATING_CONTENT_COLUMNS } from "../../lib/catalog/rating-content.js";

type Db = Kysely<Database> | Transaction<Database>;

export function createReviewRepliesRepository(db: Kysely<Database>) {
  return {
    db: db as Db,

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Whether the account is (still) staff of the organisation, read inside the acting transaction. */
    async isStaff(trx: Db, accountId: number, providerId: number): Promise<boolean> {
      const row = await trx
        .selectFrom("provider_accounts")
        .select("account_id")
        .where("account_id", "=", accountId)
        .where("provider_id", "=", providerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async ownsService(providerId: number, serviceId: number): Promise<boolean> {
      const row = await db
        .selectFrom("services")
        .select("id")
        .where("id", "=", serviceId)
        .where("provider_id", "=", providerId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async countReviews(providerId: number, serviceId: number | undefined): Promise<number> {
      let query = db
        .selectFrom("ratings as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .select(sql<number>`count(*)::int`.as("count"))
        .where("s.provider_id", "=", providerId)
        .where("r.status", "=", "published");
      if (serviceId !== undefined) query = query.where("r.service_id", "=", serviceId);
      return (await query.executeTakeFirstOrThrow()).count;
    },

    /** Published reviews of the organisation's services, newest first. */
    reviews(providerId: number, serviceId: number | undefined, limit: number, offset: number) {
      let query = db
        .selectFrom("ratings as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .select([
          "r.id",
          "r.service_id",
          "s.name as service_name",
          ...RATING_CONTENT_COLUMNS,
          "r.helpful_count",
          "r.created_at",
        ])
        .where("s.provider_id", "=", providerId)
        .where("r.status", "=", "published");
      if (serviceId !== undefined) query = query.where("r.service_id", "=", serviceId);
      return query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(limit).offset(offset).execute();
    },

    /** The replies of the given ratings with every version, newest version first. */
    async replies(trx: Db, ratingIds: readonly number[]) {
      if (ratingIds.length === 0) return [];
      return trx
        .selectFrom("rating_replies as rr")
        .innerJoin("rating_reply_versions as v", "v.reply_id", "rr.id")
        .select([
          "rr.id",
          "rr.rating_id",
          "rr.body",
          "rr.version",
          "rr.created_at",
          "rr.updated_at",
          "v.version as history_version",
          "v.body as history_body",
          "v.created_at as history_created_at",
        ])
        .where("rr.rating_id", "in", [...ratingIds])
        .orderBy("rr.rating_id")
        .orderBy("v.version", "desc")
        .execute();
    },

    /**
     * A published rating of one of the organisation's services, with the reviewer's live member record
     * (for the mail); undefined for any other rating (another organisation's, pending, missing).
     */
    reviewOf(trx: Db, providerId: number, ratingId: number) {
      return trx
        .selectFrom("ratings as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .leftJoin("members as m", (join) => join.onRef("m.user_id", "=", "r.user_id").on("m.withdrawn_at", "is", null))
        .select([
          "r.id",
          "r.service_id",
          "s.name as service_name",
          "p.name as provider_name",
          "m.email",
          "m.last_name",
          "m.first_name",
        ])
        .where("r.id", "=", ratingId)
        .where("r.status", "=", "published")
        .where("s.provider_id", "=", providerId)
        .executeTakeFirst();
    },

    /** Creates the reply; undefined when the rating has one already (the unique rating_id). */
    async insertReply(trx: Transaction<Database>, ratingId: number, providerId: number, body: string, at: Date) {
      return trx
        .insertInto("rating_replies")
        .values({ rating_id: ratingId, provider_id: providerId, body, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column("rating_id").doNothing())
        .returning(["id", "version"])
        .executeTakeFirst();
    },

    lockReply(trx: Transaction<Database>, ratingId: number) {
      return trx
        .selectFrom("rating_replies")
        .select(["id", "version"])
        .where("rating_id", "=", ratingId)
        .forUpdate()
        .executeTakeFirst();
    },

    async updateReply(trx: Transaction<Database>, replyId: number, body: string, version: number, at: Date) {
      await trx
        .updateTable("rating_replies")
        .set({ body, version, updated_at: at })
        .where("id", "=", replyId)
        .execute();
    },

    async insertVersion(
      trx: Transaction<Database>,
      replyId: number,
      version: number,
      body: string,
      authorAccountId: number,
      at: Date,
    ) {
      await trx
        .insertInto("rating_reply_versions")
        .values({ reply_id: replyId, version, body, author_account_id: authorAccountId, created_at: at })
        .execute();
    },
  };
}

export type ReviewRepliesRepository = ReturnType<typeof createReviewRepliesRepository>;
