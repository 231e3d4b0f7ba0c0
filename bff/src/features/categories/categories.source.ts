import { pageCount } from "@iryo/domain/pagination";
import { RestSource } from "../../lib/rest-source.js";
import type { Category, CategoryServicePage } from "./category.type.js";

interface RestCategory {
  category_id: number;
  category_name: string;
  description: string;
  service_count: number;
}

interface RestCategoryServices {
  category: RestCategory;
  services: {
    service_id: number;
    service_name: string;
    summary: string;
    logo_image_filepath: string | null;
    updated_at: string;
    provider_id: number;
    provider_name: string;
  }[];
  total_count: number;
  page_size: number;
  page_number: number;
}

function toCategory(c: RestCategory): Category {
  return {
    id: String(c.category_id),
    name: c.category_name,
    description: c.description,
    serviceCount: c.service_count,
  };
}

/** /v1 calls of the categories feature. */
export class CategoriesSource extends RestSource {
  async list(): Promise<Category[]> {
    const body = await this.get<{ categories: RestCategory[] }>("/categories");
    return body.categories.map(toCategory);
  }

  async servicesOf(
    categoryId: string,
    pageSize?: number,
    pageNumber?: number,
    sort?: string,
  ): Promise<CategoryServicePage> {
    const body = await this.get<RestCategoryServices>(`/categories/${encodeURIComponent(categoryId)}/services`, {
      page_size: pageSize,
      page_number: pageNumber,
      sort,
    });
    return {
      category: toCategory(body.category),
      items: body.services.map((s) => ({
        id: String(s.service_id),
        name: s.service_name,
        summary: s.summary,
        logoImagePath: s.logo_image_filepath,
        updatedAt: new Date(s.updated_at),
        provider: { id: String(s.provider_id), name: s.provider_name },
      })),
      totalCount: body.total_count,
      pageSize: body.page_size,
      pageNumber: body.page_number,
      pageCount: pageCount(body.total_count, body.page_size),
    };
  }
}
