import { Field, ObjectType } from "type-graphql";
import { FacetCount } from "../../lib/catalog/facet-count.js";
import { ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { Category } from "../categories/category.type.js";

@ObjectType({ description: "One page of services found by a keyword." })
export class ServiceSearchPage extends Paginated(ServiceListItem) {
  @Field(() => String, { description: "The keyword as the server read it (trimmed)." })
  keyword!: string;

  @Field(() => [FacetCount], { description: "Every facet with its count among the keyword's matches." })
  facets!: FacetCount[];
}

@ObjectType({ description: "One page of categories found by a keyword." })
export class CategorySearchPage extends Paginated(Category) {
  @Field(() => String)
  keyword!: string;
}
