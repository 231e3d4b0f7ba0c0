// Generated from the registry: every integer a client can send in a query or a body is bounded to what
// the database holds, so that an out-of-range value is refused (0109004, 400) before it reaches SQL
// (issue 21 item 7). An endpoint or a field added later is covered without a new test.

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { INT32_MAX } from "../row-id.js";
import { ENDPOINTS } from "./registry.js";

type Schema = z.ZodType;
interface Def {
  readonly type: string;
  readonly shape?: Record<string, Schema>;
  readonly element?: Schema;
  readonly innerType?: Schema;
  readonly in?: Schema;
  readonly out?: Schema;
  readonly options?: readonly Schema[];
}
/** The schema's public definition (zod 4 `.def`), read as the few fields the walk follows. */
const defOf = (schema: Schema): Def => schema.def as Def;

/** Every object field and array element under `schema`, with its path, through wrappers and pipes. */
function* fieldsOf(schema: Schema, path: readonly (string | number)[]): Generator<[string, Schema]> {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      yield [[...path, key].join("."), field];
      yield* fieldsOf(field, [...path, key]);
    }
  } else if (def.type === "array" && def.element) {
    yield [[...path, 0].join("."), def.element];
    yield* fieldsOf(def.element, [...path, 0]);
  } else if (def.type === "union" && def.options) {
    for (const option of def.options) yield* fieldsOf(option, path);
  } else {
    for (const inner of [def.innerType, def.in, def.out]) if (inner) yield* fieldsOf(inner, path);
  }
}

/** Columns that are bigint, not int4: their fields are bounded to 18 digits instead. */
const BIGINT_FIELDS: Readonly<Record<string, string>> = {
  "GET /negotiations/{id}/messages query before_id": "negotiation_messages.id is bigint",
  "POST /operator/organisations body capital_yen": "providers.capital_yen is bigint",
};

interface IntegerField {
  readonly name: string;
  readonly schema: Schema;
  /** A small value the field accepts, in the form it arrives (a digit string in a query). */
  readonly sample: unknown;
}

/** The fields that take a whole number: they accept a small one and refuse a word. */
function integerFields(): IntegerField[] {
  const found = new Map<string, IntegerField>();
  for (const endpoint of ENDPOINTS) {
    for (const part of ["query", "body"] as const) {
      const schema = endpoint[part] as Schema | undefined;
      if (!schema) continue;
      const samples = part === "query" ? ["1", "2", "3", "20"] : [1, 2, 3, 20, "1"];
      for (const [path, field] of fieldsOf(schema, [])) {
        const sample = samples.find((value) => field.safeParse(value).success);
        if (sample === undefined || field.safeParse("x").success) continue;
        const name = `${endpoint.method.toUpperCase()} ${endpoint.path} ${part} ${path}`;
        found.set(name, { name, schema: field, sample });
      }
    }
  }
  return [...found.values()];
}

const FIELDS = integerFields();

describe("integers from clients are bounded", () => {
  it("When the registry is read, then the integer fields are found (the walk reaches queries, bodies and nested lists)", () => {
    const names = FIELDS.map((f) => f.name);
    expect(names).toContain("GET /material-files query service_id");
    expect(names).toContain("GET /services query page_number");
    expect(names).toContain("PUT /negotiations/status body 0.negotiation_id");
    expect(names).toContain("PUT /provider/negotiations/{id}/status body slot_id");
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(FIELDS.map((f) => [f.name, f] as const))(
    "When %s is one over what its column holds, then it is refused",
    (name, field) => {
      const over = BIGINT_FIELDS[name] ? "1".padEnd(20, "0") : INT32_MAX + 1;
      const value = typeof field.sample === "string" ? String(over) : over;
      expect(field.schema.safeParse(value).success).toBe(false);
    },
  );
});
