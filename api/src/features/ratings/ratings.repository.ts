import { REVIEW_SORT, type ReviewSort, type ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import {
  orderByServiceSort,
  ratingSummaries,
  type ServiceListRow,
  selectServicesInList,
} from "../../lib/catalog/service-in-list.js";

const RATING_COLUMNS = [
  "r.id",
  "r.service_id",
  "r.price_appropriateness",
  "r.introduction_effect",
  "r.ease_of_use",
  "r.support_system",
  "r.ease_of_introduction",
  "r.overall_score",
  "r.good_point",
  "r.improvement_point",
  "r.role",
  "r.usage_status",
  "r.facility_corporate_type",
  "r.bed_count",
  "r.department",
  "r.helpful_count",
  "r.created_at",
] as const;

export interface RatingRow {
  id: number;
  service_id: number;
  price_appropriateness: number | null;
  introduction_effect: number | null;
  ease_of_use: number | null;
  support_system: number | null;
  ease_of_introduction: number | null;
  overall_score: string | null;
  good_point: string;
  improvement_point: string;
  role: number;
  usage_status: number;
  facility_corporate_type: number;
  bed_count: number;
  department: number;
  helpful_count: number;
  created_at: Date;
}

export function createRatingsRepository(db: Kysely<Database>) {
  return {
    async serviceExists(id: number): Promise<boolean> {
      return (await db.selectFrom("services").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
    },

    /** Which of `ids` name a service. */
    async existingServiceIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom("services")
        .select("id")
        .where("id", "in", [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async serviceName(id: number): Promise<string | undefined> {
      return (await db.selectFrom("services").select("name").where("id", "=", id).executeTakeFirst())?.name;
    },

    /** Summaries of the services that have published ratings, among `ids`. */
    async summaries(ids: readonly number[]): Promise<SummaryRow[]> {
      if (ids.length === 0) return [];
      return ratingSummaries(db, ids);
    },

    /** One page of a service's published ratings. */
    async listOfService(serviceId: number, sort: ReviewSort, limit: number, offset: number): Promise<RatingRow[]> {
      let query = db
        .selectFrom("ratings as r")
        .select(RATING_COLUMNS)
        .where("r.service_id", "=", serviceId)
        .where("r.status", "=", "published");
      if (sort === REVIEW_SORT.HIGHEST_RATED) {
        query = query.orderBy(sql`r.overall_score DESC NULLS LAST`).orderBy("r.id", "desc");
      } else if (sort === REVIEW_SORT.REVIEW_COUNT) {
        query = query.orderBy("r.helpful_count", "desc").orderBy("r.id", "desc");
      } else {
        query = query.orderBy("r.created_at", "desc").orderBy("r.id", "desc");
      }
      return query.limit(limit).offset(offset).execute();
    },

    /** The newest published ratings of every service, with the service's name. */
    async listRecent(limit: number, offset: number): Promise<(RatingRow & { service_name: string })[]> {
      return db
        .selectFrom("ratings as r")
        .innerJoin("services as s", "s.id", "r.service_id")
        .select([...RATING_COLUMNS, "s.name as service_name"])
        .where("r.status", "=", "published")
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
      const rows = await orderByServiceSort(
        selectServicesInList(db)
          .innerJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
          .where("rs.rating_count", ">", 0),
        sort,
      )
        .limit(limit)
        .offset(offset)
        .execute();
      const base = db.selectFrom("service_rating_summaries as rs").where("rs.rating_count", ">", 0);
      const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
      return { rows, total: total.n };
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
        // An edited rating (migration 041) waits for the day of its last change to end.
        .where(sql<Date>`coalesce(updated_at, created_at)`, "<", before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
