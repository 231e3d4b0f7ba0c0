// Search latency on the demo catalogue (issue 25, ADR 159): the judged queries of queries.json sent to
// the service search (and the suggestions) of the api, started in-process over a fresh seeded in-memory
// PGlite — serially (each request after the last answered), then at a fixed arrival rate (open loop:
// request n is due at t0 + n / rate and its latency counts from then, so queueing is counted). The
// machine's load average is printed beside each run, as other work on it moves the figures. A
// measurement, not a test:
//   npm run bench:search-latency -w api      (BENCH_RATE=100, BENCH_DURATION_S=15, BENCH_SERIAL_ROUNDS=5)
// With BENCH_DATABASE_URL (ADR 177) it runs against that PostgreSQL database as it is, e.g. one holding the
// large data set (10,000 services, 200,000 ratings: `npm run seed:large -w api` with DATABASE_URL set, or
// the database `npm run bench` prepares), migrated first. BENCH_ONLY=search skips the suggestions.
// The api runs in this process and the HTTP client in a forked one (load-generator.ts, ADR 200), so the
// api's thread does only the api's work, as deployed. Beside the latencies it prints the api's CPU per
// request and statements per request of the serial run, the api's CPU share during the open loop, the
// search repository's own CPU and statements per search without HTTP, and the HTTP floor (the api's CPU
// per GET /healthz). NODE_ENV is production unless set (ADR 191).

import { fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { SEARCH_SORT } from "@iryo/domain/sort-options";
import { type KyselyPlugin, sql } from "kysely";
import { createApp } from "../../../app.js";
import { openDatabase } from "../../../db/database.js";
import { migrate } from "../../../db/migrate.js";
import { createTestDatabase } from "../../../db/test-database.js";
import { createSearchRepository } from "../search.repository.js";
import type { LoadCommand, LoadResult } from "./load-generator.js";

// As deployed (ADR 191): outside production every answer is also checked against its contract
// (lib/http.ts `send`), which costs more than the search itself; NODE_ENV=development measures with it.
process.env.NODE_ENV ??= "production";

const RATE = Number(process.env.BENCH_RATE ?? 100);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 15) * 1000;
const ROUNDS = Number(process.env.BENCH_SERIAL_ROUNDS ?? 5);

const file = new URL("./queries.json", import.meta.url);
const { queries } = JSON.parse(await readFile(file, "utf8")) as { queries: { query: string }[] };

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const database = DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: DATABASE_URL })
  : await createTestDatabase({ seed: {} });
if (DATABASE_URL) await migrate(database.db);
/** Statements the api sends (every query of its Kysely, raw `sql` included), to report them per search. */
let statements = 0;
const counting: KyselyPlugin = {
  transformQuery: ({ node }) => {
    statements += 1;
    return node;
  },
  transformResult: async ({ result }) => result,
};
/**
 * The api's own time per request, from its arrival (the request's head parsed) to the last byte of the
 * answer handed to the socket: what the api adds, without the client's or the kernel's queueing before it.
 */
let served: number[] = [];
const app = createApp({ db: database.db.withPlugin(counting), log: () => {} });
const server = createServer((req, res) => {
  const arrived = performance.now();
  res.once("finish", () => served.push(performance.now() - arrived));
  app(req, res);
}).listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const fmt = (n: number) => n.toFixed(1).padStart(7);

const urls = {
  search: (q: string) => `${base}/v1/searches/service?keyword=${encodeURIComponent(q)}&page_size=20`,
  suggestions: (q: string) => `${base}/v1/searches/suggestions?keyword=${encodeURIComponent(q)}`,
};

/** The load generator's process (ADR 200): the api's thread does only the api's work. */
const client = fork(new URL("./load-generator.ts", import.meta.url), { execArgv: process.execArgv });
await new Promise<void>((resolve, reject) => {
  client.once("spawn", resolve);
  client.once("error", reject);
});

function send(command: LoadCommand): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
    client.once("exit", onExit);
    client.once("message", (result: LoadResult) => {
      client.off("exit", onExit);
      resolve(result);
    });
    client.send(command);
  });
}

/** CPU time of this process (the api; the client is another process) in ms since `since`. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

function report(label: string, latencies: number[], errors = 0, loadBefore = load()) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} n=${String(sorted.length).padStart(5)}  p50 ${fmt(quantile(sorted, 0.5))} ms  p99 ${fmt(
      quantile(sorted, 0.99),
    )} ms  max ${fmt(sorted[sorted.length - 1] ?? 0)} ms  errors ${errors}  load ${loadBefore} → ${load()}`,
  );
}

async function serial(kind: keyof typeof urls) {
  const list = queries.map((q) => urls[kind](q.query));
  await send({ kind: "serial", urls: list, rounds: 1 }); // warm-up
  const before = load();
  const cpuBefore = process.cpuUsage();
  const statementsBefore = statements;
  served = [];
  const { latencies, clientCpuMs } = await send({ kind: "serial", urls: list, rounds: ROUNDS });
  const used = process.cpuUsage(cpuBefore);
  const perRequest = (us: number) => (us / 1000 / latencies.length).toFixed(2);
  report(`${kind} serial`, latencies, 0, before);
  report(`${kind} serial, in the api`, served, 0, before);
  console.log(
    `${`${kind} serial cost`.padEnd(28)} api CPU ${perRequest(used.user + used.system)} ms per request ` +
      `(user ${perRequest(used.user)}, system ${perRequest(used.system)}); client ` +
      `${(clientCpuMs / latencies.length).toFixed(2)} ms; ` +
      `${((statements - statementsBefore) / latencies.length).toFixed(2)} statements per request`,
  );
}

/**
 * The search's own cost (ADR 191): the repository called in this process without HTTP (its own index),
 * CPU and statements per search; and the HTTP floor, the api's CPU per GET /healthz.
 */
async function costWithoutHttp() {
  const repo = createSearchRepository(database.db.withPlugin(counting));
  const searchAll = async () => {
    for (const q of queries) await repo.services(q.query, SEARCH_SORT.RELEVANCE, 20, 0);
  };
  await searchAll(); // warm-up: the index, its word hits, the page rows
  const cpuBefore = process.cpuUsage();
  const statementsBefore = statements;
  for (let round = 0; round < ROUNDS; round += 1) await searchAll();
  const cpu = cpuMs(cpuBefore);
  const n = ROUNDS * queries.length;
  const health = process.cpuUsage();
  await send({ kind: "serial", urls: [`${base}/healthz`], rounds: n });
  const floor = cpuMs(health);
  console.log(
    `${"search without HTTP".padEnd(28)} CPU ${(cpu / n).toFixed(2)} ms and ` +
      `${((statements - statementsBefore) / n).toFixed(2)} statements per search; HTTP floor (GET /healthz) ` +
      `${(floor / n).toFixed(2)} ms api CPU per request  load ${load()}`,
  );
}

async function openLoop(kind: keyof typeof urls) {
  const before = load();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  served = [];
  const { latencies, errors, failures, clientCpuMs } = await send({
    kind: "open",
    urls: queries.map((q) => urls[kind](q.query)),
    rate: RATE,
    durationMs: DURATION_MS,
  });
  const busy = cpuMs(cpuBefore) / (performance.now() - started);
  report(`${kind} open loop ${RATE}/s`, latencies, errors, before);
  for (const failure of failures) console.log(`${"  failed".padEnd(28)} ${failure}`);
  report(`${kind} open loop, in the api`, served, 0, before);
  console.log(
    `${`${kind} open loop cost`.padEnd(28)} api CPU ${(busy * 100).toFixed(0)} % of one core; client ` +
      `${(clientCpuMs / Math.max(1, latencies.length)).toFixed(2)} ms CPU per request`,
  );
}

try {
  const { rows } = await sql<{ n: number; r: number }>`select (select count(*) from services)::int as n,
    (select count(*) from ratings)::int as r`.execute(database.db);
  console.log(
    `cores ${os.cpus().length}; ${queries.length} judged queries; ${DATABASE_URL ? "PostgreSQL" : "PGlite"} ` +
      `with ${rows[0]?.n} services, ${rows[0]?.r} ratings; api in this process, load generator in its own, NODE_ENV=${process.env.NODE_ENV}`,
  );
  await serial("search");
  await costWithoutHttp();
  await openLoop("search");
  if (process.env.BENCH_ONLY !== "search") {
    await serial("suggestions");
    await openLoop("suggestions");
  }
} finally {
  client.send({ kind: "exit" } satisfies LoadCommand);
  server.close();
  await database.close();
}
