import "reflect-metadata";
import { printType } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractType, listOf, nested, nestedOrNull, provided } from "./contract-type.js";
import { oneQuerySchema } from "./one-query.test-kit.js";

const int = () => z.number().int();

const restTag = z.object({ tag: z.string(), count: int() });
const restOwner = z.object({ owner_id: int(), owner_name: z.string() });
const restItem = z.object({
  item_id: int(),
  service_id: int(),
  item_name: z.string(),
  note: z.string().nullable(),
  score: z.number().nullable(),
  kind: z.enum(["a", "b"]),
  deleted: z.literal(true),
  visible: z.boolean(),
  member_ids: z.array(int()),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  rank: int().optional(),
  code: int(),
  tags: z.array(restTag),
  owner: restOwner,
  reviewer: restOwner.nullable(),
  secret: z.string(),
});

const Tag = contractType("ContractTestTag", restTag);
const Owner = contractType("ContractTestOwner", restOwner, { id: "owner_id" });
const Item = contractType("ContractTestItem", restItem, {
  description: "An item.",
  id: "item_id",
  fields: {
    item_name: { name: "title", description: "The title." },
    tags: listOf(Tag),
    owner: nested(Owner),
    reviewer: nestedOrNull(Owner),
    secret: false,
  },
  extra: {
    codeLabel: { type: () => String, description: "The code as text.", from: (r) => `code ${r.code}` },
  },
  provided: { viewerNote: provided<string>({ type: () => String, description: "Given by the caller." }) },
});
type Item = InstanceType<typeof Item>;

const rest: z.output<typeof restItem> = {
  item_id: 7,
  service_id: 12,
  item_name: "名前",
  note: null,
  score: 3.5,
  kind: "b",
  deleted: true,
  visible: false,
  member_ids: [1, 2],
  created_at: "2026-11-24T01:02:03.000Z",
  updated_at: null,
  code: 30,
  tags: [{ tag: "t", count: 2 }],
  owner: { owner_id: 5, owner_name: "持ち主" },
  reviewer: null,
  secret: "hidden",
};

const schema = oneQuerySchema(
  "item",
  () => Item,
  (): Item => Item.from(rest, { viewerNote: "会員向け" }),
);

describe("contractType", () => {
  it("When a REST schema is declared as a GraphQL type, then names, scalars and nullability follow the convention", () => {
    const sdl = printType(schema.getType("ContractTestItem") ?? Object.create(null));
    expect(sdl).toContain('"""An item."""');
    expect(sdl).toContain("id: ID!");
    expect(sdl).toContain("serviceId: ID!");
    expect(sdl).toContain('"""The title."""\n  title: String!');
    expect(sdl).toContain("note: String\n");
    expect(sdl).toContain("score: Float\n");
    expect(sdl).toContain("kind: String!");
    expect(sdl).toContain("deleted: Boolean!");
    expect(sdl).toContain("visible: Boolean!");
    expect(sdl).toContain("memberIds: [ID!]!");
    expect(sdl).toContain("createdAt: DateTimeISO!");
    expect(sdl).toContain("updatedAt: DateTimeISO\n");
    expect(sdl).toContain("rank: Int\n");
    expect(sdl).toContain("code: Int!");
    expect(sdl).toContain("tags: [ContractTestTag!]!");
    expect(sdl).toContain("owner: ContractTestOwner!");
    expect(sdl).toContain("reviewer: ContractTestOwner\n");
    expect(sdl).toContain('"""The code as text."""\n  codeLabel: String!');
    expect(sdl).toContain('"""Given by the caller."""\n  viewerNote: String!');
    expect(sdl).not.toContain("secret");
    expect(sdl).not.toContain("itemId");
  });

  it("When a parsed REST value is converted, then ids are strings, instants are dates and nested types convert too", () => {
    expect(Item.from(rest, { viewerNote: "メモ" })).toEqual({
      id: "7",
      serviceId: "12",
      title: "名前",
      note: null,
      score: 3.5,
      kind: "b",
      deleted: true,
      visible: false,
      memberIds: ["1", "2"],
      createdAt: new Date("2026-11-24T01:02:03.000Z"),
      updatedAt: null,
      rank: null,
      code: 30,
      tags: [{ tag: "t", count: 2 }],
      owner: { id: "5", ownerName: "持ち主" },
      reviewer: null,
      codeLabel: "code 30",
      viewerNote: "メモ",
    });
    expect(
      Item.from({ ...rest, reviewer: { owner_id: 9, owner_name: "査読者" } }, { viewerNote: "" }).reviewer,
    ).toEqual({
      id: "9",
      ownerName: "査読者",
    });
  });

  it("When the schema holds an object or a transformed value the convention cannot type, then declaring it fails with the key", () => {
    expect(() => contractType("ContractTestBad", z.object({ inner: restOwner }))).toThrow(
      "ContractTestBad.inner: a object has no GraphQL type by convention",
    );
    expect(() => contractType("ContractTestBad2", z.object({ n: z.string().transform((s) => s.length) }))).toThrow(
      "ContractTestBad2.n: a pipe has no GraphQL type by convention",
    );
  });

  it("When a query answers the converted value, then the client reads it through GraphQL", async () => {
    const { graphql } = await import("graphql");
    const result = await graphql({
      schema,
      source:
        "{ item { id title createdAt memberIds owner { id ownerName } tags { tag count } codeLabel viewerNote } }",
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      item: {
        id: "7",
        title: "名前",
        createdAt: "2026-11-24T01:02:03.000Z",
        memberIds: ["1", "2"],
        owner: { id: "5", ownerName: "持ち主" },
        tags: [{ tag: "t", count: 2 }],
        codeLabel: "code 30",
        viewerNote: "会員向け",
      },
    });
  });
});
