// Sort options of the service lists and the review lists (product §9). Their zod schemas: sort-options-schema.ts.

export const SERVICE_SORT = { NEWEST_UPDATE: "updated", HIGHEST_RATED: "rating", MOST_REVIEWS: "reviews" } as const;
export type ServiceSort = (typeof SERVICE_SORT)[keyof typeof SERVICE_SORT];

export const SERVICE_SORT_OPTIONS: readonly { readonly value: ServiceSort; readonly label: string }[] = [
  { value: SERVICE_SORT.NEWEST_UPDATE, label: "更新日が新しい順" },
  { value: SERVICE_SORT.HIGHEST_RATED, label: "評価が高い順" },
  { value: SERVICE_SORT.MOST_REVIEWS, label: "レビュー数が多い順" },
];
export const DEFAULT_SERVICE_SORT: ServiceSort = SERVICE_SORT.NEWEST_UPDATE;

/**
 * The keyword search's sorts: the service sorts plus relevance — services whose name holds every term
 * first, then those with a category whose name does, then the rest; newest update within each.
 * Relevance is the default when a keyword is given (no keyword: newest update).
 */
export const SEARCH_SORT = { ...SERVICE_SORT, RELEVANCE: "relevance" } as const;
export type SearchSort = (typeof SEARCH_SORT)[keyof typeof SEARCH_SORT];

export const SEARCH_SORT_OPTIONS: readonly { readonly value: SearchSort; readonly label: string }[] = [
  { value: SEARCH_SORT.RELEVANCE, label: "関連度が高い順" },
  ...SERVICE_SORT_OPTIONS,
];

/** The sort a keyword search applies when none is asked for. */
export function defaultSearchSort(keyword: string | undefined): SearchSort {
  return keyword?.trim() ? SEARCH_SORT.RELEVANCE : DEFAULT_SERVICE_SORT;
}

export const REVIEW_SORT = {
  RECOMMENDED: "recommended",
  DATE: "date",
  HIGHEST_RATED: "rating",
  REVIEW_COUNT: "reviews",
} as const;
export type ReviewSort = (typeof REVIEW_SORT)[keyof typeof REVIEW_SORT];

export const REVIEW_SORT_OPTIONS: readonly { readonly value: ReviewSort; readonly label: string }[] = [
  { value: REVIEW_SORT.RECOMMENDED, label: "おすすめ順" },
  { value: REVIEW_SORT.DATE, label: "投稿日が新しい順" },
  { value: REVIEW_SORT.HIGHEST_RATED, label: "評価が高い順" },
  { value: REVIEW_SORT.REVIEW_COUNT, label: "レビュー数が多い順" },
];
/** Helpful and recent reviews first (`recommendedRankKey` of review-helpfulness.ts; ADR 167). */
export const DEFAULT_REVIEW_SORT: ReviewSort = REVIEW_SORT.RECOMMENDED;

/**
 * A sort's spec name (`HIGHEST_RATED`) for its /v1 value (`rating`). The GraphQL enums `ServiceSort` and
 * `ReviewSort` are these names; the web maps the values of its URLs with it.
 */
export function sortName<T extends Readonly<Record<string, string>>>(
  sorts: T,
  value: T[keyof T],
): Extract<keyof T, string> {
  const name = Object.keys(sorts).find((key): key is Extract<keyof T, string> => sorts[key] === value);
  if (name === undefined) throw new Error(`not a sort: ${value}`);
  return name;
}

/** The service sort a URL asks for (`?sort=rating`); a missing or unknown one is the default. */
export function serviceSortParam(param: string | null | undefined): ServiceSort {
  return SERVICE_SORT_OPTIONS.find((o) => o.value === param)?.value ?? DEFAULT_SERVICE_SORT;
}

/** The keyword search's sort a URL asks for; a missing or unknown one is the default for the keyword. */
export function searchSortParam(param: string | null | undefined, keyword: string | undefined): SearchSort {
  return SEARCH_SORT_OPTIONS.find((o) => o.value === param)?.value ?? defaultSearchSort(keyword);
}

/** The review sort a URL asks for; a missing or unknown one is the default. */
export function reviewSortParam(param: string | null | undefined): ReviewSort {
  return REVIEW_SORT_OPTIONS.find((o) => o.value === param)?.value ?? DEFAULT_REVIEW_SORT;
}
