import { forwardingResolver, optional, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs, SearchPageArgs } from "../../lib/graphql/paginated.js";
import { CategorySearchPage, ServiceSearchPage } from "./search.type.js";

export const SearchResolver = forwardingResolver(
  "search",
  ({ query }) => ({
    searchServices: query(
      ServiceSearchPage,
      { keyword: optional(String), page: spread(SearchPageArgs) },
      (search, { keyword, page }) => search.services(keyword ?? undefined, page),
    ),
    searchCategories: query(
      CategorySearchPage,
      { keyword: optional(String), page: spread(PageArgs) },
      (search, { keyword, page }) => search.categories(keyword ?? undefined, page),
    ),
  }),
  {
    searchServices: "Services whose name, summary, provider or categories hold every word of the keyword (≤ 50).",
    searchCategories: "Categories whose name or description holds every word.",
  },
);
