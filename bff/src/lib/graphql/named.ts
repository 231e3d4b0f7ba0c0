import { Field, ID, ObjectType } from "type-graphql";

/**
 * `id` and `name`, what a reference to a named row (a category, an issue, a provider …) holds. Each
 * kind still is its own GraphQL type (`class SomeRef extends Named {}`), so that clients that
 * normalise by type and id never mix a category with an issue of the same id.
 */
@ObjectType()
export abstract class Named {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}
