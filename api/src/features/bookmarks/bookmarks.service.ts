import { bookmarkRefusal } from "@iryo/domain/bookmark";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { AppError } from "../../lib/app-error.js";
import type { BookmarksRepository } from "./bookmarks.repository.js";

export function createBookmarksService(repo: BookmarksRepository) {
  return {
    async list(userId: number, page: PaginationQuery) {
      const [rows, total] = await Promise.all([
        repo.page(userId, page.page_size, pageOffset(page)),
        // The pages' total: hidden bookmarks (ADR 175) are kept but not listed.
        repo.countShown(userId),
      ]);
      return {
        bookmarks: rows.map((r) => ({
          ...r,
          updated_at: r.updated_at.toISOString(),
          bookmarked_at: r.bookmarked_at.toISOString(),
        })),
        ...pageMeta(total, page),
      };
    },

    /** Idempotent; the 51st distinct service answers 1001001 and stores nothing. */
    async add(userId: number, serviceId: number) {
      return repo.withMemberLock(userId, async (trx) => {
        if (!(await repo.serviceExists(trx, serviceId))) throw new AppError(NOT_FOUND_CODE);
        const count = await repo.count(trx, userId);
        if (await repo.isBookmarked(trx, userId, serviceId)) {
          return { service_id: serviceId, bookmarked: true, bookmark_count: count };
        }
        const refusal = bookmarkRefusal(count);
        if (refusal) throw new AppError(refusal);
        await repo.insert(trx, userId, serviceId);
        return { service_id: serviceId, bookmarked: true, bookmark_count: count + 1 };
      });
    },

    async remove(userId: number, serviceId: number) {
      await repo.remove(userId, serviceId);
      return { service_id: serviceId, bookmarked: false, bookmark_count: await repo.countOf(userId) };
    },
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
