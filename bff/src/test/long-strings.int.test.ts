// Generated from the BFF's schema (issue 40, item 9; ADR 212): every query and mutation that takes a
// String is called with a 20,000-character one in each String argument, by a signed-in member. The api
// reads a GET's input from its URL, and a URL that long was refused before validation (431): the client
// saw 0109099. Each must answer a client error instead (the field's length error where it has one).
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import type { GraphQLSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBffSchema } from "../schema.js";
import { argumentValue, documentOf, rootFieldsTaking } from "./schema-calls.js";
import { apiIdToken, bearerHeader, postGraphql, startTestStack, type TestStack } from "./stack.js";

const LONG = "医".repeat(20_000);

let stack: TestStack;
let schema: GraphQLSchema;
let memberToken: string;

beforeAll(async () => {
  stack = await startTestStack(
    { GRAPHQL_RATE_LIMIT_POINTS: 1_000_000, GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: 1_000_000 },
    { devMail: false, auth: { scryptN: 1024 }, mailer: { send: async () => {}, outbox: async () => [] } },
  );
  schema = await buildBffSchema();
  memberToken = await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe("string arguments far over every limit", () => {
  it("When every query and mutation that takes a String gets 20,000 characters, then each answers a client error, never 0109099", async () => {
    const fields = rootFieldsTaking(schema, "String");
    expect(fields.map((f) => f.field.name)).toEqual(
      expect.arrayContaining(["searchCategories", "searchSeminars", "searchContents", "hospitals", "searchHints"]),
    );
    const masked: string[] = [];
    for (const { kind, field } of fields) {
      const variables = Object.fromEntries(field.args.map((a) => [a.name, argumentValue(a.type, { String: LONG })]));
      const res = await postGraphql(
        stack.bff.httpServer,
        documentOf(kind, field),
        variables,
        bearerHeader(memberToken),
      );
      const errors = (res.body as { errors?: { extensions?: { errorCode?: string } }[] }).errors ?? [];
      if (res.status >= 500 || errors.some((e) => e.extensions?.errorCode === "0109099")) {
        masked.push(`${field.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(masked).toEqual([]);
  }, 300_000);

  it("When a keyword search gets a keyword over its limit, then the client gets the keyword's length error", async () => {
    const res = await postGraphql(
      stack.bff.httpServer,
      "query ($k: String) { searchCategories(keyword: $k) { __typename } }",
      { k: LONG },
      bearerHeader(memberToken),
    );
    const error = (res.body as { errors: { message: string; extensions: { code: string; errorCode: string } }[] })
      .errors[0];
    expect(error?.extensions.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions.errorCode).not.toBe("0109004");
    expect(error?.message).toMatch(/50/);
  });

  it("When a subscription is sent over HTTP, then it is a client error, never 0109099", async () => {
    const res = await postGraphql(
      stack.bff.httpServer,
      "subscription { notificationReceived { __typename } }",
      {},
      bearerHeader(memberToken),
    );
    expect(res.status).toBeLessThan(500);
    const errors = (res.body as { errors?: { extensions?: { errorCode?: string } }[] }).errors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.extensions?.errorCode)).not.toContain("0109099");
  });
});
