// What the generated boundary tests share (out-of-range ids, long strings): the root fields whose
// arguments take a scalar, a document that calls one of them, and plain values for every argument with
// the scalar under test given its own.
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from "graphql";

export type RootKind = "query" | "mutation";

/** A value for an argument: `scalars[name]` for those scalars, a plain valid-looking value otherwise. */
export function argumentValue(type: GraphQLInputType, scalars: Readonly<Record<string, unknown>>): unknown {
  if (isNonNullType(type)) return argumentValue(type.ofType, scalars);
  if (isListType(type)) return [argumentValue(type.ofType, scalars)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, argumentValue(f.type, scalars)]));
  }
  const name = getNamedType(type).name;
  if (name in scalars) return scalars[name];
  if (name === "Int") return 1;
  if (name === "Boolean") return true;
  if (name === "ID") return "1";
  return "x";
}

/** The fields of Query and Mutation with an argument of `scalar` (an input's fields included). */
export function rootFieldsTaking(
  schema: GraphQLSchema,
  scalar: string,
): { kind: RootKind; field: GraphQLField<unknown, unknown> }[] {
  const takes = (arg: GraphQLArgument | { type: GraphQLInputType }): boolean => {
    const named = getNamedType(arg.type);
    return named.name === scalar || (isInputObjectType(named) && Object.values(named.getFields()).some(takes));
  };
  return (["query", "mutation"] as const).flatMap((kind) => {
    const root = kind === "query" ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {})
      .filter((field) => field.args.some(takes))
      .map((field) => ({ kind, field }));
  });
}

/** A document calling `field` with a variable for each argument, selecting `__typename` of an object. */
export function documentOf(kind: RootKind, field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `${kind}${vars ? `(${vars})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`;
}
