import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { AppError } from "../../lib/app-error.js";
import { toServicesInList } from "../../lib/catalog/service-in-list.js";
import type { CategoriesRepository } from "./categories.repository.js";

export function createCategoriesService(repo: CategoriesRepository) {
  return {
    async list() {
      const rows = await repo.listCategories();
      return {
        categories: rows.map((r) => ({
          category_id: r.id,
          category_name: r.name,
          description: r.description,
          service_count: r.service_count,
        })),
      };
    },

    async servicesOf(categoryId: number, page: PaginationQuery & { sort: ServiceSort }) {
      const category = await repo.findCategory(categoryId);
      if (!category) throw new AppError(NOT_FOUND_CODE);
      const rows = await repo.listServicesOfCategory(categoryId, page.page_size, pageOffset(page), page.sort);
      return {
        category: {
          category_id: category.id,
          category_name: category.name,
          description: category.description,
          service_count: category.service_count,
        },
        services: toServicesInList(rows, await repo.ratingSummaries(rows.map((r) => r.id))),
        ...pageMeta(category.service_count, page),
        sort: page.sort,
      };
    },
  };
}
