import type { Endpoint, ResponseOf } from "@iryo/domain/contracts/endpoint";
import {
  decodeMessage,
  errorMessage,
  errorOfIssues,
  FIELD_MESSAGE_CODES,
  NOT_FOUND_CODE,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import { isRowId } from "@iryo/domain/row-id";
import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import type * as z from "zod/mini";
import { AppError, type AppErrorExtras } from "./app-error.js";
import { processLogger } from "./observability/logger.js";
import { currentSignal } from "./observability/request-context.js";

/**
 * Parses with a domain schema. The first issue that carries a catalogue code (possibly with params,
 * e.g. `0101004|Max=50`) becomes the AppError; any other failure is 0109004.
 */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw issuesToAppError(result.error.issues);
}

/**
 * Parses a form with a domain schema like `parseOrThrow`, and also reports every failing field as
 * `field_errors: { field: "<encoded message>" }` (the first issue of each top-level field).
 */
function parseFormOrThrow<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  aliases: Readonly<Record<string, string>> = {},
): z.output<S> {
  const { renamed, named } = applyAliases(input, aliases);
  const result = schema.safeParse(renamed);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const schemaField = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    if (schemaField === undefined) continue;
    const field = named.get(schemaField) ?? schemaField;
    if (Object.hasOwn(fieldErrors, field)) continue;
    fieldErrors[field] = decodeMessage(issue.message) ? issue.message : FIELD_MESSAGE_CODES.wrongFormat;
  }
  throw issuesToAppError(result.error.issues, { fieldErrors });
}

/**
 * A form whose fields may also arrive under other names (`{ alias: schemaField }`): each alias sent
 * without its schema field is renamed, and `named` remembers it so that a field error names what the
 * client sent.
 */
function applyAliases(input: unknown, aliases: Readonly<Record<string, string>>) {
  const named = new Map<string, string>();
  if (Object.keys(aliases).length === 0) return { renamed: input, named };
  // A form with aliases is read field by field: a missing body is an empty form.
  const renamed: Record<string, unknown> = input && typeof input === "object" ? { ...(input as object) } : {};
  for (const [alias, field] of Object.entries(aliases)) {
    if (Object.hasOwn(renamed, alias) && !Object.hasOwn(renamed, field)) {
      renamed[field] = renamed[alias];
      delete renamed[alias];
      named.set(field, alias);
    }
  }
  return { renamed, named };
}

function issuesToAppError(issues: readonly z.core.$ZodIssue[], extras: AppErrorExtras = {}): AppError {
  const { code, params } = errorOfIssues(issues);
  return new AppError(code, params, extras);
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError(NOT_FOUND_CODE));
};

/** The one place that turns an error into the REST error body. Unknown errors are masked. */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    // A read whose client left was stopped on purpose (ADR 179): no error to log, no one to answer.
    if (currentSignal()?.aborted && !(error instanceof AppError)) {
      processLogger().info({ reason: (error as Error | null)?.name }, "request cancelled: the client left");
      if (!res.headersSent) res.status(499).end();
      return;
    }
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (isBodyParseError(error)) {
      appError = new AppError(REQUEST_INVALID_CODE);
    } else {
      log("unexpected error", error);
      appError = new AppError(SYSTEM_ERROR_CODE);
    }
    for (const [name, value] of Object.entries(appError.extras.headers ?? {})) res.set(name, value);
    res.status(appError.status).json({
      error_code: appError.code,
      error_message: errorMessage(appError.code, appError.vars),
      // The values behind {{Max}}/{{Min}}, so that a client can word the message itself, and what it
      // links to (0801002: the open negotiation's id).
      ...(Object.keys(appError.vars).length > 0 ? { error_params: appError.vars } : {}),
      ...(appError.extras.fieldErrors ? { field_errors: appError.extras.fieldErrors } : {}),
    });
  };
}

function isBodyParseError(error: unknown): boolean {
  const status = (error as { status?: unknown; type?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** A row id read outside a route placeholder (a query value, a file name): a positive integer, else 404. */
export function parseId(raw: unknown): number {
  if (typeof raw !== "string" || !isRowId(raw)) throw new AppError(NOT_FOUND_CODE);
  return Number(raw);
}

/**
 * Sends the answer of a contract endpoint. The value is typed by the endpoint's response schema; outside
 * production it is also checked at run time, so that a drift from the contract fails the tests here
 * instead of surfacing in the BFF.
 */
export function send<E extends Endpoint>(res: Response, endpoint: E, value: ResponseOf<E>): void {
  if (process.env.NODE_ENV !== "production") {
    const checked = endpoint.response.safeParse(value);
    if (!checked.success) {
      const fields = checked.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
      throw new Error(`${endpoint.method} ${endpoint.path} answers outside its contract — ${fields.join("; ")}`);
    }
  }
  if (endpoint.status === 204) {
    res.status(204).end();
    return;
  }
  res.status(endpoint.status ?? 200).json(value);
}

/** The `{name}` placeholders of a path, each a row id: `/services/{id}/ratings` → `{ id: number }`. */
type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { readonly [K in Name]: number } & PathParams<Rest>
  : Record<never, never>;

/** What a route of an endpoint receives once `validate` has parsed the request with the endpoint's schemas. */
interface Input<E extends Endpoint> {
  readonly params: PathParams<E["path"]>;
  readonly query: E["query"] extends z.ZodMiniType ? z.output<E["query"]> : Record<string, never>;
  readonly body: E["body"] extends z.ZodMiniType ? z.output<E["body"]> : undefined;
}

/** `res.locals` of a route behind `validate(endpoint)`. */
export interface InputLocals<E extends Endpoint> extends Record<string, unknown> {
  readonly input: Input<E>;
}

export interface ValidateOptions {
  /**
   * Whether a body error also names each failing field (`field_errors`), as a form the member fills in
   * needs (default). Bodies that no one types by hand (a version, an uploaded file's key) answer the code only.
   */
  readonly fieldErrors?: boolean;
  /** Other names a form field may arrive under: `{ alias: schemaField }` (field errors use the name sent). */
  readonly aliases?: Readonly<Record<string, string>>;
}

const PLACEHOLDER = /\{([a-zA-Z_]+)\}/g;

/**
 * The middleware that reads a /v1 call's input through its endpoint's own schemas, put before the
 * route's handler: `router.get(expressPath(e.path), validate(e), handler)`. The handler finds the
 * parsed values in `res.locals.input` (`params`, `query`, `body`), typed by the endpoint.
 *
 * Every placeholder of the path names a row (a positive int4). A segment that cannot is not this
 * route's: the request goes on to the next route (`next("route")`), so a fixed path such as
 * `/services/compare` never depends on being registered before `/services/{id}`; when no route takes
 * it, the app answers 404 as for any unknown path. An invalid query or body is a 400 with the
 * catalogue code of its first coded issue (`parseOrThrow` / `parseFormOrThrow`).
 */
export function validate<E extends Endpoint>(
  endpoint: E,
  { fieldErrors = true, aliases = {} }: ValidateOptions = {},
): RequestHandler<Record<string, string>, unknown, unknown, unknown, InputLocals<E>> {
  const names = [...endpoint.path.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  return (req, res, next) => {
    const params: Record<string, number> = {};
    for (const name of names) {
      const raw = req.params[name];
      if (raw === undefined || !isRowId(raw)) return next("route");
      params[name] = Number(raw);
    }
    const query = endpoint.query ? parseOrThrow(endpoint.query, req.query) : {};
    const body = endpoint.body
      ? fieldErrors
        ? parseFormOrThrow(endpoint.body, req.body, aliases)
        : parseOrThrow(endpoint.body, req.body)
      : undefined;
    (res.locals as { input: unknown }).input = { params, query, body };
    next();
  };
}
