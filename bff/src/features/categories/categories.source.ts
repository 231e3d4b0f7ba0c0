import { categoryServices, listCategories } from "@iryo/domain/contracts/categories";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { facetsQuery, toFacetCounts } from "../../lib/catalog/facet-count.js";
import { type RatingInfoSink, toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { type PageArgs, pageOf, pageQuery } from "../../lib/graphql/paginated.js";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import { Category, type CategoryServicePage } from "./category.type.js";

/** /v1 calls of the categories feature. */
export class CategoriesSource extends RestSource {
  /** `ratings` receives the summaries that come with a page, so ratingSummary needs no call. */
  constructor(
    options: RestSourceOptions,
    private readonly ratings: RatingInfoSink,
  ) {
    super(options);
  }

  async list(): Promise<Category[]> {
    const body = await this.call(listCategories);
    return body.categories.map((c) => Category.from(c));
  }

  async servicesOf(
    categoryId: string,
    page: PageArgs & { sort?: ServiceSort | null },
    facets?: readonly number[] | null,
  ): Promise<CategoryServicePage> {
    const body = await this.call(categoryServices, {
      params: { id: categoryId },
      query: { ...pageQuery(page), facets: facetsQuery(facets) },
    });
    for (const s of body.services) this.ratings.prime(s.rating_info);
    return {
      category: Category.from(body.category),
      ...pageOf(body, body.services, toServiceListItem),
      facets: toFacetCounts(body.facets),
    };
  }
}
