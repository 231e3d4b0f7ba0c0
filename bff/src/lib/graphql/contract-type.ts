// contractType: a GraphQL object type that mirrors a /v1 answer, derived from the contract's zod
// schema (ADR 098, ADR 109). Its conventions and the one way to state an exception are on
// `contractType` below, where an editor shows them.

import { DateTimeISOResolver } from "graphql-scalars";
import { type ClassType, Field, Float, ID, Int, ObjectType } from "type-graphql";
import type { z as zc } from "zod";
import type * as zm from "zod/mini";

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

type IdKey = "id" | `${string}_id` | `${string}_ids`;

/** The GraphQL value of a REST value by the convention (objects have none: they need a field). */
type Converted<K extends string, V> = V extends null | undefined
  ? null
  : V extends number
    ? K extends IdKey
      ? string
      : number
    : V extends string
      ? K extends `${string}_at`
        ? Date
        : V
      : V extends boolean
        ? V
        : V extends readonly (infer Item)[]
          ? Converted<K, Item>[]
          : never;

/** A type thunk as type-graphql takes it: a scalar, a class, or a list of either. */
// biome-ignore lint/suspicious/noExplicitAny: type-graphql's own ReturnTypeFuncValue is this wide.
type TypeThunk = () => any;

/** A field that the convention does not give: its GraphQL name, type and value. */
interface ContractField<In, Value> {
  /** The GraphQL name; the camelCase key when left out. */
  readonly name?: string;
  readonly type: TypeThunk;
  readonly nullable?: boolean;
  readonly description?: string;
  /** The value from the REST value of its key (`fields`) or from the whole REST object (`extra`). */
  from(value: In): Value;
}

/** A field the convention gives, with a description or another name. */
interface ConventionalField {
  readonly name?: string;
  readonly description?: string;
}

type Shape<S extends ContractSchema> = zm.output<S>;

type FieldSpec<S extends ContractSchema> = {
  readonly [K in keyof Shape<S>]?: ContractField<Shape<S>[K], unknown> | ConventionalField | false;
};

/** Fields the REST object does not have, computed from it (a label of a code …). */
type ExtraSpec<S extends ContractSchema> = Readonly<Record<string, ContractField<Shape<S>, unknown>>>;

export interface ContractTypeOptions<S extends ContractSchema> {
  readonly description?: string;
  /** The REST key whose value is the type's `id` (`rating_id` …); `id` and `*_id` keys are IDs anyway. */
  readonly id?: keyof Shape<S> & string;
  /** Per REST key: another name, a description, a type of its own, or `false` to leave it out. */
  readonly fields?: FieldSpec<S>;
  /** GraphQL fields computed from the whole REST object. */
  readonly extra?: ExtraSpec<S>;
  /**
   * GraphQL fields whose values the caller of `from` gives (`provided<string>(…)`): what the REST
   * object alone cannot give, e.g. HTML sanitised for the viewer of the request.
   */
  readonly provided?: Readonly<Record<string, ProvidedField<unknown>>>;
}

/** A field `from` takes from its caller; `Value` is only the field's TypeScript type. */
export interface ProvidedField<Value> {
  readonly type: TypeThunk;
  readonly nullable?: boolean;
  readonly description?: string;
  /** Never set: it carries the value type. */
  readonly value?: Value;
}

type NameOf<K extends string, O, IdName> = K extends IdName
  ? "id"
  : O extends { readonly fields: { readonly [P in K]: { readonly name: infer N extends string } } }
    ? N
    : Camel<K>;

type FieldValue<S extends ContractSchema, K extends keyof Shape<S> & string, O> = O extends {
  readonly fields: { readonly [P in K]: { from(value: never): infer V } };
}
  ? V
  : Converted<K, Shape<S>[K]>;

type Omitted<O> = O extends { readonly fields: infer F }
  ? { [K in keyof F]: F[K] extends false ? K : never }[keyof F]
  : never;

type ProvidedValues<O> = O extends { readonly provided: infer P }
  ? { [K in keyof P]: P[K] extends ProvidedField<infer V> ? V : never }
  : unknown;

/** What `from` takes besides the REST object: the provided fields' values, when there are any. */
type ProvidedArgs<O> = O extends { readonly provided: object } ? [provided: ProvidedValues<O>] : [];

type ExtraValues<O> = O extends { readonly extra: infer E }
  ? { [K in keyof E]: E[K] extends { from(rest: never): infer V } ? V : never }
  : unknown;

/** The GraphQL value of a contract type: the converted REST fields plus the extra ones. */
type ContractValue<S extends ContractSchema, O> = {
  [K in Exclude<keyof Shape<S> & string, Omitted<O>> as NameOf<
    K,
    O,
    O extends { readonly id: infer I } ? I : never
  >]: FieldValue<S, K, O>;
} & ExtraValues<O> &
  ProvidedValues<O>;

/** The class type-graphql knows, with `from` to convert a parsed REST value. */
export type ContractType<S extends ContractSchema, O> = ClassType<ContractValue<S, O>> & {
  readonly schema: S;
  from(rest: Shape<S>, ...provided: ProvidedArgs<O>): ContractValue<S, O>;
};

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

interface Leaf {
  readonly type: TypeThunk;
  readonly nullable: boolean;
  readonly convert: (value: unknown) => unknown;
}

// A contract's object schema: the domain writes the schemas the browser also loads with zod/mini (ADR 192).
type ContractSchema = zc.ZodObject | zm.ZodMiniObject;

// zod's definition objects, as far as this module reads them.
interface ZodDef {
  readonly type: string;
  readonly innerType?: ZodLike;
  readonly element?: ZodLike;
  readonly in?: ZodLike;
  readonly out?: ZodLike;
  readonly values?: readonly unknown[];
  readonly format?: string;
  readonly checks?: readonly {
    readonly _zod: { readonly def: { readonly check: string; readonly format?: string } };
  }[];
}
/** A schema of either zod API (classic or mini): both keep their definition in `_zod.def`. */
interface ZodLike {
  readonly _zod: { readonly def: ZodDef };
}

/** A number's format ("safeint", "int32"): the schema's own (`z.int()`) or a check's (`.check(z.int())`). */
function numberFormat(schema: ZodLike): string | undefined {
  return schema._zod.def.format ?? schema._zod.def.checks?.find((check) => check._zod.def.format)?._zod.def.format;
}

const keep = (value: unknown) => value;
const orNull =
  (convert: (value: unknown) => unknown) =>
  (value: unknown): unknown =>
    value === null || value === undefined ? null : convert(value);

function leafOf(where: string, key: string, schema: ZodLike, isId: boolean): Leaf {
  const def = schema._zod.def;
  switch (def.type) {
    case "nullable":
    case "optional":
      if (!def.innerType) {
        break;
      } else {
        const inner = leafOf(where, key, def.innerType, isId);
        return { type: inner.type, nullable: true, convert: orNull(inner.convert) };
      }
    case "default":
    case "readonly":
      if (!def.innerType) break;
      return leafOf(where, key, def.innerType, isId);
    case "number":
      if (numberFormat(schema) === "safeint" || numberFormat(schema) === "int32") {
        return isId || /(^id|_ids?)$/.test(key)
          ? { type: () => ID, nullable: false, convert: orNull(String) }
          : { type: () => Int, nullable: false, convert: keep };
      }
      return { type: () => Float, nullable: false, convert: keep };
    case "string":
      return key.endsWith("_at")
        ? { type: () => DateTimeISOResolver, nullable: false, convert: orNull((v) => new Date(String(v))) }
        : { type: () => String, nullable: false, convert: keep };
    case "enum":
      return { type: () => String, nullable: false, convert: keep };
    case "literal": {
      const first = def.values?.[0];
      if (typeof first === "boolean") return { type: () => Boolean, nullable: false, convert: keep };
      if (typeof first === "string") return { type: () => String, nullable: false, convert: keep };
      break;
    }
    case "boolean":
      return { type: () => Boolean, nullable: false, convert: keep };
    case "array": {
      if (!def.element) break;
      const item = leafOf(where, key, def.element, isId);
      return {
        type: () => [item.type()],
        nullable: false,
        convert: orNull((v) => (Array.isArray(v) ? v.map(item.convert) : v)),
      };
    }
    case "pipe":
      // A refinement pipe into another schema keeps the type of what comes out.
      if (def.out && def.out._zod.def.type !== "transform") return leafOf(where, key, def.out, isId);
      break;
  }
  throw new Error(`${where}.${key}: a ${def.type} has no GraphQL type by convention; declare it in \`fields\``);
}

const isContractField = (spec: unknown): spec is ContractField<unknown, unknown> =>
  typeof spec === "object" && spec !== null && "from" in spec;

/**
 * Declares the GraphQL object type `name` over the REST schema `schema`: a class for type-graphql
 * (`@Query(() => OwnRating)`, `Paginated(OwnRating)`) with `from` to turn a parsed /v1 value into it.
 * Only for a type that mirrors a /v1 answer (the shape is declared once, in domain/src/contracts);
 * any other GraphQL type is a plain `@ObjectType`/`@InputType` class.
 *
 * The convention, per key of the REST object:
 * - names: the GraphQL name is the camelCase key (`service_name` → `serviceName`); the key given as
 *   the `id` option (`rating_id` …) is named `id`;
 * - `_id` → ID: an integer whose key is `id` or ends in `_id` (`_ids` for a list) is an ID, sent as
 *   a string; another integer is an Int; any other number a Float;
 * - `_at` → DateTimeISO: a string whose key ends in `_at` is a DateTimeISO (an ISO instant); any
 *   other string, enum or string literal is a String; a boolean a Boolean; an array a list of its
 *   item's type;
 * - `.nullable()` / `.optional()` make the field nullable (null when absent).
 *
 * How to state an exception (the one way): an entry of `options.fields` under the REST key, saying
 * only what differs:
 * - `{ name: "…" }` and/or `{ description: "…" }`: the conventional type under another name or with
 *   a description;
 * - `false`: the key is left out of the GraphQL type;
 * - `{ type: () => T, from: (value) => … }` (with `nullable`, `name`, `description` as needed):
 *   another GraphQL type and its value, e.g. an `_at` kept as the REST text
 *   (`{ type: () => String, from: (at) => at }`) or a Float for a large integer; `nested(T)`,
 *   `nestedOrNull(T)` and `listOf(T)` build this entry for other contract types;
 * - an object, or a value the schema transforms, has no conventional type and must be stated so.
 *
 * Fields the REST object does not have are `options.extra` (computed from the whole REST object) or
 * `options.provided` (given by the caller of `from`). Write each entry next to its key rather than
 * behind a local helper, so a reader sees the exception where the field is.
 */
export function contractType<S extends ContractSchema, const O extends ContractTypeOptions<S>>(
  name: string,
  schema: S,
  options?: O,
): ContractType<S, O> {
  const { description, id, fields = {}, extra = {}, provided = {} }: ContractTypeOptions<S> = options ?? {};
  const specs: Readonly<Record<string, ContractField<unknown, unknown> | ConventionalField | false | undefined>> =
    fields;
  const converters: [string, (rest: object) => unknown][] = [];
  const target = class {};
  Object.defineProperty(target, "name", { value: name });

  const declare = (field: string, spec: { type: TypeThunk; nullable?: boolean; description?: string | undefined }) => {
    const { type, nullable = false, description: about } = spec;
    Field(type, { nullable, ...(about === undefined ? {} : { description: about }) })(target.prototype, field);
  };

  const shape: Readonly<Record<string, ZodLike>> = schema.shape;
  for (const [key, member] of Object.entries(shape)) {
    const spec = specs[key];
    if (spec === false) continue;
    const field = spec?.name ?? (key === id ? "id" : camel(key));
    if (isContractField(spec)) {
      declare(field, spec);
      converters.push([field, (rest) => spec.from(Reflect.get(rest, key))]);
      continue;
    }
    const leaf = leafOf(name, key, member, key === id);
    declare(field, { ...leaf, description: spec?.description });
    converters.push([field, (rest) => leaf.convert(Reflect.get(rest, key))]);
  }
  const extras: Readonly<Record<string, ContractField<object, unknown>>> = extra;
  for (const [field, spec] of Object.entries(extras)) {
    declare(field, spec);
    converters.push([field, (rest) => spec.from(rest)]);
  }
  const providedFields = Object.entries(provided);
  for (const [field, spec] of providedFields) declare(field, spec);
  ObjectType(name, description === undefined ? {} : { description })(target);

  const from = (rest: object, given?: Readonly<Record<string, unknown>>) => {
    const value: Record<string, unknown> = {};
    for (const [field, convert] of converters) value[field] = convert(rest);
    for (const [field] of providedFields) value[field] = given?.[field];
    return value;
  };
  // The class's fields are made at run time from the schema, so TypeScript cannot see them: the one
  // place the type is asserted. ContractValue states the same convention at the type level, and the
  // tests hold the two together (contract-type.test.ts, and the committed schema for every type).
  return Object.assign(target, { schema, from }) as unknown as ContractType<S, O>;
}

type FieldOptions = { readonly name?: string; readonly description?: string };

/** A field holding one object of another contract type (or null, with `nullable`). */
export function nested<In, Value>(type: { from(rest: In): Value }, options: FieldOptions = {}) {
  return { ...options, type: () => type, from: (value: In): Value => type.from(value) };
}

/** A nullable field holding one object of another contract type (null when absent). */
export function nestedOrNull<In, Value>(type: { from(rest: In): Value }, options: FieldOptions = {}) {
  return {
    ...options,
    type: () => type,
    nullable: true,
    from: (value: In | null | undefined): Value | null =>
      value === null || value === undefined ? null : type.from(value),
  };
}

/** A field holding a list of objects of another contract type. */
export function listOf<In, Value>(type: { from(rest: In): Value }, options: FieldOptions = {}) {
  return { ...options, type: () => [type], from: (value: readonly In[]): Value[] => value.map((v) => type.from(v)) };
}

/** A field whose value the caller of `from` gives (see `provided`). */
export function provided<Value>(field: Omit<ProvidedField<Value>, "value">): ProvidedField<Value> {
  return field;
}
