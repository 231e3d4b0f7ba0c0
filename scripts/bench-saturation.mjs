// `npm run bench:saturation`: the closed-loop SATURATION note — BENCH_CONNECTIONS requests always in
// flight (default 50), so latency here is queueing; the figures to compare with targets come from the
// open-loop `npm run bench`. REST and BFF side by side for service search, detail and home, on PGlite and
// (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL, large data set. Prints figures only.
//
//   BENCH_DURATION_S   seconds measured per operation (default 10)
//   BENCH_WARMUP_S     seconds of unmeasured load before each measurement (default 5)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
//   BENCH_DATABASE_URL a PostgreSQL server URL; a database "iryo_bench_large" is created there once
//   BENCH_REBUILD=1    rebuild the large data set even if data/bench-large holds one
//   BENCH_ONLY=overhead  only the GraphQL overhead figure (below), on the demo data
//   BENCH_PORT_BASE    first of the overhead figure's three loopback ports (default 4715: api, BFF, plain express)
//
// Then the GraphQL overhead (issue 27): `{ __typename }` through one BFF process against a plain express
// route in a process of its own (scripts/bench-plain-express.mjs), measured alternately twice each in the
// same run; it prints both rates and their ratio (target: the BFF ≥ 0.75 of plain express).
import { readFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import {
  build,
  createClient,
  fmt,
  HOST,
  loadAverage,
  onLargeData,
  printColumns,
  quantile,
  ROOT,
  runBench,
  serviceIdsOf as serviceIdsVia,
  startProcess,
  startStack,
  stopAll,
} from "./bench-stack.mjs";

const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const OVERHEAD_PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4715);

// Keywords of the search operation: 3+ characters (trigram index) and 1–2 characters (strpos path).
const KEYWORDS = ["かるて", "クラウド", "予約", "ｼｽﾃﾑ", "歯", "電子カルテ", "せきゅりてぃ", "在宅", "レセコン", "連携"];

const client = createClient({ maxSockets: CONNECTIONS });
const { request, gql } = client;
const serviceIdsOf = (api) => serviceIdsVia(request, api);

/** Runs `operation(i)` from CONNECTIONS loops for the duration; returns p50/p99 (ms), RPS and errors. */
async function measure(operation) {
  let i = 0;
  const loop = async (until, sink) => {
    while (performance.now() < until) {
      const n = i++;
      const start = performance.now();
      const ok = await operation(n);
      sink(performance.now() - start, ok);
    }
  };
  const warmUntil = performance.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(warmUntil, () => {})));
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const until = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, () =>
      loop(until, (ms, ok) => {
        latencies.push(ms);
        if (!ok) errors += 1;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    rps: latencies.length / seconds,
    count: latencies.length,
    errors,
  };
}

// --- operations ----------------------------------------------------------------------------------

async function restOperations(api, serviceIds) {
  const detailProbe = await request(`${api}/v1/services/${serviceIds[0]}`);
  const detailPath = detailProbe.ok ? (id) => `/v1/services/${id}` : (id) => `/v1/services/${id}/rating-info`;
  const homeCandidates = [
    "/v1/services/top-list",
    "/v1/advertisements/top-list",
    "/v1/contents/top-list",
    "/v1/seminars/top-list",
    "/v1/services/ratings?page_size=20",
  ];
  const home = [];
  for (const path of homeCandidates) if ((await request(`${api}${path}`)).ok) home.push(path);
  const all = async (paths) => (await Promise.all(paths.map((p) => request(`${api}${p}`)))).every((r) => r.ok);
  return {
    notes: {
      detail: detailProbe.ok ? "/v1/services/{id}" : "/v1/services/{id}/rating-info (no detail route yet)",
      home,
    },
    search: async (n) =>
      (await request(`${api}/v1/searches/service?keyword=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length])}`)).ok,
    detail: async (n) => {
      const id = serviceIds[n % serviceIds.length];
      // The detail screen's REST calls: the service and its rating summary.
      return all([detailPath(id), `/v1/services/${id}/rating-info`]);
    },
    home: async () => all(home),
  };
}

async function bffOperations(bff, serviceIds) {
  // Introspection is off in production: read the Query fields from the committed schema instead.
  const sdl = readFileSync(join(ROOT, "schema/schema.graphql"), "utf8");
  const queryBlock = /type Query \{([\s\S]*?)\n\}/.exec(sdl)?.[1] ?? "";
  const fields = new Set([...queryBlock.matchAll(/^ {2}([A-Za-z]+)[(:]/gm)].map((m) => m[1]));
  const has = (name) => fields.has(name);
  const homeFields = [
    ["topServices", "topServices { id name }"],
    ["home", "home { __typename }"],
    ["serviceTopList", "serviceTopList { id name }"],
    ["topAdvertisements", "topAdvertisements { __typename }"],
    ["advertisementTopList", "advertisementTopList { __typename }"],
    ...(has("home") ? [] : [["advertisements", "advertisements { __typename }"]]),
    ["topContents", "topContents { __typename }"],
    ["contentTopList", "contentTopList { __typename }"],
    ["topSeminars", "topSeminars { __typename }"],
    ["seminarTopList", "seminarTopList { __typename }"],
    ["recentRatings", "recentRatings(pageSize: 20) { totalCount items { id serviceName overallScore } }"],
  ].filter(([name]) => has(name));
  // Probe each home field alone; keep those that answer without errors.
  const home = [];
  for (const [, selection] of homeFields) if ((await gql(bff, `{ ${selection} }`)).ok) home.push(selection);
  const homeQuery = `{ ${home.join(" ")} }`;
  const detailQuery = has("service")
    ? "query ($id: ID!) { service(id: $id) { id name } serviceRatingSummary(serviceId: $id) { ratingCount overallAverage criteria { average count } } }"
    : "query ($id: ID!) { serviceRatingSummary(serviceId: $id) { ratingCount overallAverage criteria { average count } } }";
  const searchQuery =
    "query ($k: String) { searchServices(keyword: $k) { totalCount items { id name provider { name } ratingSummary { ratingCount overallAverage } } } }";
  return {
    notes: {
      home: home.map((s) => s.split(/[ ({]/)[0]),
      detail: has("service") ? "service + serviceRatingSummary" : "serviceRatingSummary",
    },
    search: async (n) => (await gql(bff, searchQuery, { k: KEYWORDS[n % KEYWORDS.length] })).ok,
    detail: async (n) => (await gql(bff, detailQuery, { id: String(serviceIds[n % serviceIds.length]) })).ok,
    home: async () => (home.length === 0 ? true : (await gql(bff, homeQuery)).ok),
  };
}

// --- main ----------------------------------------------------------------------------------------

const results = [];

async function benchStack(label, apiEnv, apiPort, bffPort) {
  const { api, bff } = await startStack(label, apiEnv, apiPort, bffPort);
  try {
    const ids = await serviceIdsOf(api);
    const rest = await restOperations(api, ids);
    const viaBff = await bffOperations(bff, ids);
    console.log(
      `  ${label}: REST detail = ${rest.notes.detail}; REST home = ${rest.notes.home.join(", ") || "(none)"}`,
    );
    console.log(
      `  ${label}: BFF detail = ${viaBff.notes.detail}; BFF home = ${viaBff.notes.home.join(", ") || "(none)"}`,
    );
    for (const op of ["search", "detail", "home"]) {
      process.stdout.write(`  measuring ${op} on ${label}…`);
      const r = await measure(rest[op]);
      const b = await measure(viaBff[op]);
      results.push({ op, label, rest: r, bff: b });
      process.stdout.write(" done\n");
    }
  } finally {
    await stopAll();
  }
}

function printTable() {
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s per operation after ${WARMUP_MS / 1000} s of warm-up, loopback (${HOST}); latency in ms`,
  );
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${loadAverage()} (load generator, api and BFF share them)\n`,
  );
  const header = [
    "operation",
    "database",
    "REST p50",
    "REST p99",
    "REST rps",
    "BFF p50",
    "BFF p99",
    "BFF rps",
    "Δp50",
    "Δp99",
    "errors",
  ];
  const rows = results.map(({ op, label, rest, bff }) => [
    op,
    label,
    fmt(rest.p50),
    fmt(rest.p99),
    fmt(rest.rps, 0),
    fmt(bff.p50),
    fmt(bff.p99),
    fmt(bff.rps, 0),
    fmt(bff.p50 - rest.p50),
    fmt(bff.p99 - rest.p99),
    `${rest.errors}/${bff.errors}`,
  ]);
  printColumns(header, rows);
  console.log(
    "\nA saturation note only: with every connection busy, latency is queueing (Little's law). Targets are read from `npm run bench` (open loop).",
  );
}

async function main() {
  build();
  await onLargeData({
    pgServerUrl: PG_SERVER_URL,
    ports: [4711, 4712, 4713, 4714],
    readme: "Large data set of `npm run bench`; delete to rebuild.",
    bench: benchStack,
  });
  printTable();
}

/** `{ __typename }` through the BFF against a plain express route, alternately, in one run. */
async function overhead() {
  await onLargeData({
    dataSet: "demo",
    ports: [OVERHEAD_PORT_BASE, OVERHEAD_PORT_BASE + 1],
    readme: "",
    bench: async (label, apiEnv, apiPort, bffPort) => {
      const { bff } = await startStack(label, apiEnv, apiPort, bffPort);
      await startProcess(
        "plain express",
        "scripts/bench-plain-express.mjs",
        { PLAIN_PORT: String(OVERHEAD_PORT_BASE + 2) },
        /\[plain\] listening/,
      );
      try {
        const typename = async () => (await gql(bff, "{ __typename }")).ok;
        const plain = async () => (await request(`http://${HOST}:${OVERHEAD_PORT_BASE + 2}/plain`)).ok;
        const rows = [];
        for (let round = 1; round <= 2; round++) {
          for (const [name, operation] of [
            ["plain express GET /plain", plain],
            ["BFF POST /graphql { __typename }", typename],
          ]) {
            const r = await measure(operation);
            rows.push({ round, name, ...r });
          }
        }
        console.log(
          `\nGraphQL overhead, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each after ${WARMUP_MS / 1000} s of warm-up; load average ${loadAverage()}`,
        );
        printColumns(
          ["round", "operation", "p50 ms", "p99 ms", "rps", "errors"],
          rows.map((r) => [r.round, r.name, fmt(r.p50), fmt(r.p99), fmt(r.rps, 0), r.errors]),
        );
        const sum = (name) => rows.filter((r) => r.name.startsWith(name)).reduce((total, r) => total + r.rps, 0);
        console.log(
          `\n{ __typename } through the BFF / plain express: ${(sum("BFF") / sum("plain")).toFixed(2)} (target ≥ 0.75)`,
        );
      } finally {
        await stopAll();
      }
    },
  });
}

runBench(
  async () => {
    if (process.env.BENCH_ONLY === "overhead") build();
    else await main();
    await overhead();
  },
  () => client.close(),
);
