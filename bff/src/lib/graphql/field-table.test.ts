import "reflect-metadata";
import { graphql, lexicographicSortSchema, printSchema } from "graphql";
import { ID, Int } from "type-graphql";
import { describe, expect, it } from "vitest";
import { described, inputType, objectType, optional } from "./field-table.js";
import { oneQuerySchema } from "./one-query.test-kit.js";

const TableTestSlot = inputType("TableTestSlot", { from: described(String, "HH:mm"), to: String });
type TableTestSlot = InstanceType<typeof TableTestSlot>;

const TableTestInput = inputType("TableTestInput", "A form.", {
  id: ID,
  count: Int,
  note: optional(String),
  slots: [TableTestSlot],
});
type TableTestInput = InstanceType<typeof TableTestInput>;

const TableTestResult = objectType("TableTestResult", "What came in.", {
  id: ID,
  total: described(Int, "The count plus the slots."),
  note: optional(String),
  isInput: Boolean,
});
type TableTestResult = InstanceType<typeof TableTestResult>;

function tableTest(input: TableTestInput): TableTestResult {
  const slots: TableTestSlot[] = input.slots;
  return {
    id: input.id,
    total: input.count + slots.length,
    note: input.note ?? null,
    isInput: input instanceof TableTestInput,
  };
}

const schema = oneQuerySchema("tableTest", () => TableTestResult, tableTest, [["input", () => TableTestInput]]);

describe("objectType and inputType", () => {
  it("declare the fields of the table with their types, nullability and descriptions", () => {
    const sdl = printSchema(lexicographicSortSchema(schema));
    const declarations = [
      '"""A form."""\ninput TableTestInput {\n  count: Int!\n  id: ID!\n  note: String\n  slots: [TableTestSlot!]!\n}',
      'input TableTestSlot {\n  """HH:mm"""\n  from: String!\n  to: String!\n}',
      '"""What came in."""\ntype TableTestResult {',
      '  """The count plus the slots."""\n  total: Int!',
      "  note: String\n",
    ];
    for (const declaration of declarations) expect(sdl).toContain(declaration);
  });

  it("take an input as an instance of its class and answer an object of the table", async () => {
    const result = await graphql({
      schema,
      source: `{ tableTest(input: { id: "4", count: 2, slots: [{ from: "09:00", to: "10:00" }] }) {
        id total note isInput } }`,
    });
    expect(result).toEqual({ data: { tableTest: { id: "4", total: 3, note: null, isInput: true } } });
  });
});
