/**
 * The link to page `pageNumber` of the list the address shows: the same path and query (filters, sort,
 * page size) with `page_number` replaced. Every paged list links its pages this way.
 */
export function pageHref(location: { readonly pathname: string; readonly search: string }, pageNumber: number): string {
  const query = new URLSearchParams(location.search);
  query.set("page_number", String(pageNumber));
  return `${location.pathname}?${query.toString()}`;
}
