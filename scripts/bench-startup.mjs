// `npm run bench:startup`: how long the embedded default (`node scripts/start.mjs`: PGlite, demo data,
// one api and one BFF) takes to its first page, and how much memory its processes hold.
//
// On the built dist (run `npm run build` first), for each run: a fresh DATA_DIR, `node scripts/start.mjs`
// timed from spawn until `GET /` answers 200 with the server-rendered home page ("fresh start"; asked
// every 25 ms once both servers have logged that they listen); stopped;
// started again on the same DATA_DIR and timed the same way ("second start"). Beside the times, when
// each process logged its start-up phases (the `startup` line of the api and the BFF: their own timing
// marks, ADR 183) and the RSS of the api and the BFF idle and after a short load on the second start.
// Prints figures only; it asserts nothing. Loopback only.
//
//   BENCH_STARTUP_PORT         the BFF's port (default 3600); the api takes it + 1000
//   BENCH_STARTUP_RUNS         fresh + second start pairs (default 1); with more, each figure's median too
//   BENCH_STARTUP_REQUESTS     requests of the load (default 4000): home and service detail HTML (brotli),
//                              keyword searches and service details over GraphQL, and uncached /v1 reads
//   BENCH_STARTUP_CONCURRENCY  requests in flight during the load (default 16)
//   BENCH_STARTUP_SETTLE_S     idle seconds after the load before the RSS is read again (default 15;
//                              0: not read): what each process gives back once the load has stopped
//   BENCH_STARTUP_TIMEOUT_S    seconds a start may take before the run fails (default 300)
//   BENCH_VERBOSE=1            echo the servers' output
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import {
  createClient,
  fmt,
  HOST,
  loadAverage,
  printColumns,
  ROOT,
  serviceIdsOf,
  webOperation,
} from "./bench-stack.mjs";

const BFF_PORT = Number(process.env.BENCH_STARTUP_PORT ?? 3600);
const API_PORT = BFF_PORT + 1000;
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 1);
const REQUESTS = Number(process.env.BENCH_STARTUP_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_STARTUP_CONCURRENCY ?? 16);
const SETTLE_S = Number(process.env.BENCH_STARTUP_SETTLE_S ?? 15);
const DATA_DIR = join(ROOT, "data", `bench-startup-${BFF_PORT}`);
const BFF = `http://${HOST}:${BFF_PORT}`;
const API = `http://${HOST}:${API_PORT}`;
/** A start that has not answered by then is reported as failed. */
const START_TIMEOUT_MS = Number(process.env.BENCH_STARTUP_TIMEOUT_S ?? 300) * 1000;
/** The server-rendered home page: its root holds markup (the SPA shell's root is empty). */
const RENDERED_HOME = /<div id="root"><(?!\/div>)/;

const uptime = () => `uptime: load ${loadAverage()} (${os.cpus().length} cores)`;

let current;

/** The RSS in MB of `pid` (from /proc), NaN when it cannot be read. */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU seconds (user + system) `pid` has used, NaN when it cannot be read: on a shared machine the
 * wall time stretches with the load, the CPU time much less.
 */
function cpuSeconds(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses), in clock ticks of 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The api and BFF processes under start.mjs (its children, told apart by their script). */
function serverPids(parent) {
  const pids = { api: undefined, bff: undefined };
  let children = [];
  try {
    children = readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    return pids;
  }
  for (const pid of children) {
    let cmdline = "";
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (cmdline.includes("api/dist/server.js")) pids.api = Number(pid);
    if (cmdline.includes("bff/dist/server.js")) pids.bff = Number(pid);
  }
  return pids;
}

/**
 * Starts `node scripts/start.mjs` on DATA_DIR and resolves, once `GET /` answers the rendered home page,
 * with the time to it, when the lifecycle lines arrived and the processes' own `startup` marks.
 */
async function start(client) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR,
      API_PORT: String(API_PORT),
      BFF_PORT: String(BFF_PORT),
      // The load is one client on one address: the per-client limits would refuse most of it.
      GRAPHQL_RATE_LIMIT_POINTS: "1000000",
      GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  current = child;
  const arrivals = {};
  const marks = {};
  let output = "";
  const onLine = (line) => {
    const at = performance.now() - t0;
    if (process.env.BENCH_VERBOSE) process.stderr.write(`${fmt(at / 1000, 2)} ${line}\n`);
    output += `${line}\n`;
    if (output.length > 20_000) output = output.slice(-10_000);
    if (/\[api\] listening/.test(line)) arrivals.api ??= at;
    if (/\[bff\] GraphQL on/.test(line)) arrivals.bff ??= at;
    if (/\[api\] seeded/.test(line)) arrivals.seeded ??= at;
    // The processes' own marks (ADR 183): `"startup":{"phase":ms,…}` on their start-up line.
    const startup = /"startup":(\{[^}]*\})/.exec(line);
    if (startup) {
      const tier = /\[api\]/.test(line) ? "api" : "bff";
      marks[tier] = JSON.parse(startup[1]);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let firstPage;
  while (performance.now() - t0 < START_TIMEOUT_MS && child.exitCode === null) {
    // No page renders before both servers listen; asked earlier, the BFF (started with the api, ADR 187)
    // would spend CPU on renders that fail, beside the api's start.
    if (arrivals.api === undefined || arrivals.bff === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      continue;
    }
    const res = await client.request(`${BFF}/`, { headers: { accept: "text/html" } });
    if (res.status === 200 && RENDERED_HOME.test(res.text)) {
      firstPage = performance.now() - t0;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (firstPage === undefined) {
    child.kill("SIGTERM");
    await exited;
    throw new Error(`no rendered home page within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3000)}`);
  }
  return { child, exited, firstPage, arrivals, marks };
}

async function stop(run) {
  run.child.kill("SIGTERM");
  const timer = setTimeout(() => run.child.kill("SIGKILL"), 20_000);
  await run.exited;
  clearTimeout(timer);
  current = undefined;
}

const OPERATION_NAMES = ["home", "detail-html", "gql-search", "gql-detail", "v1-detail", "v1-search"];
const WORDS = [
  "カルテ",
  "クラウド",
  "予約",
  "連携",
  "電子",
  "レセコン",
  "会計",
  "訪問",
  "歯科",
  "介護",
  "画像",
  "検査",
];

/** A closed loop of REQUESTS requests, CONCURRENCY at a time, over pages, GraphQL and /v1 reads. */
async function load(client) {
  const ids = await serviceIdsOf(client.request, API);
  // The web app's own operations, as its search and detail pages send them.
  const search = await webOperation("SearchServicesTabQuery");
  const detail = await webOperation("ServiceDetailRouteQuery");
  const operations = [
    () => client.request(`${BFF}/`, { headers: { accept: "text/html", "accept-encoding": "br" } }),
    (n) =>
      client.request(`${BFF}/services/detail/${ids[n % ids.length]}`, {
        headers: { accept: "text/html", "accept-encoding": "br" },
      }),
    (n) => client.gql(BFF, search, { keyword: `${WORDS[n % WORDS.length]}${n % 7 === 0 ? " 連携" : ""}` }),
    (n) => client.gql(BFF, detail, { id: String(ids[n % ids.length]) }),
    (n) => client.request(`${API}/v1/services/${ids[n % ids.length]}`),
    (n) => client.request(`${API}/v1/searches/service?keyword=${encodeURIComponent(WORDS[n % WORDS.length])}`),
  ];
  let next = 0;
  let errors = 0;
  /** Failed requests by operation and status (0: timed out or refused). */
  const failures = new Map();
  const t0 = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      const n = next;
      next += 1;
      const res = await operations[n % operations.length](Math.floor(n / operations.length));
      if (!res.ok) {
        errors += 1;
        const key = `${OPERATION_NAMES[n % operations.length]} ${res.status}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t0) / 1000;
  return { errors, seconds, failures: [...failures].map(([key, count]) => `${key}: ${count}`).join(", ") };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** "phase ms, phase ms" of a process's marks, in the order it logged them. */
const phases = (marks) =>
  marks
    ? Object.entries(marks)
        .map(([phase, ms]) => `${phase} ${Math.round(ms)}`)
        .join(", ")
    : "(no startup marks logged)";

async function main() {
  for (const file of ["api/dist/server.js", "bff/dist/server.js", "web/dist/index.html"]) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  console.log(`bench:startup — node scripts/start.mjs on ${DATA_DIR} (BFF ${BFF_PORT}, api ${API_PORT})`);
  console.log(`${uptime()}\n`);
  const client = createClient({ maxSockets: CONCURRENCY * 2, timeoutMs: 10_000 });
  const rows = [];
  for (let run = 1; run <= RUNS; run += 1) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    const row = { run };
    for (const which of ["fresh", "second"]) {
      const loadBefore = loadAverage();
      const started = await start(client);
      row[which] = started;
      console.log(
        `run ${run} ${which.padEnd(6)}: first page ${fmt(started.firstPage / 1000, 2)} s ` +
          `(api listening ${fmt(started.arrivals.api / 1000, 2)} s${started.arrivals.seeded ? `, seeded at ${fmt(started.arrivals.seeded / 1000, 2)} s` : ""}, ` +
          `BFF listening ${fmt(started.arrivals.bff / 1000, 2)} s; load ${loadBefore})`,
      );
      console.log(`    api marks (ms): ${phases(started.marks.api)}`);
      console.log(`    BFF marks (ms): ${phases(started.marks.bff)}`);
      const pids = serverPids(started.child.pid);
      started.cpu = { api: cpuSeconds(pids.api), bff: cpuSeconds(pids.bff) };
      console.log(`    CPU s to the first page: api ${fmt(started.cpu.api, 2)}, BFF ${fmt(started.cpu.bff, 2)}`);
      // Let the first render's garbage settle before reading the idle figure.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      started.idle = { api: rssMb(pids.api), bff: rssMb(pids.bff) };
      if (which === "second") {
        const cpuBefore = { api: cpuSeconds(pids.api), bff: cpuSeconds(pids.bff) };
        const result = await load(client);
        started.load = result;
        started.loaded = { api: rssMb(pids.api), bff: rssMb(pids.bff) };
        // CPU seconds the load cost each process: what a heap setting trades against its RSS (ADR 193).
        started.loadCpu = { api: cpuSeconds(pids.api) - cpuBefore.api, bff: cpuSeconds(pids.bff) - cpuBefore.bff };
        console.log(
          `    load: ${REQUESTS} requests, ${CONCURRENCY} in flight, ${fmt(result.seconds, 1)} s (${fmt(REQUESTS / result.seconds, 0)}/s), ${result.errors} errors${result.failures ? ` (${result.failures})` : ""}; ` +
            `CPU s api ${fmt(started.loadCpu.api, 2)}, BFF ${fmt(started.loadCpu.bff, 2)}`,
        );
        if (SETTLE_S > 0) {
          await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
          started.settled = { api: rssMb(pids.api), bff: rssMb(pids.bff) };
        }
      }
      console.log(
        `    RSS MB: api ${fmt(started.idle.api, 0)}, BFF ${fmt(started.idle.bff, 0)} idle` +
          (started.loaded
            ? `; api ${fmt(started.loaded.api, 0)}, BFF ${fmt(started.loaded.bff, 0)} after the load`
            : "") +
          (started.settled
            ? `; api ${fmt(started.settled.api, 0)}, BFF ${fmt(started.settled.bff, 0)} ${SETTLE_S} s later`
            : ""),
      );
      await stop(started);
    }
    rows.push(row);
  }
  client.close();
  rmSync(DATA_DIR, { recursive: true, force: true });

  console.log("");
  const figure = (pick) => rows.map((row) => pick(row));
  const summary = [
    ["fresh start to first page (s)", figure((r) => r.fresh.firstPage / 1000)],
    ["second start to first page (s)", figure((r) => r.second.firstPage / 1000)],
    ["fresh start, CPU api + BFF (s)", figure((r) => r.fresh.cpu.api + r.fresh.cpu.bff)],
    ["second start, CPU api + BFF (s)", figure((r) => r.second.cpu.api + r.second.cpu.bff)],
    ["api RSS idle (MB)", figure((r) => r.second.idle.api)],
    ["BFF RSS idle (MB)", figure((r) => r.second.idle.bff)],
    ["api RSS after load (MB)", figure((r) => r.second.loaded.api)],
    ["BFF RSS after load (MB)", figure((r) => r.second.loaded.bff)],
    ...(SETTLE_S > 0
      ? [
          [`api RSS ${SETTLE_S} s after load (MB)`, figure((r) => r.second.settled.api)],
          [`BFF RSS ${SETTLE_S} s after load (MB)`, figure((r) => r.second.settled.bff)],
        ]
      : []),
    ["BFF CPU of the load (s)", figure((r) => r.second.loadCpu.bff)],
  ];
  printColumns(
    ["figure", ...rows.map((r) => `run ${r.run}`), ...(RUNS > 1 ? ["median"] : [])],
    summary.map(([name, values]) => [
      name,
      ...values.map((v) => fmt(v, name.endsWith("(s)") ? 2 : 0)),
      ...(RUNS > 1 ? [fmt(median(values), name.endsWith("(s)") ? 2 : 0)] : []),
    ]),
  );
  console.log(`\n${uptime()}`);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    current?.kill("SIGTERM");
    process.exit(130);
  });
}
main().catch(async (error) => {
  console.error(error);
  if (current) current.kill("SIGTERM");
  process.exitCode = 1;
});
