import "reflect-metadata";
import { graphql, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchemaSync, ID, Int } from "type-graphql";
import { describe, expect, it } from "vitest";
import { forwardingResolver, optional, spread } from "./forwarding.js";
import { PageArgs } from "./paginated.js";

const calls: unknown[][] = [];

const TestResolver = forwardingResolver(
  "notifications",
  ({ action, mutation, query }) => ({
    forwardTestUnread: query(Int, {}, (notifications) => notifications.markAllRead()),
    forwardTestRead: mutation(Int, { id: ID }, (notifications, { id }) => notifications.markRead(id)),
    forwardTestCount: query(Int, { page: spread(PageArgs), note: optional(String) }, async (_notifications, args) => {
      calls.push(["count", args.page.pageSize, args.page.pageNumber, args.note]);
      return 3;
    }),
    forwardTestForget: action(
      { serviceId: ID, note: optional(String) },
      async (_notifications, { serviceId, note }) => {
        calls.push(["forget", serviceId, note]);
      },
    ),
    // @ts-expect-error the call's value (a number) is not the value of the declared type (a list of IDs).
    forwardTestWrong: query([ID], {}, (notifications) => notifications.markAllRead()),
  }),
  { forwardTestUnread: "Unread count.", forwardTestRead: "Reads one." },
);

const schema = buildSchemaSync({ resolvers: [TestResolver], validate: false });

const source = {
  markAllRead: async () => 0,
  markRead: async (id: string) => Number(id) * 2,
};
const contextValue = { dataSources: { notifications: source } };

describe("forwardingResolver", () => {
  it("declares each field with its type, arguments and description", () => {
    const sdl = printSchema(lexicographicSortSchema(schema));
    expect(TestResolver.name).toBe("NotificationsResolver");
    expect(sdl).toContain('  """Unread count."""\n  forwardTestUnread: Int!');
    expect(sdl).toContain("forwardTestCount(note: String, pageNumber: Int, pageSize: Int): Int!");
    expect(sdl).toContain('  """Reads one."""\n  forwardTestRead(id: ID!): Int!');
    expect(sdl).toContain("forwardTestForget(note: String, serviceId: ID!): Boolean!");
  });

  it("answers a query with what the data source answers", async () => {
    const result = await graphql({ schema, source: "{ forwardTestUnread }", contextValue });
    expect(result).toEqual({ data: { forwardTestUnread: 0 } });
  });

  it("passes the arguments by name, spread and optional ones included", async () => {
    calls.length = 0;
    const result = await graphql({
      schema,
      source: '{ a: forwardTestCount(pageSize: 50, note: "x") b: forwardTestCount }',
      contextValue,
    });
    expect(result).toEqual({ data: { a: 3, b: 3 } });
    expect(calls).toEqual([
      ["count", 50, undefined, "x"],
      ["count", undefined, undefined, undefined],
    ]);
  });

  it("runs a mutation with arguments and answers its value", async () => {
    const result = await graphql({ schema, source: 'mutation { forwardTestRead(id: "7") }', contextValue });
    expect(result).toEqual({ data: { forwardTestRead: 14 } });
  });

  it("answers true once an action's call is done, and its error when it fails", async () => {
    calls.length = 0;
    const done = await graphql({ schema, source: 'mutation { forwardTestForget(serviceId: "5") }', contextValue });
    expect(done).toEqual({ data: { forwardTestForget: true } });
    expect(calls).toEqual([["forget", "5", undefined]]);

    const failing = { dataSources: { notifications: source } };
    const error = new Error("refused");
    const broken = forwardingResolver(
      "notifications",
      ({ action, query }) => ({
        forwardTestNothing: query([ID], {}, async () => []),
        forwardTestFail: action({}, async () => Promise.reject(error)),
      }),
      {},
    );
    const brokenSchema = buildSchemaSync({ resolvers: [broken], validate: false });
    const result = await graphql({
      schema: brokenSchema,
      source: "mutation { forwardTestFail }",
      contextValue: failing,
    });
    expect(result.errors?.[0]?.message).toBe("refused");
  });
});
