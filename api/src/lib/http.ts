import { type Endpoint, expressPath, type ResponseOf } from "@iryo/domain/contracts/endpoint";
import {
  decodeMessage,
  errorMessage,
  FIELD_MESSAGE_CODES,
  issueToErrorCode,
  NOT_FOUND_CODE,
  REQUEST_INVALID_CODE,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import { isRowId } from "@iryo/domain/row-id";
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from "express";
import type { z } from "zod";
import { AppError, type AppErrorExtras } from "./app-error.js";

/**
 * Parses with a domain schema. The first issue that carries a catalogue code (possibly with params,
 * e.g. `0101004|Max=50`) becomes the AppError; any other failure is 0109004.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw issuesToAppError(result.error.issues);
}

/**
 * Parses a form with a domain schema like `parseOrThrow`, and also reports every failing field as
 * `field_errors: { field: "<encoded message>" }` (the first issue of each top-level field).
 */
export function parseFormOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : undefined;
    if (field === undefined || Object.hasOwn(fieldErrors, field)) continue;
    fieldErrors[field] = decodeMessage(issue.message) ? issue.message : FIELD_MESSAGE_CODES.wrongFormat;
  }
  throw issuesToAppError(result.error.issues, { fieldErrors });
}

function issuesToAppError(issues: readonly z.core.$ZodIssue[], extras: AppErrorExtras = {}): AppError {
  const coded = issues.find((issue) => issueToErrorCode(issue) !== REQUEST_INVALID_CODE);
  const first = coded ?? issues[0];
  return new AppError(
    coded ? issueToErrorCode(coded) : REQUEST_INVALID_CODE,
    first ? (decodeMessage(first.message)?.params ?? {}) : {},
    extras,
  );
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError(NOT_FOUND_CODE));
};

/** The one place that turns an error into the REST error body. Unknown errors are masked. */
export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
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

/** A route id segment: a positive integer, else 404 (it cannot name a row). */
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

/** What a route answers for its endpoint, worked out from the request once the route's guards have let it through. */
export type Answer<E extends Endpoint> = (req: Request, res: Response) => ResponseOf<E> | Promise<ResponseOf<E>>;

/** A router whose routes are contract endpoints. */
export interface ContractRouter {
  readonly router: Router;
  /**
   * Registers an endpoint under its method and path: the guards (e.g. `requireAuth`) run first, then the
   * answer, whose value is sent through the endpoint's contract (`send`).
   */
  on<E extends Endpoint>(endpoint: E, ...handlers: [...guards: RequestHandler[], answer: Answer<E>]): void;
}

export function contractRouter(router: Router = Router()): ContractRouter {
  return {
    router,
    on(endpoint, ...handlers) {
      const answer = handlers.at(-1) as Answer<typeof endpoint>;
      const guards = handlers.slice(0, -1) as RequestHandler[];
      const method = endpoint.method.toLowerCase() as "get" | "post" | "put" | "delete";
      router[method](expressPath(endpoint.path), ...guards, async (req: Request, res: Response) => {
        send(res, endpoint, await answer(req, res));
      });
    },
  };
}
