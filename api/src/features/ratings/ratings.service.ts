import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import type { ReviewSort, ServiceSort } from "@iryo/domain/sort-options";
import { tokyoDateKey, tokyoInstant } from "@iryo/domain/tokyo-date";
import { AppError } from "../../lib/app-error.js";
import { toRatingInfo } from "../../lib/catalog/rating-info.js";
import { toServiceInList } from "../../lib/catalog/service-in-list.js";
import type { RatingRow, RatingsRepository } from "./ratings.repository.js";

/**
 * A rating as REST shows it. For a visitor (not a registered member) the review texts are null: the
 * web shows a register/login prompt in their place.
 */
function toRating(r: RatingRow, textsVisible: boolean) {
  return {
    rating_id: r.id,
    service_id: r.service_id,
    scores: {
      price_appropriateness: r.price_appropriateness,
      introduction_effect: r.introduction_effect,
      ease_of_use: r.ease_of_use,
      support_system: r.support_system,
      ease_of_introduction: r.ease_of_introduction,
    },
    overall_score: r.overall_score === null ? null : Math.round(Number(r.overall_score) * 10) / 10,
    good_point: textsVisible ? r.good_point : null,
    improvement_point: textsVisible ? r.improvement_point : null,
    role: r.role,
    usage_status: r.usage_status,
    facility_corporate_type: r.facility_corporate_type,
    bed_count: r.bed_count,
    department: r.department,
    helpful_count: r.helpful_count,
    created_at: r.created_at.toISOString(),
  };
}

export function createRatingsService(repo: RatingsRepository) {
  async function requireService(id: number): Promise<void> {
    if (!(await repo.serviceExists(id))) throw new AppError(NOT_FOUND_CODE);
  }

  return {
    async ratingsOf(serviceId: number, sort: ReviewSort, page: PaginationQuery, textsVisible: boolean) {
      const serviceName = await repo.serviceName(serviceId);
      if (serviceName === undefined) throw new AppError(NOT_FOUND_CODE);
      const [rows, [summary]] = await Promise.all([
        repo.listOfService(serviceId, sort, page.page_size, pageOffset(page)),
        repo.summaries([serviceId]),
      ]);
      return {
        service_id: serviceId,
        service_name: serviceName,
        sort,
        texts_visible: textsVisible,
        ratings: rows.map((r) => toRating(r, textsVisible)),
        ...pageMeta(summary?.rating_count ?? 0, page),
      };
    },

    async ratingInfo(serviceId: number) {
      await requireService(serviceId);
      const [summary] = await repo.summaries([serviceId]);
      return toRatingInfo(serviceId, summary);
    },

    /** Summaries of many services in one call; ids that name no service are left out. */
    async ratingInfos(ids: readonly number[]) {
      const rows = await repo.summaries(ids);
      const byId = new Map(rows.map((r) => [r.service_id, r]));
      const missing = ids.filter((id) => !byId.has(id));
      const existing = await repo.existingServiceIds(missing);
      return {
        rating_infos: ids.filter((id) => byId.has(id) || existing.has(id)).map((id) => toRatingInfo(id, byId.get(id))),
      };
    },

    async recent(page: PaginationQuery, textsVisible: boolean) {
      const [rows, total] = await Promise.all([
        repo.listRecent(page.page_size, pageOffset(page)),
        repo.countPublished(),
      ]);
      return {
        ratings: rows.map((r) => ({ ...toRating(r, textsVisible), service_name: r.service_name })),
        texts_visible: textsVisible,
        ...pageMeta(total, page),
      };
    },

    async reviewList(sort: ServiceSort, page: PaginationQuery) {
      const { rows, total } = await repo.reviewList(sort, page.page_size, pageOffset(page));
      const summaries = new Map((await repo.summaries(rows.map((r) => r.id))).map((s) => [s.service_id, s]));
      return {
        services: rows.map((r) => toServiceInList(r, summaries.get(r.id))),
        sort,
        ...pageMeta(total, page),
      };
    },

    /** The publisher job: pending ratings created before today (Asia/Tokyo) become published. */
    async publishDue(now: Date): Promise<number> {
      return repo.publishPendingBefore(tokyoInstant(tokyoDateKey(now)), now);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
