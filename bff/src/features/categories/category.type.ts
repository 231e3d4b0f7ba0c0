import { DateTimeISOResolver } from "graphql-scalars";
import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "A category of services, e.g. 電子カルテ." })
export class Category {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int, { description: "How many services the category holds." })
  serviceCount!: number;
}

@ObjectType({ description: "The provider of a service, as a list shows it." })
export class ProviderSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: "A service as a list shows it." })
export class ServiceSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String, { nullable: true, description: "Path of the logo image; null when there is none." })
  logoImagePath!: string | null;

  @Field(() => DateTimeISOResolver)
  updatedAt!: Date;

  @Field(() => ProviderSummary)
  provider!: ProviderSummary;
}

@ObjectType({ description: "One page of a category's services." })
export class CategoryServicePage {
  @Field(() => Category)
  category!: Category;

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
