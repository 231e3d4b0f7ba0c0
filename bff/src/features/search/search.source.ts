import { searchCategories, searchServices } from "@iryo/domain/contracts/search";
import type { SearchSort } from "@iryo/domain/sort-options";
import { facetsQuery, toFacetCounts } from "../../lib/catalog/facet-count.js";
import { type RatingInfoSink, toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { type PageArgs, pageOf, pageQuery } from "../../lib/graphql/paginated.js";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import { Category } from "../categories/category.type.js";
import type { CategorySearchPage, ServiceSearchPage } from "./search.type.js";

/** /v1 calls of the global search. */
export class SearchSource extends RestSource {
  /** `ratings` receives the summaries that come with a search page, so ratingSummary needs no call. */
  constructor(
    options: RestSourceOptions,
    private readonly ratings: RatingInfoSink,
  ) {
    super(options);
  }

  async services(
    keyword: string | undefined,
    page: PageArgs & { sort?: SearchSort | null },
    facets?: readonly number[] | null,
  ): Promise<ServiceSearchPage> {
    const body = await this.call(searchServices, {
      query: { keyword, ...pageQuery(page), facets: facetsQuery(facets) },
    });
    for (const s of body.services) this.ratings.prime(s.rating_info);
    return {
      keyword: body.keyword,
      ...pageOf(body, body.services, toServiceListItem),
      facets: toFacetCounts(body.facets),
    };
  }

  async categories(keyword: string | undefined, page: PageArgs): Promise<CategorySearchPage> {
    const body = await this.call(searchCategories, {
      query: { keyword, ...pageQuery(page) },
    });
    return {
      keyword: body.keyword,
      ...pageOf(body, body.categories, Category.from),
    };
  }
}
