// The OpenAPI 3.1 document of /v1, generated from the endpoint contracts of @iryo/domain/contracts.
// `npm run codegen` writes it to schema/openapi.json; outside production the api serves it with a
// self-hosted reference page (see openapi.routes.ts).

import { type Endpoint, requiresAccount } from "@iryo/domain/contracts/endpoint";
import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import {
  type ErrorCode,
  errorMessage,
  FORBIDDEN_CODE,
  httpStatusOf,
  isErrorCode,
  RATE_LIMITED_CODE,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
  TOKEN_EXPIRED_CODE,
} from "@iryo/domain/error-catalogue";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/** The body of every error answer (api/src/lib/http.ts `errorHandler`). */
const restErrorSchema = z.object({
  error_code: z
    .string()
    .regex(/^[0-9]{7}$/)
    .describe("The catalogue code (product §7)."),
  error_message: z.string().describe("The Japanese message of the code."),
  error_params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe(
      "The values behind {{Max}}/{{Min}} placeholders of the message, and what the client links to (0801002: negotiation_id).",
    ),
  field_errors: z
    .record(z.string(), z.string())
    .optional()
    .describe("Per form field, the encoded message of its first problem."),
});

function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

const PATH_PARAM = /\{([a-zA-Z_]+)\}/g;

/** `GET /services/{id}/ratings` → `getServicesIdRatings`. */
function operationId(endpoint: Endpoint): string {
  const words = endpoint.path
    .replace(PATH_PARAM, "$1")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [endpoint.method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join("");
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const params: JsonSchema[] = [...endpoint.path.matchAll(PATH_PARAM)].map((match) => ({
    name: match[1],
    in: "path",
    required: true,
    description: "A positive integer id; anything else answers 404 (0109005).",
    schema: { type: "string", pattern: "^[1-9][0-9]{0,9}$" },
  }));
  if (endpoint.query) {
    const schema = jsonSchema(endpoint.query, "input");
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      // A query string carries text: a value the api splits or converts (ids=3,8,12) is described as a string.
      const schema = property.type === "string" ? property : { type: "string", "x-parsed-as": property };
      params.push({ name, in: "query", required: required.has(name), schema });
    }
  }
  return params;
}

/** The error answers an endpoint may give, grouped by HTTP status. */
function errorResponses(endpoint: Endpoint): Record<string, JsonSchema> {
  const codes = new Set<ErrorCode>([SYSTEM_ERROR_CODE]);
  if (endpoint.query || endpoint.body) codes.add(REQUEST_INVALID_CODE);
  if (requiresAccount(endpoint.access)) {
    codes.add(TOKEN_EXPIRED_CODE);
    codes.add(FORBIDDEN_CODE);
  }
  // Every write counts against a rate limit (ADR 103).
  if (endpoint.method !== "GET") codes.add(RATE_LIMITED_CODE);
  for (const code of endpoint.errors ?? []) {
    if (!isErrorCode(code)) throw new Error(`${endpoint.method} ${endpoint.path} names an unknown error code ${code}`);
    codes.add(code);
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes].sort()) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((code) => `${code}: ${errorMessage(code)}`).join("\n"),
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      ]),
  );
}

function security(endpoint: Endpoint): JsonSchema[] | undefined {
  if (requiresAccount(endpoint.access)) return [{ bearer: [] }];
  return endpoint.access === "optional-member" ? [{}, { bearer: [] }] : undefined;
}

/**
 * `x-access`: "public", "optional-member", or the kinds of account the call admits, each member kind with
 * its states (ADR 102), e.g. `{ "member": ["full", "other-business"], "provider": true }`; operators with the
 * roles a call admits after the second factor (ADR 147), e.g. `{ "operator": ["moderator", "admin"] }`.
 */
function accessOf(endpoint: Endpoint): JsonSchema | string {
  const access = endpoint.access;
  if (!requiresAccount(access)) return access;
  return {
    ...(access.member ? { member: [...access.member] } : {}),
    ...(access.provider ? { provider: true } : {}),
    ...(access.operator === true ? { operator: true } : access.operator ? { operator: [...access.operator] } : {}),
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const status = endpoint.status ?? 200;
  const success =
    status === 204
      ? { description: "No content." }
      : {
          description: status === 201 ? "Created." : "OK.",
          content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
        };
  const params = parameters(endpoint);
  const auth = security(endpoint);
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    tags: [endpoint.tag],
    "x-access": accessOf(endpoint),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses: { [String(status)]: success, ...errorResponses(endpoint) },
    ...(auth ? { security: auth } : {}),
  };
}

/** The OpenAPI 3.1 document of the given endpoints (default: every /v1 endpoint), deterministic. */
export function openApiDocument(endpoints: readonly Endpoint[] = ENDPOINTS): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? {};
    paths[endpoint.path] = item;
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
    item[method] = operation(endpoint);
  }
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [path, paths[path]]),
  );
  const tags = [...new Set(endpoints.map((e) => e.tag))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "医療ITナビ /v1 REST API",
      version: "1.0.0",
      description:
        "The system of record behind the 医療ITナビ BFF. Generated from the zod contracts in " +
        "domain/src/contracts (npm run codegen); do not edit by hand. Errors answer " +
        "{ error_code, error_message, error_params?, field_errors? } with the HTTP status of the code.",
    },
    servers: [{ url: "/v1" }],
    tags,
    paths: sortedPaths,
    components: {
      schemas: { Error: jsonSchema(restErrorSchema, "output") },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The id token of /auth/sign-in." },
      },
    },
  };
}

/** The document as committed in schema/openapi.json (two-space JSON, trailing newline). */
export function openApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
