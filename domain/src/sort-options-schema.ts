// The zod schemas of the sorts (the api's query parameters and answers); kept apart from
// sort-options.ts so that the public list pages never load zod (ADR 095).

import { z } from "zod";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";
import { DEFAULT_REVIEW_SORT, DEFAULT_SERVICE_SORT, REVIEW_SORT, SEARCH_SORT, SERVICE_SORT } from "./sort-options.js";

/** One of the service sorts (as a /v1 answer echoes it); anything else 0109004. */
export const serviceSortSchema = z.enum(
  [SERVICE_SORT.NEWEST_UPDATE, SERVICE_SORT.HIGHEST_RATED, SERVICE_SORT.MOST_REVIEWS],
  { error: REQUEST_INVALID_CODE },
);

/** One of the review sorts (as a /v1 answer echoes it); anything else 0109004. */
export const reviewSortSchema = z.enum(
  [REVIEW_SORT.RECOMMENDED, REVIEW_SORT.DATE, REVIEW_SORT.HIGHEST_RATED, REVIEW_SORT.REVIEW_COUNT],
  {
    error: REQUEST_INVALID_CODE,
  },
);

/** A `sort` query parameter: one of the service sorts, default newest update; else 0109004. */
export const serviceSortQuerySchema = serviceSortSchema.default(DEFAULT_SERVICE_SORT);

/** One of the keyword search's sorts (as its /v1 answer echoes it); anything else 0109004. */
export const searchSortSchema = z.enum(
  [SEARCH_SORT.RELEVANCE, SEARCH_SORT.NEWEST_UPDATE, SEARCH_SORT.HIGHEST_RATED, SEARCH_SORT.MOST_REVIEWS],
  { error: REQUEST_INVALID_CODE },
);

/** A `sort` query parameter of the keyword search: a search sort or absent (see defaultSearchSort); else 0109004. */
export const searchSortQuerySchema = searchSortSchema.optional();

/** A `sort` query parameter of review lists: default recommended (ADR 167); else 0109004. */
export const reviewSortQuerySchema = reviewSortSchema.default(DEFAULT_REVIEW_SORT);
