// `npm run bench`: the public catalogue at FIXED ARRIVAL RATES (open loop), REST and BFF side by side,
// on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL, large data set.
//
// Requests are sent on a fixed schedule (request n at t0 + n / rate), whether or not earlier ones have
// answered, and each latency is measured from the time the request was DUE, so queueing in the
// generator is counted too (no coordinated omission). For each operation and rate it prints p50 / p99 /
// max, errors and the rate actually served, then the highest rate with p99 ≤ 100 ms and no errors.
// Prints figures only; it asserts nothing. Loopback only.
//
//   BENCH_RATES        arrival rates per second (default "50,100,200,300,400")
//   BENCH_DURATION_S   seconds per rate (default 15)
//   BENCH_WARMUP_S     seconds at the first rate before measuring an operation (default 3)
//   BENCH_OPS          operations to run (default all: home,search,search-popular,search-rare,category,detail,html-home,html-detail,room)
//                      room: the demo member's negotiation room (NegotiationDetailRouteQuery, BFF only), signed in
//                      once by the app's own mutation; it needs the demo member (BENCH_DATA_SET=demo)
//   BENCH_SIDES        "rest,bff" (default both)
//   BENCH_DATABASES    "pglite,postgres" (default both; postgres only with a server URL)
//   BENCH_DATABASE_URL a PostgreSQL server URL (database "iryo_bench_large", or BENCH_DATABASE_NAME, is created there once)
//   BENCH_PROCESSES    processes per tier to compare (default "1,2"; ADR 092). Two api processes need
//                      PostgreSQL and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379, given to the
//                      api only); on PGlite the api stays one process and only the BFF runs two
//   BENCH_REDIS_URL    Redis for the api's events when it runs several processes
//   BENCH_BFF_ENV      extra BFF environment, as JSON (e.g. '{"RESPONSE_CACHE":"false"}')
//   BENCH_API_ENV      extra api environment, as JSON
//   BENCH_PORT_BASE    first of the four loopback ports used (default 4721: PGlite api/BFF, then PostgreSQL api/BFF)
//   BENCH_REBUILD=1    rebuild the large data set
//   BENCH_DATA_SET     "large" (default: 10,000 services) or "demo" (the demo data only, PGlite: the embedded
//                      default as `npm start` runs it)
//   BENCH_ACCEPT_ENCODING  Accept-Encoding of the HTML operations (e.g. "br", as browsers ask; default none)
//   BENCH_DETAIL_IDS   "spread" (default: the first 100 of each sort order, ~300 ids, which the caches
//                      soon hold) or "all": every listed service, taken in turn across all rates and
//                      operations, so that detail and html-detail miss the caches as a visitor's first
//                      view of one of 10,000 services does
//
// Beside each figure: the CPU ms per request that each tier spent in that run (api, BFF: every process
// of the tier, from /proc; pg: the PostgreSQL backends connected to the bench database; gen: this
// generator), and the CPU ms per request the machine's cores could give at most at that rate
// (cores × 1000 / rate): a rate is out of reach when the sum of the tiers is above it.
import os from "node:os";
import {
  build,
  connectPostgres,
  cpuSample,
  createClient,
  fmt,
  loadAverage,
  onLargeData,
  printColumns,
  processCpuMs,
  quantile,
  runBench,
  serviceIdsOf,
  startStack,
  stopAll,
  webOperation,
} from "./bench-stack.mjs";
import { processPlan } from "./process-plan.mjs";

const list = (value, fallback) =>
  (value ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const RATES = list(process.env.BENCH_RATES, "50,100,200,300,400").map(Number);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 15) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 3) * 1000;
const OPS = list(
  process.env.BENCH_OPS,
  "home,search,search-popular,search-rare,category,detail,html-home,html-detail,room",
);
/** The demo member of the seed (README). */
const MEMBER = { email: "demo@iryo-it-navi.example", password: "Demo12345" };
const SIDES = list(process.env.BENCH_SIDES, "rest,bff");
const DATABASES = list(process.env.BENCH_DATABASES, "pglite,postgres");
const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const BFF_ENV = JSON.parse(process.env.BENCH_BFF_ENV ?? "{}");
const API_ENV = JSON.parse(process.env.BENCH_API_ENV ?? "{}");
const PROCESSES = list(process.env.BENCH_PROCESSES, "1,2").map(Number);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4721);
const DATA_SET = process.env.BENCH_DATA_SET ?? "large";
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const DETAIL_IDS = process.env.BENCH_DETAIL_IDS ?? "spread";
/** A request still unanswered this long after it was due counts as an error. */
const TIMEOUT_MS = 10_000;
const P99_TARGET_MS = 100;

// Popular: words most services match (the first page is what every visitor sees). Rare: few matches.
const POPULAR = ["カルテ", "クラウド", "予約", "連携"];
const RARE = ["レセコン Hospital", "院内チャット モバイル", "自動精算機 Lite", "経営分析 for 歯科"];

const client = createClient({ maxSockets: 4096, timeoutMs: TIMEOUT_MS });
const { request, gql } = client;

/** Runs `operation(n)` at `rate` per second for `durationMs`; latency from the due time. */
async function openLoop(operation, rate, durationMs) {
  const total = Math.max(1, Math.round((rate * durationMs) / 1000));
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  let lastDone = 0;
  const inFlight = [];
  const t0 = performance.now() + 20;
  for (let n = 0; n < total; n++) {
    const due = t0 + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      operation(n).then(
        (ok) => {
          const end = performance.now();
          lastDone = Math.max(lastDone, end);
          latencies.push(end - due);
          if (!ok) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const elapsed = Math.max(durationMs, lastDone - t0);
  return {
    rate,
    sent: total,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    errors,
    served: ((total - errors) * 1000) / elapsed,
  };
}

async function operations(api, bff) {
  const ids = DETAIL_IDS === "all" ? await allServiceIds(api) : await serviceIdsOf(request, api);
  // "all": one id after the other across every run, so that no id repeats before all were asked.
  let nextId = 0;
  const detailId = DETAIL_IDS === "all" ? () => ids[nextId++ % ids.length] : (n) => pick(ids, n);
  const categories = JSON.parse((await request(`${api}/v1/categories`)).text).categories.map((c) => c.category_id);
  const pick = (arr, n) => arr[n % arr.length];
  const all = async (paths) => (await Promise.all(paths.map((p) => request(`${api}${p}`)))).every((r) => r.ok);
  const [home, searchAll, searchKeyword, category, detail, room] = await Promise.all([
    webOperation("HomeRouteQuery"),
    webOperation("ServiceResultsAllQuery"),
    webOperation("SearchServicesTabQuery"),
    webOperation("CategoryRouteQuery"),
    webOperation("ServiceDetailRouteQuery"),
    webOperation("NegotiationDetailRouteQuery"),
  ]);
  const member = OPS.includes("room") ? await memberRoom(bff) : undefined;
  const html = async (path) => {
    const headers = { accept: "text/html", ...(ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {}) };
    const r = await request(`${bff}${path}`, { headers });
    // A compressed page is not decoded (the generator shares the cores): a 200 with a body is a page.
    return r.ok && (ACCEPT_ENCODING ? r.text.length > 0 : r.text.includes("<"));
  };
  const rest = {
    // The /v1 calls the BFF makes for HomeRouteQuery (bff/src/features/home/home.int.test.ts counts
    // them), in parallel as the BFF sends them; the configuration documents are cached in the BFF.
    home: () =>
      all([
        "/v1/services/initial",
        "/v1/services/home-highlights",
        "/v1/services/top-list",
        "/v1/advertisements/top-list",
        "/v1/contents/top-list",
        "/v1/seminars/top-list",
      ]),
    search: async () => (await request(`${api}/v1/services?page_size=20`)).ok,
    "search-popular": async (n) =>
      (await request(`${api}/v1/searches/service?keyword=${encodeURIComponent(pick(POPULAR, n))}`)).ok,
    "search-rare": async (n) =>
      (await request(`${api}/v1/searches/service?keyword=${encodeURIComponent(pick(RARE, n))}`)).ok,
    category: async (n) => (await request(`${api}/v1/categories/${pick(categories, n)}/services`)).ok,
    // The BFF's detail query: the service (its provider inside; the other services' cards ask only
    // provider names, which come with the list), then the first page of its seminars and of its
    // articles in parallel (bff/src/features/seminars, contents: relatedSeminars, relatedContents).
    detail: async (n) => {
      const id = detailId(n);
      const detail = await request(`${api}/v1/services/${id}`);
      return detail.ok && (await all([`/v1/seminars/search?service_id=${id}`, `/v1/contents/search?service_id=${id}`]));
    },
  };
  const viaBff = {
    home: async () => (await gql(bff, home)).ok,
    search: async () => (await gql(bff, searchAll, { pageSize: 20, pageNumber: 1 })).ok,
    "search-popular": async (n) => (await gql(bff, searchKeyword, { keyword: pick(POPULAR, n) })).ok,
    "search-rare": async (n) => (await gql(bff, searchKeyword, { keyword: pick(RARE, n) })).ok,
    category: async (n) => (await gql(bff, category, { categoryId: String(pick(categories, n)) })).ok,
    detail: async (n) => (await gql(bff, detail, { id: String(detailId(n)) })).ok,
    "html-home": () => html("/"),
    "html-detail": (n) => html(`/services/detail/${detailId(n)}`),
    ...(member
      ? { room: async () => (await gql(bff, room, { id: member.negotiationId }, { cookie: member.cookie })).ok }
      : {}),
  };
  // Check each operation once before measuring, so that a broken query is reported, not timed.
  for (const [side, ops] of [
    ["rest", rest],
    ["bff", viaBff],
  ]) {
    for (const [name, op] of Object.entries(ops)) {
      if (!(await op(0))) console.log(`  warning: ${side} ${name} failed its first call`);
    }
  }
  return { rest, bff: viaBff };
}

/** Every listed service id, newest update first (pages of 100 of /v1/services). */
async function allServiceIds(api) {
  const ids = [];
  for (let page = 1; ; page++) {
    const body = JSON.parse((await request(`${api}/v1/services?page_size=100&page_number=${page}`)).text);
    ids.push(...body.services.map((s) => s.service_id));
    if (body.services.length < 100) return ids;
  }
}

/**
 * The demo member's session (signed in by the app's own mutation, as a browser does) and first
 * negotiation; undefined, with a note, where the data set has no demo member.
 */
async function memberRoom(bff) {
  const signIn = await client.request(`${bff}/graphql`, {
    method: "POST",
    body: {
      query:
        "mutation BenchSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename } }",
      variables: MEMBER,
    },
  });
  const cookie = signIn.cookies?.join("; ");
  if (!signIn.ok || !cookie) {
    console.log("  room: skipped (the demo member cannot sign in on this data set; use BENCH_DATA_SET=demo)");
    return undefined;
  }
  const list = await gql(bff, "{ negotiations { items { id } } }", {}, { cookie });
  const negotiationId = list.ok ? JSON.parse(list.text).data?.negotiations?.items?.[0]?.id : undefined;
  if (!negotiationId) {
    console.log("  room: skipped (the demo member has no negotiation)");
    return undefined;
  }
  return { cookie, negotiationId };
}

const results = [];

/**
 * The PostgreSQL backends of the bench database (`databaseUrl`) and their CPU ms so far, by pid;
 * an empty map on PGlite (the database runs inside the api process, counted there).
 */
async function postgresCpu(pgClient) {
  if (!pgClient) return new Map();
  const { rows } = await pgClient.query(
    "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
}

async function cpuNow(pgClient) {
  return { ...cpuSample(), pg: await postgresCpu(pgClient) };
}

/** CPU ms per request of each tier between two `cpuNow` samples (a backend that appeared counts whole). */
function cpuPerRequest(before, after, requests) {
  const per = (tier) => ((after[tier] ?? 0) - (before[tier] ?? 0)) / requests;
  let pg = 0;
  for (const [pid, ms] of after.pg) pg += ms - (before.pg.get(pid) ?? 0);
  return { api: per("api"), bff: per("bff"), pg: pg / requests, gen: per("generator") };
}

async function benchStack(database, apiEnv, apiPort, bffPort) {
  for (const count of PROCESSES) {
    const env = { ...apiEnv, ...API_ENV, ...(count > 1 ? { REDIS_URL: REDIS_URL } : {}) };
    const plan = processPlan({ ...env, API_PROCESSES: String(count), BFF_PROCESSES: String(count) });
    for (const note of plan.notes.filter((n) => n.startsWith("API_"))) console.log(`  ${note}`);
    const label = count === 1 ? database : `${database} ${plan.api}+${plan.bff}p`;
    await benchProcesses(label, env, apiPort, bffPort, plan);
  }
}

async function benchProcesses(label, apiEnv, apiPort, bffPort, plan) {
  console.log(`\n${label}: ${plan.api} api process(es), ${plan.bff} BFF process(es)`);
  const { api, bff } = await startStack(label, apiEnv, apiPort, bffPort, BFF_ENV, plan);
  const pgClient = apiEnv.DATABASE_URL ? await connectPostgres(apiEnv.DATABASE_URL) : undefined;
  try {
    const sides = await operations(api, bff);
    for (const op of OPS) {
      for (const side of SIDES) {
        const operation = sides[side][op];
        if (!operation) continue;
        await openLoop(operation, RATES[0], WARMUP_MS);
        for (const rate of RATES) {
          const loadBefore = loadAverage().split(" ")[0];
          const cpuBefore = await cpuNow(pgClient);
          const r = await openLoop(operation, rate, DURATION_MS);
          const cpu = cpuPerRequest(cpuBefore, await cpuNow(pgClient), r.sent);
          results.push({ label, op, side, ...r, cpu });
          console.log(
            `  ${label.padEnd(16)} ${op.padEnd(14)} ${side.padEnd(4)} ${String(rate).padStart(4)}/s  p50 ${fmt(r.p50)}  p99 ${fmt(r.p99)}  max ${fmt(r.max)}  served ${fmt(r.served, 0)}/s  errors ${r.errors}  load(1 min) ${loadBefore}→${loadAverage().split(" ")[0]}`,
          );
          console.log(
            `  ${"".padEnd(16)} CPU ms/request: api ${fmt(cpu.api, 2)}  BFF ${fmt(cpu.bff, 2)}  pg ${fmt(cpu.pg, 2)}  generator ${fmt(cpu.gen, 2)}  (all ${fmt(cpu.api + cpu.bff + cpu.pg + cpu.gen, 2)}; ${os.cpus().length} cores give ${fmt((os.cpus().length * 1000) / rate, 2)} at ${rate}/s)`,
          );
          // Past collapse, higher rates only queue: stop climbing.
          if (r.p99 > 2000 || r.errors > r.sent * 0.05) break;
          await new Promise((done) => setTimeout(done, 1000));
        }
      }
    }
  } finally {
    await pgClient?.end();
    await stopAll();
  }
}

function printSummary() {
  console.log(
    `\nOpen loop, ${DURATION_MS / 1000} s per rate, latency in ms from the due time; ${os.cpus().length} CPUs, load average ${loadAverage()}`,
  );
  const header = [
    "database",
    "operation",
    "side",
    "rate/s",
    "p50",
    "p99",
    "max",
    "served/s",
    "errors",
    "cpu api",
    "cpu BFF",
    "cpu pg",
    "cpu gen",
  ];
  const rows = results.map((r) => [
    r.label,
    r.op,
    r.side,
    r.rate,
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.max),
    fmt(r.served, 0),
    r.errors,
    fmt(r.cpu.api, 2),
    fmt(r.cpu.bff, 2),
    fmt(r.cpu.pg, 2),
    fmt(r.cpu.gen, 2),
  ]);
  printColumns(header, rows);

  console.log(`\nHighest rate sustained with p99 ≤ ${P99_TARGET_MS} ms and no errors:`);
  const keys = [...new Set(results.map((r) => `${r.label}|${r.op}|${r.side}`))];
  for (const key of keys) {
    const [label, op, side] = key.split("|");
    const ok = results.filter(
      (r) => r.label === label && r.op === op && r.side === side && r.p99 <= P99_TARGET_MS && r.errors === 0,
    );
    const best = ok.length ? Math.max(...ok.map((r) => r.rate)) : 0;
    console.log(`  ${label.padEnd(16)} ${op.padEnd(14)} ${side.padEnd(4)} ${best ? `${best}/s` : "none of the rates"}`);
  }

  // Issue 14's cache-miss target: what the BFF adds over the same /v1 calls made directly, at p50
  // (meaningful with BENCH_BFF_ENV='{"RESPONSE_CACHE":"false"}').
  const added = results
    .filter((r) => r.side === "bff")
    .flatMap((b) => {
      const rest = results.find((r) => r.side === "rest" && r.label === b.label && r.op === b.op && r.rate === b.rate);
      return rest ? [[b.label, b.op, b.rate, fmt(rest.p50), fmt(b.p50), fmt(b.p50 - rest.p50)]] : [];
    });
  if (added.length > 0) {
    console.log("\nWhat the BFF adds over REST at p50 (ms):");
    printColumns(["database", "operation", "rate/s", "REST p50", "BFF p50", "added"], added);
  }
}

async function main() {
  build();
  await onLargeData({
    databases: DATABASES,
    pgServerUrl: PG_SERVER_URL,
    ports: [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3],
    readme: "Large data set of the benchmarks; delete to rebuild.",
    dataSet: DATA_SET,
    bench: benchStack,
  });
  printSummary();
}

runBench(main, () => client.close());
