// Property-based fuzz (fast-check) over every /v1 route of the api and every GraphQL operation
// the web app sends (web/src/**/*.graphql): whatever the input, no 5xx and every error in the
// spec's shape. Runs are bounded (FUZZ_RUNS each per route or operation).
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { ERROR_CATALOGUE, isErrorCode } from "@iryo/domain/error-catalogue";
import fc from "fast-check";
import {
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type TypeNode,
  typeFromAST,
} from "graphql";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBffSchema } from "../schema.js";
import { apiIdToken, startTestStack, type TestStack } from "./stack.js";
import { webOperations } from "./web-operations.js";

const FUZZ_RUNS = 8;
/** Every route (well over a hundred) times FUZZ_RUNS, one after another: minutes on a loaded machine. */
const FUZZ_TIMEOUT_MS = 300_000;

let stack: TestStack;
let schema: GraphQLSchema;
let memberToken: string;

beforeAll(async () => {
  stack = await startTestStack(
    { GRAPHQL_RATE_LIMIT_POINTS: 1_000_000, GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: 1_000_000 },
    {
      devMail: false,
      // The fuzz is one member sending hundreds of writes a minute: no rate limit is under test here.
      auth: { scryptN: 1024, accountWriteLimit: { limit: 1_000_000, windowMs: 60_000 } },
      mailer: { send: async () => {}, outbox: async () => [] },
    },
  );
  schema = await buildBffSchema();
  memberToken = await apiIdToken(stack.apiUrl, DEMO_MEMBER_EMAIL);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** Strings an attacker would try, beside random ones. */
const nasty = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "-1",
  "0",
  "1",
  "2147483648",
  "99999999999999999999",
  "1e3",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "🙂".repeat(30),
  "あ".repeat(600),
);
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: "binary", maxLength: 30 }), nasty);

// --- /v1 ------------------------------------------------------------------------------------------

interface Route {
  readonly method: string;
  readonly path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  match(path: string): boolean;
}

/** Every route of the api under /v1, read from the express app itself (new routes are fuzzed too). */
function v1Routes(): Route[] {
  const app = stack.apiApp as unknown as { router: { stack: RouterLayer[] } };
  const out: Route[] = [];
  const walk = (layers: RouterLayer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) out.push({ method, path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix === "" && layer.match("/v1") && !layer.match("/x") ? "/v1" : prefix);
      }
    }
  };
  walk(app.router.stack, "");
  // The internal event stream (ADR 080) is a long-lived SSE answer that never ends by design.
  return out.filter((r) => r.path.startsWith("/v1/") && r.path !== "/v1/events/stream");
}

/** Percent-encodes, keeping lone surrogates and NULs as the bytes a careless client would send. */
function encode(value: string): string {
  return [...value]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      }
      return encodeURIComponent(ch);
    })
    .join("");
}

const QUERY_KEYS = [
  "keyword",
  "page_number",
  "page_size",
  "sort",
  "tab",
  "ids",
  "id",
  "tag",
  "last_message_time",
  "business_id",
  "filename",
];

const v1Request = fc.record({
  params: fc.array(fc.oneof(text, fc.integer({ min: -5, max: 50 }).map(String)), { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(text, fc.integer().map(String)), { maxKeys: 4 }),
  body: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.dictionary(
      fc.constantFrom(
        "email",
        "password",
        "code",
        "new_email",
        "refresh_token",
        "token",
        "retirement_reason",
        "last_name",
      ),
      fc.oneof(text, fc.integer(), fc.constant(null)),
    ),
  ),
  auth: fc.boolean(),
});

/** The spec's REST error shape (ARCHITECTURE "Errors"): a catalogue code and its message. */
function expectRestShape(label: string, status: number, body: unknown) {
  expect(status, label).toBeLessThan(500);
  if (status < 400) return;
  const error = body as { error_code?: unknown; error_message?: unknown };
  expect(isErrorCode(error.error_code), `${label}: ${JSON.stringify(body)}`).toBe(true);
  expect(typeof error.error_message, label).toBe("string");
}

describe("fuzz: every /v1 route", () => {
  it(
    "When any route gets random ids, queries and bodies, then no 5xx and every error has a catalogue code",
    async () => {
      const routes = v1Routes();
      expect(routes.length).toBeGreaterThan(40);
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(v1Request, async (input) => {
            let i = 0;
            const path = route.path.replace(/:[a-z_]+/g, () => encode(input.params[i++] ?? "1"));
            const query = Object.entries(input.query)
              .map(([k, v]) => `${k}=${encode(v)}`)
              .join("&");
            let call = request(stack.apiUrl)[route.method as "get" | "post" | "put" | "delete"](
              `${path}${query ? `?${query}` : ""}`,
            );
            if (input.auth) call = call.set("authorization", `Bearer ${memberToken}`);
            if (route.method !== "get")
              call = call.set("content-type", "application/json").send(JSON.stringify(input.body));
            const res = await call;
            expectRestShape(`${route.method.toUpperCase()} ${path}?${query}`, res.status, res.body);
          }),
          { numRuns: FUZZ_RUNS },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});

// --- GraphQL --------------------------------------------------------------------------------------

function arbitraryOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryOf(type.ofType, depth);
  const inner = (): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(arbitraryOf(type.ofType, depth + 1), { maxLength: 6 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryOf(f.type, depth + 1)])));
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case "Int":
          return fc.oneof(fc.integer({ min: -3, max: 120 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
        case "Float":
          return fc.double({ noNaN: true, noDefaultInfinity: true });
        case "Boolean":
          return fc.boolean();
        case "ID":
          return fc.oneof(fc.integer({ min: -2, max: 40 }).map(String), text);
        default:
          return text;
      }
    }
    return fc.constant(null);
  };
  // Sometimes null, sometimes a value of the wrong kind: the server must still answer in shape.
  return fc.oneof(
    { weight: 8, arbitrary: inner() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), text, fc.boolean()) },
  );
}

const GRAPHQL_CLIENT_CODES = new Set([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "BAD_USER_INPUT",
  "CONFLICT",
  "BAD_REQUEST",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
]);

describe("fuzz: every GraphQL operation of the web app", () => {
  it(
    "When an operation gets random variables, then no 5xx and every error has a client code and a catalogue errorCode",
    async () => {
      const operations = webOperations().filter((op) => op.operation.operation !== "subscription");
      expect(operations.length).toBeGreaterThan(10);
      for (const op of operations) {
        const variables = fc.record(
          Object.fromEntries(
            (op.operation.variableDefinitions ?? []).map((def) => [
              def.variable.name.value,
              arbitraryOf(typeFromAST(schema, def.type as TypeNode & { kind: never }) as GraphQLInputType),
            ]),
          ),
        );
        await fc.assert(
          fc.asyncProperty(variables, fc.boolean(), async (vars, auth) => {
            let call = request(stack.bff.httpServer).post("/graphql").set("content-type", "application/json");
            if (auth) call = call.set("authorization", `Bearer ${memberToken}`);
            const res = await call.send(JSON.stringify({ query: op.text, variables: vars }));
            const label = `${op.name} ${JSON.stringify(vars)}`;
            expect(res.status, label).toBeLessThan(500);
            const errors = (res.body as { errors?: { extensions?: { code?: string; errorCode?: string } }[] }).errors;
            for (const error of errors ?? []) {
              expect(GRAPHQL_CLIENT_CODES.has(error.extensions?.code ?? ""), `${label}: ${JSON.stringify(error)}`).toBe(
                true,
              );
              expect(error.extensions?.errorCode && error.extensions.errorCode in ERROR_CATALOGUE, label).toBe(true);
            }
          }),
          { numRuns: FUZZ_RUNS },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
