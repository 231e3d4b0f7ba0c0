import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { KeywordSearchQuery } from "@iryo/domain/media-query";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { AppError } from "./app-error.js";
import type { MediaFilter } from "./search/media-search.js";

/** What the service of a kind of media (articles, seminars) reads from its repository. */
export interface MediaRepository<F extends MediaFilter, R, D> {
  search(filter: F, limit: number, offset: number): Promise<{ rows: R[]; total: number }>;
  tags(): Promise<{ tag: string; count: number }[]>;
  find(id: number): Promise<D | undefined>;
  relatedServices(id: number): Promise<{ id: number; name: string }[]>;
}

/**
 * The calls the articles and the seminars answer alike: a page of items under `key` with the page
 * meta, the keyword search, the tags and the detail (404 when there is no such row) with its services.
 */
export function mediaService<F extends MediaFilter, R, D, K extends string, I>(
  repo: MediaRepository<F, R, D>,
  key: K,
  toItem: (row: R) => I,
) {
  async function page(filter: F, query: PaginationQuery) {
    const { rows, total } = await repo.search(filter, query.page_size, pageOffset(query));
    return { [key]: rows.map(toItem), ...pageMeta(total, query) } as Record<K, I[]> & ReturnType<typeof pageMeta>;
  }

  return {
    page,

    keywordSearch(query: KeywordSearchQuery) {
      return page({ keyword: query.keyword ?? "" } as F, query);
    },

    async tags() {
      return { tags: await repo.tags() };
    },

    async detail<X>(id: number, detailOf: (row: D) => X) {
      const row = await repo.find(id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const services = await repo.relatedServices(id);
      return {
        ...detailOf(row),
        services: services.map((s) => ({ service_id: s.id, service_name: s.name })),
      };
    },
  };
}
