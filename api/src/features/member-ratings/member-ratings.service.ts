import type { RatingState } from "@iryo/domain/contracts/member-ratings";
import { CONFLICT_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { ratingRefusal } from "@iryo/domain/rating";
import {
  looksAffiliated,
  type ModerationFlag,
  type ModerationState,
  type RejectionReason,
  reviewStateOf,
  textFlags,
} from "@iryo/domain/review-moderation";
import type { RatingInput } from "@iryo/domain/validation/rating-input";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { toRatingContent } from "../../lib/catalog/rating-content.js";
import type { MemberRatingsRepository, OwnRatingRow } from "./member-ratings.repository.js";

function toOwnRating(r: OwnRatingRow) {
  return {
    rating_id: r.id,
    service_id: r.service_id,
    service_name: r.service_name,
    logo_image_filepath: r.logo_image_filepath,
    ...toRatingContent(r),
    status: r.status as RatingState,
    review_state: reviewStateOf(r.status, r.moderation as ModerationState),
    rejection_reason: r.moderation === "rejected" ? ((r.rejection_reason as RejectionReason | null) ?? null) : null,
    rejection_note: r.moderation === "rejected" ? r.rejection_note : null,
    version: r.version,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at ? r.updated_at.toISOString() : null,
    published_at: r.published_at ? r.published_at.toISOString() : null,
  };
}

export function createMemberRatingsService(deps: { repo: MemberRatingsRepository; now: () => Date }) {
  const { repo, now } = deps;

  async function eligibility(trx: Kysely<Database>, userId: number, serviceId: number) {
    const [corporateTypes, ratedServiceCount, existing] = await Promise.all([
      repo.corporateTypes(trx, userId),
      repo.countOf(trx, userId),
      repo.ownOfService(trx, userId, serviceId),
    ]);
    const refusal = ratingRefusal({
      corporateTypes,
      ratedServiceCount,
      alreadyRatedThisService: existing !== undefined,
    });
    return { refusal, ratedServiceCount, existing };
  }

  /** The flags a moderator sees first (ADR 148), computed when the rating enters the queue. */
  async function flagsOf(trx: Kysely<Database>, userId: number, serviceId: number, input: RatingInput) {
    const flags: ModerationFlag[] = textFlags([input.good_point, input.improvement_point]);
    const parties = await repo.affiliation(trx, userId, serviceId);
    if (
      parties &&
      looksAffiliated({
        reviewerOrganisation: parties.hospital_name,
        reviewerEmail: parties.email ?? "",
        providerName: parties.provider_name,
        providerWebsiteUrl: parties.website_url,
      })
    ) {
      flags.push("provider_affiliation");
    }
    return flags;
  }

  return {
    /** Other-business → 0901001, already rated → 0901003, 100 rated → 0901002; all under the member's lock. */
    async post(userId: number, serviceId: number, input: RatingInput) {
      return repo.withMemberLock(userId, async (trx) => {
        if ((await repo.serviceName(trx, serviceId)) === undefined) throw new AppError(NOT_FOUND_CODE);
        const { refusal } = await eligibility(trx, userId, serviceId);
        if (refusal) throw new AppError(refusal);
        const id = await repo.insert(
          trx,
          userId,
          serviceId,
          input,
          await flagsOf(trx, userId, serviceId, input),
          now(),
        );
        if (id === undefined) throw new AppError("0901003");
        return toOwnRating((await repo.ownById(trx, userId, id)) as OwnRatingRow);
      });
    },

    /** The member's own rating of a service and whether they may post one. */
    async ofServiceForMember(userId: number, serviceId: number) {
      const db = repo.db;
      const serviceName = await repo.serviceName(db, serviceId);
      if (serviceName === undefined) throw new AppError(NOT_FOUND_CODE);
      const { refusal, ratedServiceCount, existing } = await eligibility(db, userId, serviceId);
      return {
        service_id: serviceId,
        service_name: serviceName,
        own_rating: existing ? toOwnRating(existing) : null,
        eligibility: {
          can_post: refusal === undefined,
          refusal_code: refusal ?? null,
          rated_service_count: ratedServiceCount,
        },
      };
    },

    async list(userId: number, page: PaginationQuery) {
      const [rows, total] = await Promise.all([
        repo.page(userId, page.page_size, pageOffset(page)),
        repo.countOf(repo.db, userId),
      ]);
      return {
        ratings: rows.map(toOwnRating),
        ...pageMeta(total, page),
      };
    },

    /** Another member's rating, or one that does not exist, is 404 alike; a stale version is 0109001. */
    async update(userId: number, ratingId: number, version: number, input: RatingInput) {
      const serviceId = await repo.serviceOfOwn(userId, ratingId);
      const flags = serviceId === undefined ? [] : await flagsOf(repo.db, userId, serviceId, input);
      if (!(await repo.update(userId, ratingId, version, input, flags, now()))) {
        const current = await repo.ownById(repo.db, userId, ratingId);
        throw new AppError(current ? CONFLICT_CODE : NOT_FOUND_CODE);
      }
      return toOwnRating((await repo.ownById(repo.db, userId, ratingId)) as OwnRatingRow);
    },

    async remove(userId: number, ratingId: number) {
      if (!(await repo.remove(userId, ratingId))) throw new AppError(NOT_FOUND_CODE);
      return { rating_id: ratingId, deleted: true as const };
    },

    /** The member-state summary the detail pages show (ADR 060). */
    async stateOf(userId: number, serviceId: number) {
      const { refusal, existing } = await eligibility(repo.db, userId, serviceId);
      return {
        own_rating: existing
          ? { rating_id: existing.id, status: existing.status as RatingState, version: existing.version }
          : null,
        rating_refusal_code: refusal ?? null,
      };
    },
  };
}

export type MemberRatingsService = ReturnType<typeof createMemberRatingsService>;
