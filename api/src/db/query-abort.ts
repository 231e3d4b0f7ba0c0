import type pg from "pg";
import { currentSignal, requestScope } from "../lib/observability/request-context.js";

/**
 * What the abort guard did (ADR 179), read by `db_queries_aborted_total` at scrape time: queries not
 * started because their request's client had left, and running queries cancelled on PostgreSQL.
 */
export interface QueryAbortCounts {
  skipped: number;
  cancelled: number;
}

/** The error a query of a request whose client has left rejects with (the signal's reason when an Error). */
export class QueryAbortedError extends Error {
  override readonly name = "QueryAbortedError";
  constructor(cause: unknown) {
    super("the request was cancelled: its client left", { cause });
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * Makes every connection of `pool` honour the abort signal of the request being served (the request
 * scope of ADR 157; only reads carry one, ADR 179):
 *
 * - a query of a request whose signal is already aborted is not started: it rejects with
 *   `QueryAbortedError`, so the rest of the request's queries are skipped and the handler ends early;
 * - on PostgreSQL a query running when the signal aborts is cancelled with `pg_cancel_backend` from
 *   another connection of the pool; the query's promise settles only after the cancel has been
 *   delivered, so the connection is not handed to another query while a cancel for it is in flight.
 *   PGlite runs one query at a time inside this process and cannot be interrupted: there only the
 *   next query is refused.
 *
 * A ROLLBACK is never refused (a transaction cut short ends cleanly). Requests without a signal (writes, background jobs, the tests' own queries) are not touched.
 */
export function guardQueries(pool: pg.Pool, kind: "pglite" | "postgres"): QueryAbortCounts {
  const counts: QueryAbortCounts = { skipped: 0, cancelled: 0 };
  pool.on("connect", (pooled) => {
    // pg has no per-query hook: the guard replaces the client's (overloaded) `query` with one variadic
    // wrapper, and reads the server process id pg keeps on the client (not in @types/pg) for the cancel.
    const client = pooled as unknown as { query: Query; processID: number };
    const query = pooled.query.bind(pooled) as Query;
    client.query = (...args: unknown[]) => {
      const signal = currentSignal();
      // The callback form and Cursor submittables (not used by kysely's plain queries) pass as they are.
      if (signal === undefined || typeof args.at(-1) === "function" || isRollback(args[0])) return query(...args);
      if (signal.aborted) {
        counts.skipped += 1;
        return Promise.reject(new QueryAbortedError(signal.reason));
      }
      const result = query(...args);
      if (kind !== "postgres" || !(result instanceof Promise)) return result;
      return cancellable(result, signal, () => {
        counts.cancelled += 1;
        // Outside the request's scope: the cancel itself must not be refused by this guard.
        return requestScope.exit(() => pool.query("select pg_cancel_backend($1)", [client.processID]));
      });
    };
  });
  return counts;
}

/** A ROLLBACK always runs: a read's transaction that was cut short must not stay open on its connection. */
function isRollback(text: unknown): boolean {
  return typeof text === "string" && /^\s*rollback\b/i.test(text);
}

/** `running`, settled only after `cancel` (started when `signal` aborts while it runs) has finished. */
function cancellable<T>(running: Promise<T>, signal: AbortSignal, cancel: () => Promise<unknown>): Promise<T> {
  let cancelling: Promise<unknown> | undefined;
  let done = false;
  const onAbort = () => {
    if (!done) cancelling = cancel().catch(() => undefined);
  };
  signal.addEventListener("abort", onAbort, { once: true });
  const settle = async () => {
    done = true;
    signal.removeEventListener("abort", onAbort);
    if (cancelling) await cancelling;
  };
  return running.then(
    async (value) => {
      await settle();
      return value;
    },
    async (error: unknown) => {
      await settle();
      throw signal.aborted ? new QueryAbortedError(error) : error;
    },
  );
}
