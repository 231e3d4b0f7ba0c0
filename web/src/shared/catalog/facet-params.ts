import { facetOfKey, type ServiceFacet } from "@iryo/domain/service-attributes";

/**
 * The facets of a page URL (`?facet=domestic-dc&facet=two-factor`) in code order, so that one selection is
 * one query whatever the order of ticking (one cache entry); unknown keys are ignored (ADR 154).
 */
export function facetsOfUrl(search: URLSearchParams): ServiceFacet[] {
  const codes = search.getAll("facet").flatMap((key) => {
    const code = facetOfKey(key);
    return code === undefined ? [] : [code];
  });
  return [...new Set(codes)].sort((a, b) => a - b);
}
