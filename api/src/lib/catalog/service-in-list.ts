// THE service in a list: one select builder, one row type and one REST shape
// (`restServiceInListSchema` of @iryo/domain/contracts/shared) for the catalogue, category, search
// and review lists.

import type { restServiceInListSchema } from "@iryo/domain/contracts/shared";
import { SERVICE_SORT, type ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema.js";
import { serviceIsListed } from "./listed-service.js";
import { type SummaryRow, toRatingInfo } from "./rating-info.js";
import { serviceLogoUrl } from "./service-logo.js";

/** The columns of a service in a list (services `s` joined with providers `p`). */
const SERVICE_LIST_COLUMNS = [
  "s.id",
  "s.name",
  "s.summary",
  serviceLogoUrl("s").as("logo_image_filepath"),
  "s.updated_at",
  "p.id as provider_id",
  "p.name as provider_name",
  "s.price",
  "s.has_free_trial",
  "s.has_free_plan",
  "s.installation_count",
] as const;

export interface ServiceListRow {
  id: number;
  name: string;
  summary: string;
  logo_image_filepath: string | null;
  updated_at: Date;
  provider_id: number;
  provider_name: string;
  price: string;
  has_free_trial: boolean;
  has_free_plan: boolean;
  installation_count: number | null;
}

export const SUMMARY_COLUMNS = [
  "service_id",
  "rating_count",
  "overall_sum",
  "overall_count",
  "price_appropriateness_sum",
  "price_appropriateness_count",
  "introduction_effect_sum",
  "introduction_effect_count",
  "ease_of_use_sum",
  "ease_of_use_count",
  "support_system_sum",
  "support_system_count",
  "ease_of_introduction_sum",
  "ease_of_introduction_count",
  "score_0_count",
  "score_1_count",
  "score_2_count",
  "score_3_count",
  "score_4_count",
  "score_5_count",
] as const;

/**
 * Services (`s`) with their provider (`p`), selecting the list columns, only those listed on `today`
 * (Tokyo "YYYY-MM-DD", ADR 175); add joins, filters and order.
 */
export function selectServicesInList(db: Kysely<Database>, today: string) {
  return (
    db
      .selectFrom("services as s")
      .innerJoin("providers as p", "p.id", "s.provider_id")
      .select(SERVICE_LIST_COLUMNS)
      // A suspended organisation's services are in no public list (ADR 166).
      .where("p.suspended_at", "is", null)
      // Nor is a service outside its listing period (ADR 175).
      .where(serviceIsListed("s", today))
  );
}

/**
 * Orders services joined with their summary (alias `rs`, possibly missing) by a service sort; the
 * service id breaks ties so that pages never overlap.
 */
export function orderByServiceSort<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: ServiceSort,
): SelectQueryBuilder<DB, TB, O> {
  const average = sql`rs.overall_average`;
  const count = sql`coalesce(rs.rating_count, 0)`;
  if (sort === SERVICE_SORT.HIGHEST_RATED) {
    return query.orderBy(sql`${average} DESC NULLS LAST`).orderBy(sql`${count} DESC`).orderBy(sql`s.id DESC`);
  }
  if (sort === SERVICE_SORT.MOST_REVIEWS) {
    return query.orderBy(sql`${count} DESC`).orderBy(sql`${average} DESC NULLS LAST`).orderBy(sql`s.id DESC`);
  }
  return query.orderBy(sql`s.updated_at DESC`).orderBy(sql`s.id DESC`);
}

/** Rating summaries of the given services; services without published ratings are absent. */
export async function ratingSummaries(db: Kysely<Database>, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("service_rating_summaries")
    .select(SUMMARY_COLUMNS)
    .where("service_id", "in", [...ids])
    .execute();
}

/** The REST columns of a service in a list, without its rating summary. */
export function toServiceFields(r: ServiceListRow) {
  return {
    service_id: r.id,
    service_name: r.name,
    summary: r.summary,
    logo_image_filepath: r.logo_image_filepath,
    updated_at: r.updated_at.toISOString(),
    provider_id: r.provider_id,
    provider_name: r.provider_name,
    price: r.price,
    has_free_trial: r.has_free_trial,
    has_free_plan: r.has_free_plan,
    installation_count: r.installation_count,
  };
}

export type RestServiceInList = z.input<typeof restServiceInListSchema>;

/** A service in a list with its rating summary (`summary` undefined: no published rating, zeros). */
export function toServiceInList(r: ServiceListRow, summary: SummaryRow | undefined): RestServiceInList {
  return { ...toServiceFields(r), rating_info: toRatingInfo(r.id, summary) };
}

/** Rows as REST list items with the summaries read for them (one `ratingSummaries` query per list). */
export function toServicesInList(
  rows: readonly ServiceListRow[],
  summaries: readonly SummaryRow[],
): RestServiceInList[] {
  const byId = new Map(summaries.map((s) => [s.service_id, s]));
  return rows.map((r) => toServiceInList(r, byId.get(r.id)));
}
