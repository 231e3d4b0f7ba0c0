import {
  REVIEW_SORT,
  reviewSortParam,
  SEARCH_SORT,
  SERVICE_SORT,
  searchSortParam,
  serviceSortParam,
  sortName,
} from "@iryo/domain/sort-options";
import type {
  ReviewSort as ReviewSortName,
  SearchSort as SearchSortName,
  ServiceSort as ServiceSortName,
} from "../../graphql/types";

/**
 * The URLs keep the /v1 words (`?sort=rating`); the BFF takes its enum names (`HIGHEST_RATED`). This is
 * the edge where one becomes the other: `value` for links and the select, `name` for the query.
 */
export function serviceSortOfUrl(param: string | null) {
  const value = serviceSortParam(param);
  const name: ServiceSortName = sortName(SERVICE_SORT, value);
  return { value, name };
}

/** The keyword search's sort of a URL (relevance when a keyword is given and none is asked), as `serviceSortOfUrl`. */
export function searchSortOfUrl(param: string | null, keyword: string) {
  const value = searchSortParam(param, keyword);
  const name: SearchSortName = sortName(SEARCH_SORT, value);
  return { value, name };
}

/** The review sort of a URL, as `serviceSortOfUrl`. */
export function reviewSortOfUrl(param: string | null) {
  const value = reviewSortParam(param);
  const name: ReviewSortName = sortName(REVIEW_SORT, value);
  return { value, name };
}
