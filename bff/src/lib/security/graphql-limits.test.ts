import { type GraphQLSchema, parse, specifiedRules, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBffSchema } from "../../schema.js";
import { webOperations } from "../../test/web-operations.js";
import { GRAPHQL_LIMITS, graphqlProtection } from "./graphql-limits.js";

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildBffSchema();
});

function errorsOf(text: string): string[] {
  const { validationRules, maxTokens } = graphqlProtection({ blockFieldSuggestions: true });
  const document = parse(text, { maxTokens });
  return validate(schema, document, [...specifiedRules, ...validationRules]).map((e) => e.message);
}

describe("GraphQL limits", () => {
  it("When every operation of the web app is checked, then none breaks a limit", () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations)
      expect({ op: op.name, errors: errorsOf(op.text) }).toEqual({ op: op.name, errors: [] });
  });

  it("When a query has more aliases than allowed, then it is refused", () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: categories { id }`);
    expect(errorsOf(`{ ${aliases.join(" ")} }`).join()).toMatch(/alias/i);
  });

  it("When a mutation runs two root fields (aliases, fragments or different fields), then it is refused", () => {
    const two = [
      `mutation { a: forgotPassword(email: "a@example.com") b: forgotPassword(email: "b@example.com") }`,
      `mutation { forgotPassword(email: "a@example.com") signOut }`,
      `mutation { ...F ... on Mutation { signOut } } fragment F on Mutation { forgotPassword(email: "a@example.com") }`,
    ];
    for (const text of two) expect(errorsOf(text).join()).toMatch(/at most 1 mutation field/);
  });

  it("When a mutation runs one root field and __typename, then it is accepted", () => {
    expect(errorsOf(`mutation { __typename signOut }`)).toEqual([]);
  });

  it("When a document is nested thousands of levels deep, then the parser refuses it before recursing", () => {
    const deep = `${"{ a ".repeat(20_000)}${"}".repeat(20_000)}`;
    expect(() => errorsOf(deep)).toThrow(/Document contains more tha[nt] 1000 tokens/);
  });
});
