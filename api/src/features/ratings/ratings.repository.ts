import { DAY_MS } from "@iryo/domain/constants";
import { HELPFUL_HALF_LIFE_DAYS } from "@iryo/domain/review-helpfulness";
import {
  type ReviewerAttributes,
  SIMILAR_FACILITY_DIMENSIONS,
  type SimilarFacilityDimension,
  type SimilarFacilityFilter,
} from "@iryo/domain/similar-facility";
import { REVIEW_SORT, type ReviewSort, SERVICE_SORT, type ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { Database, RatingsTable } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { RATING_CONTENT_COLUMNS } from "../../lib/catalog/rating-content.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import {
  orderByServiceSort,
  ratingSummaries,
  type ServiceListRow,
  SUMMARY_COLUMNS,
  selectServicesInList,
} from "../../lib/catalog/service-in-list.js";

const RATING_COLUMNS = ["r.id", "r.service_id", ...RATING_CONTENT_COLUMNS, "r.helpful_count", "r.created_at"] as const;

/** The column of each reviewer-attribute dimension. */
const DIMENSION_COLUMN = {
  facility_type: "r.facility_corporate_type",
  bed_count: "r.bed_count",
  department: "r.department",
  role: "r.role",
} as const satisfies Record<SimilarFacilityDimension, string>;

/**
 * The recommended order's key (domain `recommendedRankKey`, ADR 167): log2(1 + votes) plus the
 * publication time in half-lives. Not indexed (a service's published ratings are few and sorted in memory).
 */
const RECOMMENDED_KEY = sql`(ln((1 + r.helpful_count)::float8) / ln(2::float8) + extract(epoch from coalesce(r.published_at, r.created_at))::float8 / ${(HELPFUL_HALF_LIFE_DAYS * DAY_MS) / 1000}::float8)`;

/** A rating of a service's review list: every column but its author, state and publication time. */
export type RatingRow = Omit<Selectable<RatingsTable>, "user_id" | "status" | "published_at">;

/** The official reply of a rating's service's organisation (ADR 152), as the public lists show it. */
export interface OfficialReplyRow {
  readonly rating_id: number;
  readonly provider_name: string;
  readonly body: string;
  readonly version: number;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** The two service sorts that order by the rating summary. */
export type RatedSort = typeof SERVICE_SORT.HIGHEST_RATED | typeof SERVICE_SORT.MOST_REVIEWS;

/**
 * Orders rows joined with their summary (alias `rs`, inner join, `rating_count > 0`) by a rated sort.
 * The keys are exactly those of `service_rating_summaries_average_idx` / `_count_idx` (migration 020),
 * so PostgreSQL walks the index and stops at the LIMIT instead of sorting every summary; for rated
 * services it is the same order as `orderByServiceSort` (whose `coalesce` and `s.id` keys, needed by
 * lists that include unrated services, hide the index; docs/decisions/094-home-highlights.md).
 */
function orderByRatedSort<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: RatedSort,
): SelectQueryBuilder<DB, TB, O> {
  const average = sql`rs.overall_average DESC NULLS LAST`;
  if (sort === SERVICE_SORT.HIGHEST_RATED) {
    return query.orderBy(average).orderBy(sql`rs.rating_count DESC`).orderBy(sql`rs.service_id DESC`);
  }
  return query.orderBy(sql`rs.rating_count DESC`).orderBy(average).orderBy(sql`rs.service_id DESC`);
}

/** Public reads of ratings: of services listed today (ADR 175) of live organisations (ADR 166). */
export function createRatingsRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    async serviceExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom("services as s")
        .select("s.id")
        .where("s.id", "=", id)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Which of `ids` name a service. */
    async existingServiceIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom("services as s")
        .select("s.id")
        .where("s.id", "in", [...ids])
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async serviceName(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom("services as s")
        .select("s.name")
        .where("s.id", "=", id)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirst();
      return row?.name;
    },

    /** Summaries of the services that have published ratings, among `ids`. */
    async summaries(ids: readonly number[]): Promise<SummaryRow[]> {
      if (ids.length === 0) return [];
      return ratingSummaries(db, ids);
    },

    /** One page of a service's published ratings whose reviewers match the filter. */
    async listOfService(
      serviceId: number,
      sort: ReviewSort,
      filter: SimilarFacilityFilter,
      limit: number,
      offset: number,
    ): Promise<(RatingRow & { user_id: number | null })[]> {
      let query = db
        .selectFrom("ratings as r")
        .select([...RATING_COLUMNS, "r.user_id"])
        .where("r.service_id", "=", serviceId)
        .where("r.status", "=", "published")
        .where("r.moderation", "=", "approved");
      for (const d of SIMILAR_FACILITY_DIMENSIONS) {
        const code = filter[d];
        if (code !== undefined) query = query.where(DIMENSION_COLUMN[d], "=", code);
      }
      if (sort === REVIEW_SORT.RECOMMENDED) {
        query = query.orderBy(sql`${RECOMMENDED_KEY} DESC`).orderBy("r.id", "desc");
      } else if (sort === REVIEW_SORT.HIGHEST_RATED) {
        query = query.orderBy(sql`r.overall_score DESC NULLS LAST`).orderBy("r.id", "desc");
      } else if (sort === REVIEW_SORT.REVIEW_COUNT) {
        query = query.orderBy("r.helpful_count", "desc").orderBy("r.id", "desc");
      } else {
        query = query.orderBy("r.created_at", "desc").orderBy("r.id", "desc");
      }
      return query.limit(limit).offset(offset).execute();
    },

    /** The reviewer attributes and overall score of every published rating of a service (ADR 167). */
    async reviewerAttributes(serviceId: number): Promise<ReviewerAttributes[]> {
      const rows = await db
        .selectFrom("ratings as r")
        .select(["r.facility_corporate_type", "r.bed_count", "r.department", "r.role", "r.overall_score"])
        .where("r.service_id", "=", serviceId)
        .where("r.status", "=", "published")
        .where("r.moderation", "=", "approved")
        .execute();
      return rows.map((r) => ({ ...r, overall_score: r.overall_score === null ? null : Number(r.overall_score) }));
    },

    /** Which of the ratings the member marked 「参考になった」. */
    async markedByMember(userId: number, ratingIds: readonly number[]): Promise<Set<number>> {
      if (ratingIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("rating_helpful_votes")
        .select("rating_id")
        .where("user_id", "=", userId)
        .where("rating_id", "in", [...ratingIds])
        .execute();
      return new Set(rows.map((r) => r.rating_id));
    },

    /** A rating's author and whether it is published (approved and past its day). */
    async voteTarget(ratingId: number): Promise<{ user_id: number | null; published: boolean } | undefined> {
      const row = await db
        .selectFrom("ratings")
        .select(["user_id", "status", "moderation"])
        .where("id", "=", ratingId)
        .executeTakeFirst();
      return row && { user_id: row.user_id, published: row.status === "published" && row.moderation === "approved" };
    },

    /**
     * Adds the member's vote unless it is there: the primary key decides, so concurrent calls of one
     * member insert one row (no check-then-insert); the trigger of migration 093 counts it.
     */
    async addVote(ratingId: number, userId: number): Promise<void> {
      await db
        .insertInto("rating_helpful_votes")
        .values({ rating_id: ratingId, user_id: userId })
        .onConflict((oc) => oc.columns(["rating_id", "user_id"]).doNothing())
        .execute();
    },

    /** Removes the member's vote if it is there (the trigger uncounts it). */
    async removeVote(ratingId: number, userId: number): Promise<void> {
      await db
        .deleteFrom("rating_helpful_votes")
        .where("rating_id", "=", ratingId)
        .where("user_id", "=", userId)
        .execute();
    },

    /** A rating's helpful count and whether the member's vote is there. */
    async voteState(ratingId: number, userId: number): Promise<{ helpful_count: number; marked: boolean }> {
      const row = await db
        .selectFrom("ratings as r")
        .select([
          "r.helpful_count",
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom("rating_helpful_votes as v")
                  .select("v.rating_id")
                  .whereRef("v.rating_id", "=", "r.id")
                  .where("v.user_id", "=", userId),
              )
              .as("marked"),
        ])
        .where("r.id", "=", ratingId)
        .executeTakeFirstOrThrow();
      return { helpful_count: row.helpful_count, marked: Boolean(row.marked) };
    },

    /** The newest published ratings of every service, with the service's name. */
    async listRecent(limit: number, offset: number): Promise<(RatingRow & { service_name: string })[]> {
      return db
        .selectFrom("ratings as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .select([...RATING_COLUMNS, "s.name as service_name"])
        .where("r.status", "=", "published")
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .orderBy("r.created_at", "desc")
        .orderBy("r.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** How many ratings are published: the sum of the summaries (one row per service, not per rating). */
    async countPublished(): Promise<number> {
      const row = await db
        .selectFrom("service_rating_summaries")
        .select(sql<number>`coalesce(sum(rating_count), 0)::int`.as("n"))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Services that have published ratings, one page, with the total. */
    async reviewList(
      sort: ServiceSort,
      limit: number,
      offset: number,
    ): Promise<{ rows: ServiceListRow[]; total: number }> {
      const rated = selectServicesInList(db, today())
        .innerJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        .where("rs.rating_count", ">", 0);
      const rows = await (sort === SERVICE_SORT.NEWEST_UPDATE
        ? orderByServiceSort(rated, sort)
        : orderByRatedSort(rated, sort)
      )
        .limit(limit)
        .offset(offset)
        .execute();
      // The total counts what the pages hold: rated services listed today of live organisations.
      const total = await db
        .selectFrom("service_rating_summaries as rs")
        .innerJoin("services as s", "s.id", "rs.service_id")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("rs.rating_count", ">", 0)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirstOrThrow();
      return { rows, total: total.n };
    },

    /**
     * The first `limit` summaries of rated services in a rated sort: an index walk that stops after
     * `limit` rows (`orderByRatedSort`).
     */
    async topSummaries(sort: RatedSort, limit: number): Promise<SummaryRow[]> {
      return orderByRatedSort(
        db
          .selectFrom("service_rating_summaries as rs")
          .innerJoin("services as s", "s.id", "rs.service_id")
          .select(SUMMARY_COLUMNS.map((c) => `rs.${c}` as const))
          .where("rs.rating_count", ">", 0)
          // The home lists keep their length: services listed today of live organisations only (ADR 166, 175).
          .where(providerIsLive("s.provider_id"))
          .where(serviceIsListed("s", today())),
        sort,
      )
        .limit(limit)
        .execute();
    },

    /** Services by id with the list columns (ids that name no service are left out; any order). */
    async servicesInList(ids: readonly number[]): Promise<ServiceListRow[]> {
      if (ids.length === 0) return [];
      return selectServicesInList(db, today())
        .where("s.id", "in", [...ids])
        .execute();
    },

    /** The official replies of the given ratings, by rating id. */
    async officialReplies(ratingIds: readonly number[]): Promise<Map<number, OfficialReplyRow>> {
      if (ratingIds.length === 0) return new Map();
      const rows = await db
        .selectFrom("rating_replies as rr")
        .innerJoin("providers as p", "p.id", "rr.provider_id")
        .select(["rr.rating_id", "p.name as provider_name", "rr.body", "rr.version", "rr.created_at", "rr.updated_at"])
        .where("rr.rating_id", "in", [...ratingIds])
        .execute();
      return new Map(rows.map((r) => [r.rating_id, r]));
    },

    /**
     * Per service, the review text of its newest published rating that has one: the good point, or the
     * improvement point when the good point is blank. One index probe per service
     * (`ratings_service_date_idx`, newest first, stopping at the first rating with a text).
     */
    async latestReviewTexts(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("services as s")
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom("ratings as r")
              .select(
                sql<string>`CASE WHEN btrim(r.good_point) <> '' THEN r.good_point ELSE r.improvement_point END`.as(
                  "text",
                ),
              )
              .whereRef("r.service_id", "=", "s.id")
              .where("r.status", "=", "published")
              .where(sql<boolean>`(btrim(r.good_point) <> '' OR btrim(r.improvement_point) <> '')`)
              .orderBy("r.created_at", "desc")
              .orderBy("r.id", "desc")
              .limit(1)
              .as("t"),
          (join) => join.onTrue(),
        )
        .select(["s.id", "t.text"])
        .where("s.id", "in", [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.text]));
    },

    /**
     * Publishes every pending rating created before `before` (the start of today in Tokyo); the
     * summary trigger counts them in the same statement. Returns how many were published.
     */
    async publishPendingBefore(before: Date, now: Date): Promise<number> {
      const result = await db
        .updateTable("ratings")
        .set({ status: "published", published_at: now })
        .where("status", "=", "pending")
        // Only an approved rating, from the Tokyo day after its approval (ADR 148); an approval always
        // follows the last change, so the day of the change (migration 041) is over too.
        .where("moderation", "=", "approved")
        .where(sql<Date>`coalesce(moderated_at, updated_at, created_at)`, "<", before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
