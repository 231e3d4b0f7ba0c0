import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import type { ServiceFacet } from "@iryo/domain/service-attributes";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { AppError } from "../../lib/app-error.js";
import { facetCountList } from "../../lib/catalog/service-facets.js";
import { toServicesInList } from "../../lib/catalog/service-in-list.js";
import type { CategoriesRepository } from "./categories.repository.js";

export function createCategoriesService(repo: CategoriesRepository) {
  return {
    async list() {
      return { categories: await repo.listCategories() };
    },

    async servicesOf(
      categoryId: number,
      page: PaginationQuery & { sort: ServiceSort; facets: readonly ServiceFacet[] },
    ) {
      const category = await repo.findCategory(categoryId);
      if (!category) throw new AppError(NOT_FOUND_CODE);
      const [rows, total, counts] = await Promise.all([
        repo.listServicesOfCategory(categoryId, page.page_size, pageOffset(page), page.sort, page.facets),
        page.facets.length === 0 ? category.service_count : repo.countServicesOfCategory(categoryId, page.facets),
        repo.facetCounts(categoryId, page.facets),
      ]);
      return {
        category,
        services: toServicesInList(rows, await repo.ratingSummaries(rows.map((r) => r.id))),
        ...pageMeta(total, page),
        sort: page.sort,
        facets: facetCountList(counts, page.facets),
      };
    },
  };
}
