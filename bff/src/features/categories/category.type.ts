import { Field, Int, ObjectType } from "type-graphql";
import { ServiceListItem } from "../../lib/catalog/service-list-item.js";
import { Named } from "../../lib/graphql/named.js";
import { Paginated } from "../../lib/graphql/paginated.js";

@ObjectType({ description: "A category of services, e.g. 電子カルテ." })
export class Category extends Named {
  @Field(() => String)
  description!: string;

  @Field(() => Int, { description: "How many services the category holds." })
  serviceCount!: number;
}

@ObjectType({ description: "One page of a category's services." })
export class CategoryServicePage extends Paginated(ServiceListItem) {
  @Field(() => Category)
  category!: Category;
}
