import { Field, ID, Int, ObjectType } from "type-graphql";

/**
 * `id` and `name`, what a reference to a named row (a category, an issue, a provider …) holds. Each
 * kind still is its own GraphQL type (`class ServiceIssueRef extends Named {}`), so that clients that
 * normalise by type and id never mix a category with an issue of the same id.
 */
@ObjectType()
export abstract class Named {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

/** A named way to search services (a department, a job role) with how many services it has. */
@ObjectType()
export abstract class NamedWithCount extends Named {
  @Field(() => Int)
  serviceCount!: number;
}
