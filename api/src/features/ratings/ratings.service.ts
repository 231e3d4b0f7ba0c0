import { HOME_HIGHLIGHTS_SIZE, REVIEW_EXCERPT_LENGTH } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { excerptOf } from "@iryo/domain/format/excerpt";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { helpfulVoteRefusal } from "@iryo/domain/review-helpfulness";
import {
  groupFigure,
  groupsOf,
  matchesFilter,
  SIMILAR_FACILITY_DIMENSION,
  SIMILAR_FACILITY_DIMENSIONS,
  SIMILAR_FACILITY_MIN_COUNT,
  type SimilarFacilityFilter,
} from "@iryo/domain/similar-facility";
import { type ReviewSort, SERVICE_SORT, type ServiceSort } from "@iryo/domain/sort-options";
import { tokyoDateKey, tokyoInstant } from "@iryo/domain/tokyo-date";
import { AppError } from "../../lib/app-error.js";
import { toRatingContent } from "../../lib/catalog/rating-content.js";
import { toRatingInfo } from "../../lib/catalog/rating-info.js";
import { toServiceInList } from "../../lib/catalog/service-in-list.js";
import type { OfficialReplyRow, RatingRow, RatingsRepository } from "./ratings.repository.js";

/**
 * A rating as REST shows it. For a visitor (not a registered member) the review texts are null: the
 * web shows a register/login prompt in their place.
 */
function toRating(r: RatingRow, textsVisible: boolean, replies: ReadonlyMap<number, OfficialReplyRow>) {
  const reply = replies.get(r.id);
  return {
    rating_id: r.id,
    service_id: r.service_id,
    ...toRatingContent(r),
    good_point: textsVisible ? r.good_point : null,
    improvement_point: textsVisible ? r.improvement_point : null,
    helpful_count: r.helpful_count,
    created_at: r.created_at.toISOString(),
    official_reply: reply
      ? {
          provider_name: reply.provider_name,
          body: reply.body,
          created_at: reply.created_at.toISOString(),
          updated_at: reply.updated_at.toISOString(),
          edited: reply.version > 1,
        }
      : null,
  };
}

export function createRatingsService(repo: RatingsRepository) {
  async function requireService(id: number): Promise<void> {
    if (!(await repo.serviceExists(id))) throw new AppError(NOT_FOUND_CODE);
  }

  return {
    /**
     * One page of a service's published ratings whose reviewers match `filter`, with the figures of all
     * that match (ADR 167). `viewer` is the member's user id (null for visitors): it gives the texts and
     * which reviews the member marked or wrote.
     */
    async ratingsOf(
      serviceId: number,
      sort: ReviewSort,
      filter: SimilarFacilityFilter,
      page: PaginationQuery,
      viewer: number | null,
    ) {
      const serviceName = await repo.serviceName(serviceId);
      if (serviceName === undefined) throw new AppError(NOT_FOUND_CODE);
      const [rows, attributes] = await Promise.all([
        repo.listOfService(serviceId, sort, filter, page.page_size, pageOffset(page)),
        repo.reviewerAttributes(serviceId),
      ]);
      const ids = rows.map((r) => r.id);
      const [replies, marked] = await Promise.all([
        repo.officialReplies(ids),
        viewer === null ? Promise.resolve(new Set<number>()) : repo.markedByMember(viewer, ids),
      ]);
      const figure = groupFigure(attributes.filter((r) => matchesFilter(r, filter)));
      const textsVisible = viewer !== null;
      return {
        service_id: serviceId,
        service_name: serviceName,
        sort,
        texts_visible: textsVisible,
        figure,
        ratings: rows.map((r) => ({
          ...toRating(r, textsVisible, replies),
          viewer_marked_helpful: marked.has(r.id),
          viewer_is_author: viewer !== null && r.user_id === viewer,
        })),
        ...pageMeta(figure.rating_count, page),
      };
    },

    /** A service's published ratings grouped by each reviewer attribute (ADR 167). */
    async similarFacilities(serviceId: number) {
      if (!(await repo.serviceExists(serviceId))) throw new AppError(NOT_FOUND_CODE);
      const attributes = await repo.reviewerAttributes(serviceId);
      return {
        service_id: serviceId,
        min_count: SIMILAR_FACILITY_MIN_COUNT,
        dimensions: SIMILAR_FACILITY_DIMENSIONS.map((dimension) => ({
          dimension,
          label: SIMILAR_FACILITY_DIMENSION[dimension].label,
          groups: groupsOf(attributes, dimension),
        })),
      };
    },

    /**
     * 「参考になった」 on (`marked`) or off for the member: idempotent both ways, only on a published review,
     * never on one's own (0305001). Taking a vote back is allowed on any review the member can name.
     */
    async setHelpful(ratingId: number, userId: number, marked: boolean) {
      const target = await repo.voteTarget(ratingId);
      if (!target) throw new AppError(NOT_FOUND_CODE);
      if (marked) {
        const refusal = helpfulVoteRefusal({ userId, authorUserId: target.user_id, published: target.published });
        if (refusal) throw new AppError(refusal);
        await repo.addVote(ratingId, userId);
      } else {
        await repo.removeVote(ratingId, userId);
      }
      return { rating_id: ratingId, ...(await repo.voteState(ratingId, userId)) };
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
      const replies = await repo.officialReplies(rows.map((r) => r.id));
      return {
        ratings: rows.map((r) => ({ ...toRating(r, textsVisible, replies), service_name: r.service_name })),
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

    /**
     * The home page's two rated lists, in the review list's orders ("rating", "reviews"), each
     * `HOME_HIGHLIGHTS_SIZE` long. Review excerpts are read only for a member (product §6: visitors get a
     * register prompt instead of review text), so a visitor's answer never holds one.
     */
    async homeHighlights(textsVisible: boolean) {
      const [rated, reviewed] = await Promise.all([
        repo.topSummaries(SERVICE_SORT.HIGHEST_RATED, HOME_HIGHLIGHTS_SIZE),
        repo.topSummaries(SERVICE_SORT.MOST_REVIEWS, HOME_HIGHLIGHTS_SIZE),
      ]);
      const ids = [...new Set([...rated, ...reviewed].map((s) => s.service_id))];
      const [rows, texts] = await Promise.all([
        repo.servicesInList(ids),
        textsVisible ? repo.latestReviewTexts(ids) : Promise.resolve(new Map<number, string>()),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const highlight = (summary: (typeof rated)[number]) => {
        const row = byId.get(summary.service_id);
        if (!row) return [];
        const text = texts.get(summary.service_id);
        const excerpt = text === undefined ? "" : excerptOf(text, REVIEW_EXCERPT_LENGTH);
        return [{ ...toServiceInList(row, summary), review_excerpt: textsVisible && excerpt ? excerpt : null }];
      };
      return {
        top_rated: rated.flatMap(highlight),
        most_reviewed: reviewed.flatMap(highlight),
        excerpts_visible: textsVisible,
      };
    },

    /** The publisher job: pending ratings approved before today (Asia/Tokyo) become published (ADR 148). */
    async publishDue(now: Date): Promise<number> {
      return repo.publishPendingBefore(tokyoInstant(tokyoDateKey(now)), now);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
