import type { RejectionReason } from "@iryo/domain/review-moderation";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";

const submittedAt = sql<Date>`coalesce(r.updated_at, r.created_at)`;

export function createRatingModerationRepository(db: Kysely<Database>) {
  function items(q: Kysely<Database>) {
    return q
      .selectFrom("ratings as r")
      .innerJoin("services as s", "s.id", "r.service_id")
      .innerJoin("providers as p", "p.id", "s.provider_id")
      .select([
        "r.id",
        "r.service_id",
        "s.name as service_name",
        "p.name as provider_name",
        "r.status",
        "r.moderation",
        "r.moderation_flags",
        "r.version",
        submittedAt.as("submitted_at"),
        (eb) =>
          eb
            .selectFrom("rating_reports as rr")
            .select((c) => c.fn.countAll<string>().as("n"))
            .whereRef("rr.rating_id", "=", "r.id")
            .where("rr.resolved_at", "is", null)
            .as("report_count"),
      ]);
  }

  /** Waiting for a moderator: a new or edited rating, or a published one with an open report. */
  function inQueue(q: ReturnType<typeof items>) {
    return q.where((eb) =>
      eb.or([
        eb("r.moderation", "=", "waiting"),
        eb.exists(
          eb
            .selectFrom("rating_reports as rr")
            .select("rr.id")
            .whereRef("rr.rating_id", "=", "r.id")
            .where("rr.resolved_at", "is", null),
        ),
      ]),
    );
  }

  return {
    db,

    queuePage(limit: number, offset: number) {
      return inQueue(items(db)).orderBy(submittedAt).orderBy("r.id").limit(limit).offset(offset).execute();
    },

    async queueCount(): Promise<number> {
      const row = await db
        .selectFrom("ratings as r")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where((eb) =>
          eb.or([
            eb("r.moderation", "=", "waiting"),
            eb.exists(
              eb
                .selectFrom("rating_reports as rr")
                .select("rr.id")
                .whereRef("rr.rating_id", "=", "r.id")
                .where("rr.resolved_at", "is", null),
            ),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    oldestWaiting() {
      return inQueue(items(db)).orderBy(submittedAt).orderBy("r.id").limit(1).executeTakeFirst();
    },

    async reportedCount(): Promise<number> {
      const row = await db
        .selectFrom("rating_reports")
        .select((eb) => eb.fn.count<string>("rating_id").distinct().as("n"))
        .where("resolved_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    detail(q: Kysely<Database>, ratingId: number) {
      return items(q)
        .leftJoin("members as m", "m.user_id", "r.user_id")
        .select([
          "r.good_point",
          "r.improvement_point",
          "r.overall_score",
          "r.user_id",
          "m.hospital_name as reviewer_hospital_name",
          "r.rejection_reason",
          "r.rejection_note",
          "r.moderated_at",
        ])
        .where("r.id", "=", ratingId)
        .executeTakeFirst();
    },

    reports(q: Kysely<Database>, ratingId: number) {
      return q
        .selectFrom("rating_reports")
        .select(["id", "reason", "note", "created_at"])
        .where("rating_id", "=", ratingId)
        .where("resolved_at", "is", null)
        .orderBy("id")
        .execute();
    },

    /** Locks the rating for a moderation decision; undefined when it does not exist. */
    lockForDecision(trx: Kysely<Database>, ratingId: number) {
      return trx
        .selectFrom("ratings")
        .select(["id", "status", "moderation", "version", "rejection_reason", "rejection_note", "user_id"])
        .where("id", "=", ratingId)
        .forUpdate()
        .executeTakeFirst();
    },

    async hasOpenReports(trx: Kysely<Database>, ratingId: number): Promise<boolean> {
      const row = await trx
        .selectFrom("rating_reports")
        .select("id")
        .where("rating_id", "=", ratingId)
        .where("resolved_at", "is", null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async approve(trx: Kysely<Database>, ratingId: number, operatorId: number, at: Date) {
      await trx
        .updateTable("ratings")
        .set({
          moderation: "approved",
          moderated_at: at,
          moderated_by: operatorId,
          rejection_reason: null,
          rejection_note: null,
        })
        .where("id", "=", ratingId)
        .execute();
      await resolveReports(trx, ratingId, at);
    },

    /** Rejects and unpublishes (the summary trigger takes a published rating out of the averages). */
    async reject(
      trx: Kysely<Database>,
      ratingId: number,
      operatorId: number,
      reason: RejectionReason,
      note: string,
      at: Date,
    ) {
      await trx
        .updateTable("ratings")
        .set({
          moderation: "rejected",
          status: "pending",
          published_at: null,
          moderated_at: at,
          moderated_by: operatorId,
          rejection_reason: reason,
          rejection_note: note,
        })
        .where("id", "=", ratingId)
        .execute();
      await resolveReports(trx, ratingId, at);
    },

    /** The reviewer's address and the service's name for the mail. */
    reviewerMail(q: Kysely<Database>, ratingId: number) {
      return q
        .selectFrom("ratings as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .innerJoin("members as m", "m.user_id", "r.user_id")
        .innerJoin("accounts as a", "a.id", "m.account_id")
        .select(["a.email", "s.name as service_name", "m.last_name", "m.first_name"])
        .where("r.id", "=", ratingId)
        .executeTakeFirst();
    },

    /** Ratings that entered the queue per Tokyo day since `since` (by their last post or edit). */
    async receivedPerDay(since: Date) {
      const rows = await sql<{ day: string; n: string }>`
        SELECT to_char(coalesce(updated_at, created_at) AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD') AS day, count(*) AS n
        FROM ratings
        WHERE coalesce(updated_at, created_at) >= ${since} AND user_id IS NOT NULL
        GROUP BY 1`.execute(db);
      return rows.rows;
    },

    /** Moderation decisions per Tokyo day since `since`, read from the audit log. */
    async decisionsPerDay(since: Date) {
      const rows = await sql<{ day: string; action: string; n: string }>`
        SELECT to_char(created_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD') AS day, action, count(*) AS n
        FROM operator_audit_log
        WHERE created_at >= ${since} AND action IN ('rating.approve', 'rating.reject')
        GROUP BY 1, 2`.execute(db);
      return rows.rows;
    },

    /** A member's report of a published rating; false when this member reported it already. */
    async insertReport(
      q: Kysely<Database>,
      ratingId: number,
      userId: number,
      reason: RejectionReason,
      note: string,
      at: Date,
    ): Promise<boolean> {
      const row = await q
        .insertInto("rating_reports")
        .values({ rating_id: ratingId, user_id: userId, reason, note, created_at: at })
        .onConflict((oc) => oc.columns(["rating_id", "user_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async publishedRating(q: Kysely<Database>, ratingId: number) {
      return q.selectFrom("ratings").select(["id", "status"]).where("id", "=", ratingId).executeTakeFirst();
    },
  };
}

async function resolveReports(trx: Kysely<Database>, ratingId: number, at: Date) {
  await trx
    .updateTable("rating_reports")
    .set({ resolved_at: at })
    .where("rating_id", "=", ratingId)
    .where("resolved_at", "is", null)
    .execute();
}

export type RatingModerationRepository = ReturnType<typeof createRatingModerationRepository>;
