// Resolvers that only forward to a data source (ADR 099): a query or mutation whose whole body is
// `return ctx.dataSources.x.y(args)` is declared once, as an entry of a table, with its GraphQL type,
// description, arguments and the call; `forwardingResolver` applies the type-graphql decorators
// (`Query`, `Mutation`, `Arg`, `Args`, `Ctx`, `Resolver`) to a class it builds, as `contractType`
// applies `Field` (ADR 098). A resolver with logic of its own stays a hand-written method.

import type { GraphQLScalarType } from "graphql";
import { Arg, Args, type ClassType, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";

/** A GraphQL type as type-graphql takes it: a class, a scalar, a registered enum, or a list of one. */
export type GraphQLTypeValue = object | readonly [GraphQLTypeValue];

/** The TypeScript value of a GraphQL type: a class's instance, a scalar's internal value, a list. */
export type ValueOf<T> = T extends readonly [infer Item]
  ? ValueOf<Item>[]
  : T extends StringConstructor
    ? string
    : T extends BooleanConstructor
      ? boolean
      : T extends NumberConstructor
        ? number
        : T extends GraphQLScalarType<infer Internal, unknown>
          ? Internal
          : T extends abstract new (
                ...args: never
              ) => infer Instance
            ? Instance
            : T extends Readonly<Record<string, infer EnumValue extends string | number>>
              ? EnumValue
              : never;

/** An argument that may be left out (`@Arg(name, type, { nullable: true })`). */
export interface OptionalArg<T extends GraphQLTypeValue> {
  readonly optional: T;
}

/** The fields of an `@ArgsType` class, spread into the field's arguments (`@Args(() => PageArgs)`). */
export interface SpreadArgs<T extends object> {
  readonly spread: ClassType<T>;
}

type ArgSpec = GraphQLTypeValue | OptionalArg<GraphQLTypeValue> | SpreadArgs<object>;

/** The arguments of a field by name: a GraphQL type, `optional(type)` or `spread(ArgsClass)`. */
export type ArgSpecs = Readonly<Record<string, ArgSpec>>;

/** What the resolver receives for each argument. */
export type ArgValues<A extends ArgSpecs> = {
  [K in keyof A]: A[K] extends SpreadArgs<infer C>
    ? C
    : A[K] extends OptionalArg<infer T>
      ? ValueOf<T> | null | undefined
      : ValueOf<A[K]>;
};

export type DataSources = BffContext["dataSources"];

/** The call of a field to its resolver's data source; its value must be the TypeScript value of `T`. */
export type ForwardCall<S, T, A extends ArgSpecs> = (
  source: S,
  args: ArgValues<A>,
  ctx: BffContext,
) => Promise<NoInfer<ValueOf<T>>>;

/** The call of an action: its value is not used. */
export type ActionCall<S, A extends ArgSpecs> = (source: S, args: ArgValues<A>, ctx: BffContext) => Promise<unknown>;

/** A field of `forwardingResolver`'s table, ready to be declared on its class. */
export interface ForwardedField {
  readonly kind: "query" | "mutation";
  readonly type: () => GraphQLTypeValue;
  readonly args: ArgSpecs;
  readonly resolve: (ctx: BffContext, args: Readonly<Record<string, unknown>>) => Promise<unknown>;
}

/** The builders of the fields of a resolver over the data source `S`. */
export interface Forwarders<S> {
  /** A query that answers what its call answers. */
  query<const T extends GraphQLTypeValue, const A extends ArgSpecs>(
    type: T,
    args: A,
    call: ForwardCall<S, T, A>,
  ): ForwardedField;
  /** A mutation that answers what its call answers. */
  mutation<const T extends GraphQLTypeValue, const A extends ArgSpecs>(
    type: T,
    args: A,
    call: ForwardCall<S, T, A>,
  ): ForwardedField;
  /** A Boolean mutation that answers true once its call is done (a failure is its error). */
  action<const A extends ArgSpecs>(args: A, call: ActionCall<S, A>): ForwardedField;
}

function forwarders<K extends keyof DataSources>(source: K): Forwarders<DataSources[K]> {
  const field =
    (kind: ForwardedField["kind"]) =>
    <T extends GraphQLTypeValue, A extends ArgSpecs>(
      type: T,
      args: A,
      call: ForwardCall<DataSources[K], T, A>,
    ): ForwardedField => ({
      kind,
      type: () => type,
      args,
      // The one assertion of this module: the decorators collect the arguments by the names of
      // `args` with the types `args` declares, so what type-graphql passes is `ArgValues<A>`.
      resolve: (ctx, values) => call(ctx.dataSources[source], values as ArgValues<A>, ctx),
    });
  const mutation = field("mutation");
  return {
    query: field("query"),
    mutation,
    action: (args, call) =>
      mutation(Boolean, args, async (sources, values, ctx) => {
        await call(sources, values, ctx);
        return true;
      }),
  };
}

/** An argument that may be null or left out. */
export function optional<const T extends GraphQLTypeValue>(type: T): OptionalArg<T> {
  return { optional: type };
}

/** The fields of an `@ArgsType` class as arguments (paging, sorting …). */
export function spread<T extends object>(type: ClassType<T>): SpreadArgs<T> {
  return { spread: type };
}

const isSpread = (spec: ArgSpec): spec is SpreadArgs<object> => typeof spec === "object" && "spread" in spec;
const isOptional = (spec: ArgSpec): spec is OptionalArg<GraphQLTypeValue> =>
  typeof spec === "object" && "optional" in spec;

/**
 * The type-graphql resolver whose fields forward to the data source `source`, named after it
 * (`negotiations` → `NegotiationsResolver`): `fields` builds the table of fields (GraphQL type,
 * arguments, call), `descriptions` gives their schema descriptions. Each field is a method taking
 * the context, then the arguments in the order of `args`.
 */
export function forwardingResolver<K extends keyof DataSources, F extends Readonly<Record<string, ForwardedField>>>(
  source: K,
  fields: (forward: Forwarders<DataSources[K]>) => F,
  descriptions: { readonly [P in keyof F]?: string },
): ClassType {
  const name = `${source.charAt(0).toUpperCase()}${source.slice(1)}Resolver`;
  const target = class {};
  Object.defineProperty(target, "name", { value: name });
  const prototype: object = target.prototype;
  const about: Readonly<Record<string, string | undefined>> = descriptions;
  for (const [field, spec] of Object.entries(fields(forwarders(source)))) {
    const argNames = Object.keys(spec.args);
    const method = (ctx: BffContext, ...values: unknown[]) =>
      spec.resolve(ctx, Object.fromEntries(argNames.map((arg, index) => [arg, values[index]])));
    const descriptor = { value: method, writable: true, configurable: true };
    Object.defineProperty(prototype, field, descriptor);
    Ctx()(prototype, field, 0);
    argNames.forEach((arg, index) => {
      const argSpec = spec.args[arg];
      if (argSpec === undefined) return;
      if (isSpread(argSpec)) Args(() => argSpec.spread)(prototype, field, index + 1);
      else if (isOptional(argSpec)) Arg(arg, () => argSpec.optional, { nullable: true })(prototype, field, index + 1);
      else Arg(arg, () => argSpec)(prototype, field, index + 1);
    });
    const description = about[field];
    (spec.kind === "query" ? Query : Mutation)(spec.type, description === undefined ? {} : { description })(
      prototype,
      field,
      descriptor,
    );
  }
  Resolver()(target);
  return target;
}
