import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { buildBffSchema, printSortedSchema } from "./schema.js";

describe("schema/schema.graphql", () => {
  it("When the BFF schema is printed, then it equals the committed file (run `npm run codegen` if not)", async () => {
    const committed = await readFile(new URL("../../schema/schema.graphql", import.meta.url), "utf8");
    expect(printSortedSchema(await buildBffSchema())).toBe(committed);
  });
});
