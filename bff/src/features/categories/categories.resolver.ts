import { ID } from "type-graphql";
import { forwardingResolver, spread } from "../../lib/graphql/forwarding.js";
import { ServicePageArgs } from "../../lib/graphql/paginated.js";
import { Category, CategoryServicePage } from "./category.type.js";

export const CategoriesResolver = forwardingResolver(
  "categories",
  ({ query }) => ({
    categories: query([Category], {}, (categories) => categories.list()),
    categoryServices: query(
      CategoryServicePage,
      { categoryId: ID, page: spread(ServicePageArgs) },
      (categories, { categoryId, page }) => categories.servicesOf(categoryId, page),
    ),
  }),
  {
    categories: "Every category, in display order.",
    categoryServices: "One page of a category's services (page size 20, 50 or 100).",
  },
);
