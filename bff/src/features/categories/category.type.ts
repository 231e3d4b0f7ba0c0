import { restCategorySchema } from "@iryo/domain/contracts/categories";
import { Field, ObjectType } from "type-graphql";
import { FacetCount } from "../../lib/catalog/facet-count.js";
import { ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { contractType } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";

export const Category = contractType("Category", restCategorySchema, {
  description: "A category of services, e.g. 電子カルテ.",
  id: "category_id",
  fields: {
    category_name: { name: "name" },
    service_count: { description: "How many services the category holds." },
  },
});
export type Category = InstanceType<typeof Category>;

@ObjectType({ description: "One page of a category's services." })
export class CategoryServicePage extends Paginated(ServiceListItem) {
  @Field(() => Category)
  category!: Category;

  @Field(() => [FacetCount], { description: "Every facet with its count among this category's services." })
  facets!: FacetCount[];
}
