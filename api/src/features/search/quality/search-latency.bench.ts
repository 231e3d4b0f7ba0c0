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

import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createApp } from "../../../app.js";
import { openDatabase } from "../../../db/database.js";
import { migrate } from "../../../db/migrate.js";
import { createTestDatabase } from "../../../db/test-database.js";

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
const server = createApp({ db: database.db, log: () => {} }).listen(0, "127.0.0.1");
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

async function get(url: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  await res.arrayBuffer();
}

function report(label: string, latencies: number[], errors = 0, loadBefore = load()) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} n=${String(sorted.length).padStart(5)}  p50 ${fmt(quantile(sorted, 0.5))} ms  p99 ${fmt(
      quantile(sorted, 0.99),
    )} ms  max ${fmt(sorted[sorted.length - 1] ?? 0)} ms  errors ${errors}  load ${loadBefore} → ${load()}`,
  );
}

async function serial(kind: keyof typeof urls) {
  for (const q of queries) await get(urls[kind](q.query)); // warm-up
  const before = load();
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of queries) {
      const started = performance.now();
      await get(urls[kind](q.query));
      latencies.push(performance.now() - started);
    }
  }
  report(`${kind} serial`, latencies, 0, before);
}

async function openLoop(kind: keyof typeof urls) {
  const before = load();
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round((RATE * DURATION_MS) / 1000);
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = t0 + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const q = queries[n % queries.length]?.query ?? "";
    pending.push(
      get(urls[kind](q)).then(
        () => {
          latencies.push(performance.now() - due);
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  report(`${kind} open loop ${RATE}/s`, latencies, errors, before);
}

try {
  const { rows } = await sql<{ n: number; r: number }>`select (select count(*) from services)::int as n,
    (select count(*) from ratings)::int as r`.execute(database.db);
  console.log(
    `cores ${os.cpus().length}; ${queries.length} judged queries; ${DATABASE_URL ? "PostgreSQL" : "PGlite"} ` +
      `with ${rows[0]?.n} services, ${rows[0]?.r} ratings; in-process api`,
  );
  await serial("search");
  await openLoop("search");
  if (process.env.BENCH_ONLY !== "search") {
    await serial("suggestions");
    await openLoop("suggestions");
  }
} finally {
  server.close();
  await database.close();
}
