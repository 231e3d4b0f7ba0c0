// The same module as bff/src/lib/observability/request-context.ts (the tiers share no server code; ADR 157).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** The header that carries a request's id from the BFF to the api (and back to the client). */
export const REQUEST_ID_HEADER = "x-request-id";

/** An incoming id is taken only when it is short and plain (it ends up in log lines). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

interface RequestScope {
  readonly requestId: string;
  /**
   * Aborted when the client of a read (GET/HEAD) leaves before its answer is complete (ADR 179): the
   * database layer starts no further query for it and, on PostgreSQL, cancels the running one. Write
   * requests carry none: they run to their end.
   */
  readonly signal?: AbortSignal;
}

/** The request being served on this asynchronous path (ADR 157): log lines and /v1 calls read its id. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** The abort signal of the request being served, if it has one (ADR 179). */
export function currentSignal(): AbortSignal | undefined {
  return requestScope.getStore()?.signal;
}

/** The incoming `x-request-id` when it is well-formed (a proxy in front made it), else a new UUID. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID();
}
