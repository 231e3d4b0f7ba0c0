import { type PaginationQuery, pageOffset } from "@iryo/domain/pagination";
import type { ServiceFacet } from "@iryo/domain/service-attributes";
import { defaultSearchSort, type SearchSort } from "@iryo/domain/sort-options";
import { facetCountList } from "../../lib/catalog/service-facets.js";
import { toServiceInList } from "../../lib/catalog/service-in-list.js";
import type { SearchRepository } from "./search.repository.js";

export function createSearchService(repo: SearchRepository) {
  return {
    async services(
      keyword: string | undefined,
      asked: SearchSort | undefined,
      page: PaginationQuery,
      facets: readonly ServiceFacet[] = [],
    ) {
      const sort = asked ?? defaultSearchSort(keyword);
      const {
        rows,
        total,
        facetCounts: counts,
      } = await repo.services(keyword, sort, page.page_size, pageOffset(page), facets);
      return {
        keyword: keyword ?? "",
        sort,
        services: rows.map((r) => toServiceInList(r, r.summary_row)),
        total_count: total,
        page_size: page.page_size,
        page_number: page.page_number,
        facets: facetCountList(counts, facets),
      };
    },

    async categories(keyword: string | undefined, page: PaginationQuery) {
      const { rows, total } = await repo.categories(keyword, page.page_size, pageOffset(page));
      return {
        keyword: keyword ?? "",
        categories: rows.map((r) => ({
          category_id: r.id,
          category_name: r.name,
          description: r.description,
          service_count: r.service_count,
        })),
        total_count: total,
        page_size: page.page_size,
        page_number: page.page_number,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
