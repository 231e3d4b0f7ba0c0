import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { AppError } from "../../lib/app-error.js";
import { toServicesInList } from "../../lib/catalog/service-in-list.js";
import type { CategoriesRepository } from "./categories.repository.js";

export function createCategoriesService(repo: CategoriesRepository) {
  return {
    async list() {
      return { categories: await repo.listCategories() };
    },

    async servicesOf(categoryId: number, page: PaginationQuery & { sort: ServiceSort }) {
      const category = await repo.findCategory(categoryId);
      if (!category) throw new AppError(NOT_FOUND_CODE);
      const rows = await repo.listServicesOfCategory(categoryId, page.page_size, pageOffset(page), page.sort);
      return {
        category,
        services: toServicesInList(rows, await repo.ratingSummaries(rows.map((r) => r.id))),
        ...pageMeta(category.service_count, page),
        sort: page.sort,
      };
    },
  };
}
