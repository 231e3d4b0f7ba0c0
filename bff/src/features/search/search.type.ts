import { Field, Int, ObjectType } from "type-graphql";
import { Category, ServiceSummary } from "../categories/category.type.js";

@ObjectType({ description: "One page of services found by a keyword." })
export class ServiceSearchPage {
  @Field(() => String, { description: "The keyword as the server read it (trimmed)." })
  keyword!: string;

  @Field(() => [ServiceSummary])
  items!: ServiceSummary[];

  @Field(() => Int)
  totalCount!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageNumber!: number;

  @Field(() => Int)
  pageCount!: number;
}

@ObjectType({ description: "One page of categories found by a keyword." })
export class CategorySearchPage {
  @Field(() => String)
  keyword!: string;

  @Field(() => [Category])
  items!: Category[];

  @Field(() => Int)
  totalCount!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  pageNumber!: number;

  @Field(() => Int)
  pageCount!: number;
}
