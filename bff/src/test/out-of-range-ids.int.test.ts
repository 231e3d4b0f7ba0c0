// Generated from the BFF's schema: every query and mutation that takes an ID is called with
// "2147483648", one over what the database's int4 ids hold, by a signed-in member. Each answers a
// client error (not found, bad input) and never a masked system error (issue 21 item 7): the ids are
// bounded where they enter the api (`idSchema`, `isRowId`). A field added later is covered too.
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { INT32_MAX } from "@iryo/domain/row-id";
import type { GraphQLSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBffSchema } from "../schema.js";
import { argumentValue, documentOf, rootFieldsTaking } from "./schema-calls.js";
import { apiIdToken, bearerHeader, postGraphql, startTestStack, type TestStack } from "./stack.js";

const OVER_INT4 = String(INT32_MAX + 1);

let stack: TestStack;
let schema: GraphQLSchema;
let memberToken: string;

beforeAll(async () => {
  stack = await startTestStack(
    { GRAPHQL_RATE_LIMIT_POINTS: 1_000_000 },
    { devMail: false, auth: { scryptN: 1024 }, mailer: { send: async () => {}, outbox: async () => [] } },
  );
  schema = await buildBffSchema();
  memberToken = await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe("ids one over the int4 range", () => {
  it("When every query and mutation that takes an ID gets 2147483648, then each answers a client error, never 0109099", async () => {
    const fields = rootFieldsTaking(schema, "ID");
    expect(fields.map((f) => f.field.name)).toEqual(
      expect.arrayContaining(["service", "serviceMaterial", "compareServices", "negotiation", "addBookmark"]),
    );
    const masked: string[] = [];
    for (const { kind, field } of fields) {
      const variables = Object.fromEntries(field.args.map((a) => [a.name, argumentValue(a.type, { ID: OVER_INT4 })]));
      const res = await postGraphql(
        stack.bff.httpServer,
        documentOf(kind, field),
        variables,
        bearerHeader(memberToken),
      );
      const errors = (res.body as { errors?: { extensions?: { errorCode?: string } }[] }).errors ?? [];
      if (res.status >= 500 || errors.some((e) => e.extensions?.errorCode === "0109099")) {
        masked.push(`${field.name}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(masked).toEqual([]);
  }, 180_000);
});
