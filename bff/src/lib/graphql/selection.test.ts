import { buildSchema, type GraphQLResolveInfo, graphql } from "graphql";
import { describe, expect, it } from "vitest";
import { selectsOnly } from "./selection.js";

const schema = buildSchema(`
  type Provider { id: ID! name: String! address: String }
  type Query { provider: Provider }
`);

/** Runs `query` and answers what selectsOnly(info, ["id", "name"]) said for the `provider` field. */
async function selectsIdAndNameOnly(query: string): Promise<boolean> {
  let answer: boolean | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      provider: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        answer = selectsOnly(info, ["id", "name"]);
        return { id: "1", name: "A", address: "B" };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  if (answer === undefined) throw new Error("the resolver did not run");
  return answer;
}

describe("selectsOnly", () => {
  it("When only allowed fields (and __typename) are asked, directly or through fragments, then it is true", async () => {
    expect(await selectsIdAndNameOnly("{ provider { id name __typename } }")).toBe(true);
    expect(await selectsIdAndNameOnly("{ provider { ... on Provider { id } } }")).toBe(true);
    expect(await selectsIdAndNameOnly("{ provider { ...P } } fragment P on Provider { name }")).toBe(true);
  });

  it("When any other field is asked, however deep in fragments, then it is false", async () => {
    expect(await selectsIdAndNameOnly("{ provider { id address } }")).toBe(false);
    expect(await selectsIdAndNameOnly("{ provider { ... on Provider { address } } }")).toBe(false);
    expect(
      await selectsIdAndNameOnly(
        "{ provider { ...P } } fragment P on Provider { id ...Q } fragment Q on Provider { address }",
      ),
    ).toBe(false);
  });
});
