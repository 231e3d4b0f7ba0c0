// Object and input types that are not a /v1 shape (ADR 099): the fields are a table, one line each
// (a GraphQL type, `optional(type)` for a nullable one, `described(field, "…")` with a description),
// and `objectType` / `inputType` apply `Field` and `ObjectType` / `InputType` to a class they build,
// as `contractType` does for the /v1 shapes (ADR 098).

import { type ClassType, Field, InputType, ObjectType } from "type-graphql";
import { type GraphQLTypeValue, type OptionalArg, optional, type ValueOf } from "./forwarding.js";

export { optional };

/** A field with a description. */
export interface DescribedField<F extends PlainField> {
  readonly field: F;
  readonly description: string;
}

type PlainField = GraphQLTypeValue | OptionalArg<GraphQLTypeValue>;

/** A field of a table: its GraphQL type, nullable with `optional`, described with `described`. */
export type TableField = PlainField | DescribedField<PlainField>;

type Plain<F> = F extends DescribedField<infer P> ? P : F;

/** The TypeScript value of the fields of a table (a nullable field may be null or absent). */
export type TableValues<T extends Readonly<Record<string, TableField>>> = {
  -readonly [K in keyof T]: Plain<T[K]> extends OptionalArg<infer V>
    ? ValueOf<V> | null | undefined
    : ValueOf<Plain<T[K]>>;
};

/** A field with its schema description. */
export function described<const F extends PlainField>(field: F, description: string): DescribedField<F> {
  return { field, description };
}

const isDescribed = (spec: TableField): spec is DescribedField<PlainField> =>
  typeof spec === "object" && "description" in spec && "field" in spec;
const isOptional = (spec: PlainField): spec is OptionalArg<GraphQLTypeValue> =>
  typeof spec === "object" && "optional" in spec;

function tableType<T extends Readonly<Record<string, TableField>>>(
  decorate: ClassDecorator,
  name: string,
  fields: T,
): ClassType<TableValues<T>> {
  const target = class {};
  Object.defineProperty(target, "name", { value: name });
  for (const [key, spec] of Object.entries(fields)) {
    const plain = isDescribed(spec) ? spec.field : spec;
    const type = isOptional(plain) ? plain.optional : plain;
    const options = {
      nullable: isOptional(plain),
      ...(isDescribed(spec) ? { description: spec.description } : {}),
    };
    Field(() => type, options)(target.prototype, key);
  }
  decorate(target);
  // The fields are declared at run time from the table, so TypeScript cannot see them: the one
  // assertion of this module; TableValues states the same table at the type level.
  return target as ClassType<TableValues<T>>;
}

type Table = Readonly<Record<string, TableField>>;

const decoratorOptions = (description: string | Table) => (typeof description === "string" ? { description } : {});

function tableOf<T extends Table>(first: string | T, fields: T | undefined): T {
  if (fields !== undefined) return fields;
  if (typeof first === "string") throw new Error("a type declared with a description needs its fields");
  return first;
}

/** Declares a type named `name`, with a description or without, whose fields are the table `fields`. */
export interface TableTypeDeclaration {
  <const T extends Table>(name: string, fields: T): ClassType<TableValues<T>>;
  <const T extends Table>(name: string, description: string, fields: T): ClassType<TableValues<T>>;
}

const declaration =
  (decorator: typeof ObjectType | typeof InputType): TableTypeDeclaration =>
  <const T extends Table>(name: string, first: string | T, fields?: T) =>
    tableType(decorator(name, decoratorOptions(first)), name, tableOf(first, fields));

/** A GraphQL object type that is not a /v1 shape (`Me`, `Home` …). */
export const objectType = declaration(ObjectType);

/** A GraphQL input type (the forms' inputs). */
export const inputType = declaration(InputType);
