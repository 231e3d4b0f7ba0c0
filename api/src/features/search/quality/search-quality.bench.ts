// Search quality on the demo catalogue (issue 25, ADR 108): the judged queries of queries.json are sent to
// GET /v1/searches/service of the api, started in-process over a fresh seeded in-memory PGlite, and the
// first page (20) of each answer is scored. A measurement, not a test:
//   npm run bench:search-quality            (BENCH_SEARCH_VERBOSE=1 prints every query's top 5)
// Metrics (means over the queries that have at least one relevant service, unless said otherwise):
// - NDCG@10 with gains 2^grade − 1;
// - precision@5: relevant (grade ≥ 1) services among the first min(5, number relevant) results;
// - zero-result rate: answerable queries with no result (no-answer queries are counted apart);
// - irrelevant first hit: queries (any) whose first result has grade 0;
// - the latency of each request, one at a time (a note, not a load test: see npm run bench).

import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { createApp } from "../../../app.js";
import { createTestDatabase } from "../../../db/test-database.js";

interface JudgedQuery {
  query: string;
  kind: string;
  judgments: Record<string, number>;
}

const CATEGORY_PREFIX = "cat:";
const verbose = process.env.BENCH_SEARCH_VERBOSE === "1";
const file = new URL("./queries.json", import.meta.url);
const { queries } = JSON.parse(await readFile(file, "utf8")) as { queries: JudgedQuery[] };

const database = await createTestDatabase({ seed: {} });
const links = await database.db
  .selectFrom("service_categories as sc")
  .innerJoin("services as s", "s.id", "sc.service_id")
  .innerJoin("categories as c", "c.id", "sc.category_id")
  .select(["s.name as service", "c.name as category"])
  .execute();
const serviceNames = new Set((await database.db.selectFrom("services").select("name").execute()).map((r) => r.name));

/** The grade of every judged service: category grades first, then the services named explicitly. */
function grades(judgments: Record<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [key, grade] of Object.entries(judgments)) {
    if (!key.startsWith(CATEGORY_PREFIX)) continue;
    const category = key.slice(CATEGORY_PREFIX.length);
    const members = links.filter((l) => l.category === category);
    if (members.length === 0) throw new Error(`unknown category in judgments: ${category}`);
    for (const l of members) out.set(l.service, Math.max(out.get(l.service) ?? 0, grade));
  }
  for (const [key, grade] of Object.entries(judgments)) {
    if (key.startsWith(CATEGORY_PREFIX)) continue;
    if (!serviceNames.has(key)) throw new Error(`unknown service in judgments: ${key}`);
    out.set(key, grade);
  }
  return out;
}

const gain = (grade: number) => 2 ** grade - 1;
function dcg(list: readonly number[]): number {
  return list.slice(0, 10).reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
}

const server = createApp({ db: database.db, log: () => {} }).listen(0, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let ndcgSum = 0;
let precisionSum = 0;
let answerable = 0;
let zeroAnswerable = 0;
let irrelevantFirst = 0;
let noAnswer = 0;
let noAnswerWithResults = 0;
const failures: string[] = [];
const latencies: number[] = [];
try {
  for (const q of queries) {
    const started = performance.now();
    const res = await fetch(`${base}/v1/searches/service?keyword=${encodeURIComponent(q.query)}&page_size=20`);
    if (!res.ok) throw new Error(`${q.query}: HTTP ${res.status}`);
    const body = (await res.json()) as { services: { service_name: string }[]; total_count: number };
    latencies.push(performance.now() - started);
    const judged = grades(q.judgments);
    const found = body.services.map((s) => s.service_name);
    const got = found.map((name) => judged.get(name) ?? 0);
    const relevant = [...judged.values()].filter((g) => g > 0);
    const first = got[0];
    if (first === 0) {
      irrelevantFirst += 1;
      failures.push(`first hit irrelevant: ${q.query} → ${found[0]}`);
    }
    if (relevant.length === 0) {
      noAnswer += 1;
      if (found.length > 0) noAnswerWithResults += 1;
    } else {
      answerable += 1;
      const ideal = [...relevant].sort((a, b) => b - a);
      const ndcg = dcg(got) / dcg(ideal);
      ndcgSum += ndcg;
      const cut = Math.min(5, relevant.length);
      precisionSum += got.slice(0, cut).filter((g) => g > 0).length / cut;
      if (found.length === 0) {
        zeroAnswerable += 1;
        failures.push(`no result: ${q.query}`);
      }
      if (verbose) {
        const ms = (latencies.at(-1) ?? 0).toFixed(0);
        console.log(
          `${ndcg.toFixed(3)}  ${q.query}  →  ${found.slice(0, 5).join(" | ")}  (${body.total_count}, ${ms} ms)`,
        );
      }
    }
  }
} finally {
  server.close();
  await database.close();
}

const fmt = (n: number) => n.toFixed(3);
console.log(
  `search quality over ${queries.length} judged queries (${answerable} answerable, ${noAnswer} without answer)`,
);
console.log(`NDCG@10                 ${fmt(ndcgSum / answerable)}`);
console.log(`precision@5             ${fmt(precisionSum / answerable)}`);
console.log(`zero-result rate        ${fmt(zeroAnswerable / answerable)} (${zeroAnswerable}/${answerable} answerable)`);
console.log(`irrelevant first hit    ${irrelevantFirst} of ${queries.length}`);
console.log(`no-answer with results  ${noAnswerWithResults} of ${noAnswer}`);
const sorted = [...latencies].sort((a, b) => a - b);
const at = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1);
console.log(`latency (one client, in-process PGlite, first page)  p50 ${at(0.5)} ms, max ${at(1)} ms`);
for (const f of failures) console.log(`  ${f}`);
