import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { QueryAbortedError } from "../db/query-abort.js";
import { createTestDatabase } from "../db/test-database.js";
import { errorHandler } from "./http.js";
import { registerQueryAbortMetrics } from "./observability/db-pool.js";
import { createLogger, setProcessLogger } from "./observability/logger.js";
import {
  cancelledRequestsCounter,
  createRegistry,
  httpDurationHistogram,
  observeRequests,
} from "./observability/metrics.js";

// A request whose client has gone stops its work (ADR 179): the app's own middleware (observeRequests
// with the api's rule: reads are abortable), the database guard of openDatabase and the error handler,
// around routes that let the test leave at a known point.

const lines: Record<string, unknown>[] = [];
const logger = createLogger({
  name: "api",
  level: "info",
  destination: { write: (l: string) => lines.push(JSON.parse(l)) },
});
const registry = createRegistry("api");

interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** One request's checkpoints: its work started, its client's socket closed, the test lets it go on, its outcome. */
interface Checkpoints {
  started: Deferred;
  closed: Deferred;
  proceed: Deferred;
  outcome: Deferred<unknown>;
}
let current: Checkpoints;
const fresh = (): Checkpoints => ({
  started: deferred(),
  closed: deferred(),
  proceed: deferred(),
  outcome: deferred(),
});

let database: DatabaseHandle;
let server: http.Server;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await sql`create table abort_probe (step text not null)`.execute(db);
  registerQueryAbortMetrics(registry, database.aborts);
  setProcessLogger(logger);
  const app = express();
  app.use(
    observeRequests({
      logger,
      duration: httpDurationHistogram(registry),
      cancelled: cancelledRequestsCounter(registry),
      abortable: (req) => req.method === "GET" || req.method === "HEAD",
    }),
  );
  const watch = (res: express.Response) => {
    const checkpoints = current;
    res.once("close", () => checkpoints.closed.resolve());
    return checkpoints;
  };
  // A read of three queries; the test leaves after the first.
  app.get("/read", async (_req, res) => {
    const c = watch(res);
    try {
      await sql`select 1`.execute(db);
      c.started.resolve();
      await c.proceed.promise;
      await sql`select 2`.execute(db);
      await sql`select 3`.execute(db);
      c.outcome.resolve("completed");
      res.json({ ok: true });
    } catch (error) {
      c.outcome.resolve(error);
      throw error;
    }
  });
  // A read whose one query runs long (PostgreSQL: cancelled while it runs).
  app.get("/sleep", async (_req, res) => {
    const c = watch(res);
    try {
      const sleeping = sql`select pg_sleep(60)`.execute(db);
      c.started.resolve();
      await sleeping;
      c.outcome.resolve("completed");
      res.json({ ok: true });
    } catch (error) {
      c.outcome.resolve(error);
      throw error;
    }
  });
  // A write in a transaction; the test leaves in its middle.
  app.post("/write", async (_req, res) => {
    const c = watch(res);
    try {
      await db.transaction().execute(async (trx) => {
        await sql`insert into abort_probe (step) values ('first')`.execute(trx);
        c.started.resolve();
        await c.proceed.promise;
        await sql`insert into abort_probe (step) values ('second')`.execute(trx);
      });
      c.outcome.resolve("completed");
      res.status(201).json({ ok: true });
    } catch (error) {
      c.outcome.resolve(error);
      throw error;
    }
  });
  app.use(errorHandler((message, error) => logger.error({ err: error }, message)));
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await database?.close();
});

/** Sends a request, leaves (destroys the socket) once its work has started, and waits until the server saw it go. */
async function leaveMidway(
  method: "GET" | "POST",
  path: string,
  ready: () => Promise<void> = async () => {},
): Promise<Checkpoints> {
  current = fresh();
  const c = current;
  const req = http.request(`${base}${path}`, { method });
  req.on("error", () => {});
  req.end();
  await c.started.promise;
  await ready();
  req.destroy();
  await c.closed.promise;
  return c;
}

async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  const found = metric?.values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value));
  return found?.value ?? 0;
}

describe("a read whose client leaves", () => {
  it("When the client leaves after the first query, then no further query starts and the log and metrics say it was cancelled", async () => {
    const skippedBefore = database.aborts.skipped;
    const c = await leaveMidway("GET", "/read");
    c.proceed.resolve();
    const outcome = await c.outcome.promise;
    expect(outcome).toBeInstanceOf(QueryAbortedError);
    expect(database.aborts.skipped).toBe(skippedBefore + 1);
    expect(await metricValue("http_requests_cancelled_total", { method: "GET", route: "/read" })).toBe(1);
    expect(await metricValue("db_queries_aborted_total", { outcome: "skipped" })).toBe(database.aborts.skipped);
    await new Promise((resolve) => setImmediate(resolve));
    const access = lines.find((l) => l.msg === "request" && l.url === "/read");
    expect(access).toMatchObject({ status: 499, cancelled: true });
    expect(lines.some((l) => l.msg === "request cancelled: the client left" && l.req_id === access?.req_id)).toBe(true);
    expect(lines.some((l) => l.msg === "unexpected error")).toBe(false);
    // The connection serves the next request as usual.
    const res = await fetch(`${base}/read`).catch((error: unknown) => error);
    expect(res).not.toBeInstanceOf(Error);
  });
});

describe.skipIf(process.env.TEST_DB_TARGET !== "postgres" || !process.env.TEST_DATABASE_URL)(
  "a read whose client leaves, on PostgreSQL",
  () => {
    it("When the client leaves while a query runs, then the query is cancelled in the server", async () => {
      const cancelledBefore = database.aborts.cancelled;
      const sleeping = async () => {
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(60)' and state = 'active'`.execute(
          database.db,
        );
        return rows[0]?.n ?? 0;
      };
      // Leaves once the query runs in the server (not before it was sent: that one would be skipped).
      const c = await leaveMidway("GET", "/sleep", async () => {
        while ((await sleeping()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      });
      const outcome = await c.outcome.promise;
      expect(outcome).toBeInstanceOf(QueryAbortedError);
      expect((outcome as QueryAbortedError).cause).toMatchObject({ code: "57014" });
      expect(database.aborts.cancelled).toBe(cancelledBefore + 1);
      // No backend still sleeps for it.
      expect(await sleeping()).toBe(0);
    });
  },
);

describe("a write whose client leaves", () => {
  it("When the client leaves in the middle of a write's transaction, then the write runs to its end", async () => {
    const c = await leaveMidway("POST", "/write");
    c.proceed.resolve();
    expect(await c.outcome.promise).toBe("completed");
    const { rows } = await sql<{ step: string }>`select step from abort_probe order by step`.execute(database.db);
    expect(rows.map((r) => r.step)).toEqual(["first", "second"]);
  });
});
