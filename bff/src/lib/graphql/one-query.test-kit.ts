import { Arg, buildSchemaSync, Query, Resolver } from "type-graphql";

/** A GraphQL type as type-graphql takes it: a thunk of a class, a scalar or a list. */
type ReturnTypeFunc = Parameters<typeof Query>[0];

/**
 * A schema whose one query `name` of type `type` answers `answer` called with its arguments `args`
 * (name and type, in the order of `answer`'s parameters). Decorated by hand: test files are
 * compiled without TypeScript's decorators.
 */
export function oneQuerySchema<P extends unknown[]>(
  name: string,
  type: ReturnTypeFunc,
  answer: (...values: P) => unknown,
  args: readonly (readonly [name: string, type: ReturnTypeFunc])[] = [],
) {
  const target = class {};
  const descriptor = { value: answer, writable: true, configurable: true };
  Object.defineProperty(target.prototype, name, descriptor);
  for (const [index, [arg, argType]] of args.entries()) Arg(arg, argType)(target.prototype, name, index);
  Query(type)(target.prototype, name, descriptor);
  Resolver()(target);
  return buildSchemaSync({ resolvers: [target], validate: false });
}
