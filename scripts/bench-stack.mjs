// Shared by the benchmarks: the large data set (PGlite and PostgreSQL), the api + BFF processes on
// loopback, a keep-alive HTTP client and the web app's own GraphQL operations.

import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join, resolve } from "node:path";
import { processPlan } from "./process-plan.mjs";

export const ROOT = resolve(import.meta.dirname, "..");
export const HOST = "127.0.0.1";
const LARGE_SERVICES = 10_000;
/** The api's event stream answers only callers with this secret (ADR 205): every api and BFF of a bench shares it. */
const EVENTS_STREAM_SECRET = process.env.EVENTS_STREAM_SECRET || randomBytes(32).toString("base64url");
const PGLITE_DIR = join(ROOT, "data", "bench-large");
// BENCH_DATABASE_NAME: the database created (once) on the server for the large data set.
const PG_DB_NAME = process.env.BENCH_DATABASE_NAME ?? "iryo_bench_large";

/** tsc -b of domain, api and bff (the benchmarks run the built servers). */
export function build() {
  console.log("building domain, api and bff (tsc -b)…");
  const result = spawnSync("npx", ["tsc", "-b", "domain", "api", "bff"], { cwd: ROOT, stdio: "pipe" });
  if (result.status !== 0) console.log("  tsc -b reported errors; using the dist output that was emitted.");
  if (!existsSync(join(ROOT, "api/dist/server.js")) || !existsSync(join(ROOT, "bff/dist/server.js"))) {
    throw new Error("api/dist or bff/dist is missing: run `npm run build` first");
  }
}

/**
 * Migrates `target`, seeds the demo data and tops it up to the large data set with the catalogue's own
 * generator (api/src/seed/large-data.ts), unless it already holds it. Returns the row counts.
 */
async function prepareDatabase(target) {
  const { openDatabase } = await import(join(ROOT, "api/dist/db/database.js"));
  const { migrate } = await import(join(ROOT, "api/dist/db/migrate.js"));
  const { seedDemoDataIfEmpty } = await import(join(ROOT, "api/dist/seed/seed.js"));
  const { generateLargeData } = await import(join(ROOT, "api/dist/seed/large-data.js"));
  const { sql } = await import("kysely");
  const handle = await openDatabase(target);
  const counts = async () =>
    (
      await sql`select (select count(*) from services)::int as services, (select count(*) from ratings)::int as ratings`.execute(
        handle.db,
      )
    ).rows[0];
  try {
    await migrate(handle.db);
    const before = await counts();
    if (before.services >= LARGE_SERVICES && process.env.BENCH_REBUILD !== "1") return before;
    // The servers run with NODE_ENV=production, which refuses demo operators (their TOTP secrets are
    // published in the README): seed the demo data as production would, without them.
    await seedDemoDataIfEmpty(handle.db, { operators: false });
    // Bulk load: the per-row summary trigger is switched off and the summaries rebuilt once after.
    await sql`ALTER TABLE ratings DISABLE TRIGGER ratings_summary`.execute(handle.db);
    try {
      await generateLargeData(handle.db, {}, (message) => console.log(`  ${message}`));
    } finally {
      await sql`ALTER TABLE ratings ENABLE TRIGGER ratings_summary`.execute(handle.db);
      await sql`SELECT refresh_service_rating_summaries()`.execute(handle.db);
      await sql`ANALYZE`.execute(handle.db);
    }
    return await counts();
  } finally {
    await handle.close();
  }
}

/** A connected pg client of the database at `url` (end it with `.end()`). */
export async function connectPostgres(url) {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The large data set in database `iryo_bench_large` of the PostgreSQL server at `serverUrl`. */
async function preparePostgres(serverUrl) {
  const admin = await connectPostgres(serverUrl);
  try {
    if (process.env.BENCH_REBUILD === "1") await admin.query(`DROP DATABASE IF EXISTS ${PG_DB_NAME} WITH (FORCE)`);
    const exists = await admin.query("select 1 from pg_database where datname = $1", [PG_DB_NAME]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${PG_DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${PG_DB_NAME}`;
  const counts = await prepareDatabase({ kind: "postgres", url: url.toString() });
  return { url: url.toString(), counts };
}

/**
 * The large data set on PGlite (`databases` holds "pglite") and on the PostgreSQL server at
 * `pgServerUrl` ("postgres"), then `bench(label, apiEnv, apiPort, bffPort)` on each; `ports` are the
 * api and BFF ports of PGlite, then of PostgreSQL. `readme` is written into data/bench-large.
 */
export async function onLargeData({
  databases = ["pglite", "postgres"],
  pgServerUrl,
  ports,
  readme,
  bench,
  dataSet = "large",
}) {
  if (dataSet === "demo") {
    // The embedded default as `npm start` runs it: PGlite with the demo data (a fresh copy each run).
    const dir = join(ROOT, "data", "bench-demo");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const { openDatabase } = await import(join(ROOT, "api/dist/db/database.js"));
    const { migrate } = await import(join(ROOT, "api/dist/db/migrate.js"));
    const { seedDemoDataIfEmpty } = await import(join(ROOT, "api/dist/seed/seed.js"));
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await migrate(handle.db);
      // The bench runs the servers with NODE_ENV=production, which refuses demo operators (their TOTP
      // secrets are published in the README): seed the demo data as production would, without them.
      await seedDemoDataIfEmpty(handle.db, { operators: false });
    } finally {
      await handle.close();
    }
    console.log("PGlite with the demo data (data/bench-demo)");
    await bench("PGlite demo", { DATA_DIR: dir }, ports[0], ports[1]);
    return;
  }
  if (databases.includes("pglite")) {
    mkdirSync(PGLITE_DIR, { recursive: true });
    if (process.env.BENCH_REBUILD === "1") rmSync(join(PGLITE_DIR, "pglite"), { recursive: true, force: true });
    console.log("preparing the large data set on PGlite (data/bench-large; the first run takes a while)…");
    const counts = await prepareDatabase({ kind: "pglite", dataDir: PGLITE_DIR });
    console.log(`  PGlite: ${counts.services} services, ${counts.ratings} ratings`);
    writeFileSync(join(PGLITE_DIR, "README.txt"), `${readme}\n`);
    await bench("PGlite", { DATA_DIR: PGLITE_DIR }, ports[0], ports[1]);
  }
  if (databases.includes("postgres")) {
    if (pgServerUrl) {
      console.log("preparing the large data set on PostgreSQL…");
      const { url, counts } = await preparePostgres(pgServerUrl);
      console.log(`  PostgreSQL: ${counts.services} services, ${counts.ratings} ratings`);
      await bench("PostgreSQL", { DATABASE_URL: url }, ports[2], ports[3]);
    } else {
      console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server URL.");
    }
  }
}

// --- processes -----------------------------------------------------------------------------------

const children = [];

/**
 * Starts `node [nodeArgs] script` (or `processes` of it under scripts/cluster.mjs) with `env` and resolves the
 * child when its output matches `readyWhen`; BENCH_VERBOSE=1 echoes the output.
 */
export function startProcess(name, script, env, readyWhen, processes = 1, nodeArgs = []) {
  // Several processes: scripts/cluster.mjs (as `npm start` runs them), ready when all of them listen.
  const args = [
    ...nodeArgs,
    ...(processes > 1 ? ["scripts/cluster.mjs", name.split(" ")[0], String(processes), script] : [script]),
  ];
  const ready = processes > 1 ? new RegExp(`\\[${name.split(" ")[0]}\\] ${processes} processes`) : readyWhen;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", EVENTS_STREAM_SECRET, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    child.benchName = name.split(" ")[0];
    let output = "";
    let started = false;
    const onData = (chunk) => {
      if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
      if (started) {
        // Once it runs only a process of the group dying is looked for (scripts/cluster.mjs says so),
        // not the whole log kept and scanned: at hundreds of requests per second that was the generator's CPU.
        const text = String(chunk);
        if (text.includes(" stopped (")) {
          console.log(`  warning: ${name}: ${text.split("\n").find((line) => line.includes(" stopped ("))}`);
        }
        return;
      }
      output += chunk;
      if (output.length > 20_000) output = output.slice(-10_000);
      if (ready.test(output)) {
        started = true;
        resolvePromise(child);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code, signal) => {
      if (started) console.log(`  warning: ${name} exited during the run (${signal ?? code})`);
      reject(new Error(`${name} exited (${code}):\n${output.slice(-2000)}`));
    });
  });
}

/** Stops every process this module started (SIGTERM, then SIGKILL after 10 s). */
export async function stopAll() {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue;
    child.removeAllListeners("exit");
    child.kill("SIGTERM");
    await new Promise((done) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        done();
      }, 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        done();
      });
    });
  }
}

/** CPU time (user + system) of process `pid` in ms, from /proc (Linux); 0 when it is gone. */
export function processCpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses), in clock ticks of 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** `pid` and its descendants (under scripts/cluster.mjs: the primary and its workers). */
function processTree(pid) {
  let kids = [];
  try {
    kids = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    return [pid];
  }
  return [pid, ...kids.flatMap((kid) => processTree(Number(kid)))];
}

/**
 * CPU ms spent so far by each tier this module started ("api", "bff": the process and its cluster
 * workers) and by this process (the load generator). The difference of two samples divided by the
 * requests between them is the CPU cost per request.
 */
export function cpuSample() {
  const usage = process.cpuUsage();
  const sample = { generator: (usage.user + usage.system) / 1000 };
  for (const child of children) {
    if (child.exitCode !== null) continue;
    const tree = processTree(child.pid);
    sample[child.benchName] = (sample[child.benchName] ?? 0) + tree.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  }
  return sample;
}

/** Kills the children at once (for signal handlers). */
export function killAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

/**
 * Runs a benchmark's `main`: a signal kills the processes and exits 130; a failure is printed, stops
 * them and sets exit code 1; `cleanUp` runs last either way.
 */
export function runBench(main, cleanUp = () => {}) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      killAll();
      process.exit(130);
    });
  }
  main()
    .catch(async (error) => {
      console.error(error);
      await stopAll();
      process.exitCode = 1;
    })
    .finally(cleanUp);
}

// --- figures -------------------------------------------------------------------------------------

/** The `q` quantile (0–1) of ascending `sorted` values; NaN when there are none. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** A figure with `digits` decimals, "-" when it is not finite. */
export function fmt(n, digits = 1) {
  return Number.isFinite(n) ? n.toFixed(digits) : "-";
}

/** The machine's load averages (1, 5, 15 min) with one decimal. */
export function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
}

/** Prints `header` and `rows` as right-aligned columns. */
export function printColumns(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/**
 * Starts the built api (no seeding) and a BFF in front of it; returns their base URLs.
 * `processes.api` / `processes.bff` above 1 run that tier under node:cluster (ADR 092).
 */
export async function startStack(label, apiEnv, apiPort, bffPort, bffEnv = {}, processes = { api: 1, bff: 1 }) {
  await startProcess(
    `api (${label})`,
    "api/dist/server.js",
    { ...apiEnv, API_HOST: HOST, API_PORT: String(apiPort), SEED_DEMO_DATA: "false" },
    /\[api\] listening/,
    processes.api,
  );
  await startProcess(
    `bff (${label})`,
    "bff/dist/server.js",
    {
      // The BFF's malloc setting as `npm start` gives it (ADR 197).
      ...(processes.bffEnv ?? processPlan(process.env).bffEnv),
      BFF_HOST: HOST,
      BFF_PORT: String(bffPort),
      API_URL: `http://${HOST}:${apiPort}`,
      PLAYGROUND: "false",
      // The load generator is one client on one address: the per-client /graphql limit (ADR 050) would
      // answer 429 after 600 requests and count as errors.
      GRAPHQL_RATE_LIMIT_POINTS: "1000000",
      GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: "1000000",
      ...bffEnv,
    },
    /\[bff\] GraphQL on/,
    processes.bff,
    // The BFF's V8 flags as `npm start` gives them (ADR 193, 197).
    processes.bffNodeArgs ?? processPlan(process.env).bffNodeArgs,
  );
  return { api: `http://${HOST}:${apiPort}`, bff: `http://${HOST}:${bffPort}` };
}

// --- HTTP ----------------------------------------------------------------------------------------

/**
 * A keep-alive client. `request` resolves `{ ok, status, text, cookies }`; a GraphQL answer with `"errors"`
 * counts as not ok. `timeoutMs` aborts a request that takes longer (status 0).
 */
export function createClient({ maxSockets, timeoutMs = 30_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  function request(url, { method = "GET", body, headers = {} } = {}) {
    return new Promise((resolvePromise) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        url,
        {
          method,
          agent,
          headers: {
            ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
            ...headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let ok = res.statusCode >= 200 && res.statusCode < 300;
            if (ok && payload && text.includes('"errors"')) ok = false;
            // `cookies`: the Set-Cookie pairs (name=value), for a sign-in.
            const cookies = (res.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]);
            resolvePromise({ ok, status: res.statusCode, text, cookies });
          });
          res.on("error", () => resolvePromise({ ok: false, status: 0, text: "" }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => resolvePromise({ ok: false, status: 0, text: "" }));
      if (payload) req.write(payload);
      req.end();
    });
  }
  const gql = (base, query, variables = {}, headers = {}) =>
    request(`${base}/graphql`, { method: "POST", body: { query, variables }, headers });
  return { request, gql, close: () => agent.destroy() };
}

/** Ids spread over the whole table: the first 100 of a search by each sort order. */
export async function serviceIdsOf(request, api) {
  const ids = new Set();
  for (const sort of ["updated", "rating", "reviews"]) {
    const res = await request(`${api}/v1/searches/service?sort=${sort}&page_size=100`);
    for (const s of JSON.parse(res.text).services) ids.add(s.service_id);
  }
  return [...ids];
}

// --- the web app's operations --------------------------------------------------------------------

function graphqlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...graphqlFiles(path));
    else if (name.endsWith(".graphql")) out.push(path);
  }
  return out;
}

/**
 * The text of the web app's operation `name` (from web/src/**\/*.graphql) with every fragment it
 * uses, so that a benchmark sends exactly what the page sends.
 */
export async function webOperation(name) {
  const { parse, print, visit } = await import("graphql");
  const definitions = graphqlFiles(join(ROOT, "web/src")).flatMap(
    (file) => parse(readFileSync(file, "utf8")).definitions,
  );
  const fragments = new Map(definitions.filter((d) => d.kind === "FragmentDefinition").map((d) => [d.name.value, d]));
  const operation = definitions.find((d) => d.kind === "OperationDefinition" && d.name?.value === name);
  if (!operation) throw new Error(`operation ${name} not found in web/src`);
  const needed = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(spread.name.value)) {
          needed.set(spread.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...needed.values()].map((d) => print(d)).join("\n");
}
