import { pageCount } from "@iryo/domain/pagination";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import {
  type RatingsSource,
  type RestRatingInfo,
  type RestServiceRow,
  toServiceSummary,
} from "../ratings/ratings.source.js";
import type { CategorySearchPage, ServiceSearchPage } from "./search.type.js";

interface RestPage {
  keyword: string;
  total_count: number;
  page_size: number;
  page_number: number;
}

/** /v1 calls of the global search. */
export class SearchSource extends RestSource {
  /** `ratings` receives the summaries that come with a search page, so ratingSummary needs no call. */
  constructor(
    options: RestSourceOptions,
    private readonly ratings: RatingsSource,
  ) {
    super(options);
  }

  async services(keyword?: string, sort?: string, pageSize?: number, pageNumber?: number): Promise<ServiceSearchPage> {
    const body = await this.get<RestPage & { services: (RestServiceRow & { rating_info: RestRatingInfo })[] }>(
      "/searches/service",
      {
        keyword,
        sort,
        page_size: pageSize,
        page_number: pageNumber,
      },
    );
    for (const s of body.services) this.ratings.prime(s.rating_info);
    return {
      keyword: body.keyword,
      items: body.services.map(toServiceSummary),
      totalCount: body.total_count,
      pageSize: body.page_size,
      pageNumber: body.page_number,
      pageCount: pageCount(body.total_count, body.page_size),
    };
  }

  async categories(keyword?: string, pageSize?: number, pageNumber?: number): Promise<CategorySearchPage> {
    const body = await this.get<
      RestPage & {
        categories: { category_id: number; category_name: string; description: string; service_count: number }[];
      }
    >("/searches/category", { keyword, page_size: pageSize, page_number: pageNumber });
    return {
      keyword: body.keyword,
      items: body.categories.map((c) => ({
        id: String(c.category_id),
        name: c.category_name,
        description: c.description,
        serviceCount: c.service_count,
      })),
      totalCount: body.total_count,
      pageSize: body.page_size,
      pageNumber: body.page_number,
      pageCount: pageCount(body.total_count, body.page_size),
    };
  }
}
