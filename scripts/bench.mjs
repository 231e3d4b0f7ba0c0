// `npm run bench`: latency (p50/p99) and throughput at 50 concurrent connections, over loopback only,
// on the large data set (≥ 10,000 services, ≥ 200,000 ratings), for service search, service detail
// and the home top-lists: REST on PGlite, REST on PostgreSQL (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) and the same operations through the BFF, side by side.
// Prints figures only; it asserts nothing.
//
//   BENCH_DURATION_S   seconds measured per operation (default 10)
//   BENCH_WARMUP_S     seconds of unmeasured load before each measurement (default 5)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
//   BENCH_DATABASE_URL a PostgreSQL server URL; a database "iryo_bench_large" is created there once
//   BENCH_REBUILD=1    rebuild the large data set even if data/bench-large holds one
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

const ROOT = resolve(import.meta.dirname, "..");
const HOST = "127.0.0.1";
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const LARGE_SERVICES = 10_000;
const RATINGS_PER_SERVICE = 20;
const PGLITE_DIR = join(ROOT, "data", "bench-large");
const PG_DB_NAME = "iryo_bench_large";

// Keywords of the search operation: 3+ characters (trigram index) and 1–2 characters (strpos path).
const KEYWORDS = ["かるて", "クラウド", "予約", "ｼｽﾃﾑ", "歯", "電子カルテ", "せきゅりてぃ", "在宅", "レセコン", "連携"];

// --- build ---------------------------------------------------------------------------------------

function build() {
  console.log("building domain, api and bff (tsc -b)…");
  const result = spawnSync("npx", ["tsc", "-b", "domain", "api", "bff"], { cwd: ROOT, stdio: "pipe" });
  if (result.status !== 0) {
    console.log("  tsc -b reported errors; using the dist output that was emitted.");
  }
  if (!existsSync(join(ROOT, "api/dist/server.js")) || !existsSync(join(ROOT, "bff/dist/server.js"))) {
    throw new Error("api/dist or bff/dist is missing: run `npm run build` first");
  }
}

// --- the large data set --------------------------------------------------------------------------

const SQL_ARRAY = (items) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(", ")}]`;
const PREFIXES = [
  "ミライ",
  "サクラ",
  "アオバ",
  "ヒカリ",
  "ツナグ",
  "メディ",
  "ケアリンク",
  "ヘルス",
  "クリニクス",
  "ウェーブ",
  "ソラ",
  "ハル",
];
const PRODUCTS = [
  "カルテ",
  "レセコン",
  "予約システム",
  "Web問診",
  "画像ビューア",
  "勤怠管理",
  "在宅医療支援",
  "介護記録",
  "セキュリティ",
  "地域連携",
  "経営分析",
  "自動精算機",
  "院内チャット",
];
const EDITIONS = ["クラウド", "Pro", "Lite", "Hospital", "Clinic", "Plus", "Next", "Cloud", "for 歯科", "モバイル"];
const SUMMARIES = [
  "診療所向けのクラウド型システムです。タブレットでも快適に入力できます。",
  "中小病院向け。部門システムとの連携実績が豊富です。",
  "導入しやすい価格で、サポート体制も充実しています。",
  "働き方改革に対応し、スタッフの負担を減らします。",
  "ランサムウェア対策とバックアップを標準で備えています。",
];
const GOOD = [
  "画面がわかりやすく、すぐに使い始められました。",
  "サポートの対応が早く丁寧です。",
  "入力の手間が大きく減りました。",
  "価格が手頃で導入しやすいです。",
];
const IMPROVE = [
  "細かな設定画面がわかりにくいです。",
  "繁忙期に動作が重くなることがあります。",
  "帳票のレイアウトを変えられると助かります。",
  "土日のサポートがあるとうれしいです。",
];

/**
 * Fallback generator (used only when api/dist/seed/large-data.js is missing): adds ≥ 10,000 services
 * of 2,000 providers and 20 ratings each to a seeded database, in plain SQL.
 */
async function generateLarge(db, sql) {
  const exec = (text) => sql.raw(text).execute(db);
  const { rows } = await sql`select coalesce(max(id), 0)::int as m from services`.execute(db);
  const base = rows[0].m;
  await exec(`INSERT INTO providers (name, location)
    SELECT '株式会社' || (${SQL_ARRAY(PREFIXES)})[1 + g % 12] || 'テック ' || g, '東京都千代田区'
    FROM generate_series(1, 2000) g`);
  await exec(`WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM providers),
      pc AS (SELECT count(*) AS c FROM p)
    INSERT INTO services (provider_id, name, summary, created_at, updated_at)
    SELECT (SELECT id FROM p WHERE n = g % (SELECT c FROM pc)),
      (${SQL_ARRAY(PREFIXES)})[1 + g % 12] || (${SQL_ARRAY(PRODUCTS)})[1 + (g / 12) % 13] || ' '
        || (${SQL_ARRAY(EDITIONS)})[1 + (g / 156) % 10] || ' ' || g,
      (${SQL_ARRAY(SUMMARIES)})[1 + g % 5],
      timestamptz '2025-01-01' + g * interval '37 minutes',
      timestamptz '2025-01-01' + g * interval '37 minutes'
    FROM generate_series(1, ${LARGE_SERVICES}) g`);
  await exec(`WITH c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM categories)
    INSERT INTO service_categories (service_id, category_id)
    SELECT DISTINCT s.id, c.id FROM services s JOIN c ON c.n = s.id % c.total OR (s.id % 3 = 0 AND c.n = (s.id * 7) % c.total)
    WHERE s.id > ${base}`);
  await exec("ALTER TABLE ratings DISABLE TRIGGER ratings_summary");
  const score = (salt) =>
    `CASE WHEN (s.id * ${salt} + k * 7) % 23 = 0 THEN NULL ELSE (s.id * ${salt} + k * 11) % 6 END`;
  await exec(`INSERT INTO ratings (service_id, price_appropriateness, introduction_effect, ease_of_use, support_system,
      ease_of_introduction, good_point, improvement_point, role, usage_status, facility_corporate_type, bed_count,
      department, helpful_count, status, created_at, published_at)
    SELECT s.id, ${score(3)}, ${score(5)}, ${score(7)}, ${score(11)}, ${score(13)},
      (${SQL_ARRAY(GOOD)})[1 + (s.id + k) % 4], (${SQL_ARRAY(IMPROVE)})[1 + (s.id * k) % 4],
      1 + k % 6, 1 + k % 3, 1 + s.id % 7, 1 + k % 6, 1 + (s.id + k) % 7, (s.id * k) % 30, 'published',
      timestamptz '2025-06-01' + (s.id * 20 + k) * interval '1 minute',
      timestamptz '2025-06-02' + (s.id * 20 + k) * interval '1 minute'
    FROM services s CROSS JOIN generate_series(1, ${RATINGS_PER_SERVICE}) k WHERE s.id > ${base}`);
  await exec("ALTER TABLE ratings ENABLE TRIGGER ratings_summary");
  await exec("SELECT refresh_service_rating_summaries()");
  await exec("ANALYZE");
  const counts =
    await sql`select (select count(*) from services)::int as services, (select count(*) from ratings)::int as ratings`.execute(
      db,
    );
  return counts.rows[0];
}

async function prepareDatabase(target) {
  const { openDatabase } = await import(join(ROOT, "api/dist/db/database.js"));
  const { migrate } = await import(join(ROOT, "api/dist/db/migrate.js"));
  const { seedDemoDataIfEmpty } = await import(join(ROOT, "api/dist/seed/seed.js"));
  const { sql } = await import("kysely");
  const handle = await openDatabase(target);
  try {
    await migrate(handle.db);
    const { rows } = await sql`select count(*)::int as n from services`.execute(handle.db);
    if (rows[0].n >= LARGE_SERVICES && process.env.BENCH_REBUILD !== "1") {
      const r =
        await sql`select (select count(*) from services)::int as services, (select count(*) from ratings)::int as ratings`.execute(
          handle.db,
        );
      return r.rows[0];
    }
    // The catalogue's own generator (api/src/seed/large-data.ts, `npm run seed:large -w api`) when it
    // is built; otherwise the SQL generator above.
    const largeDataModule = join(ROOT, "api/dist/seed/large-data.js");
    if (existsSync(largeDataModule)) {
      const { generateLargeData } = await import(largeDataModule);
      // Bulk load: the per-row summary trigger is switched off and the summaries rebuilt once after.
      await sql`ALTER TABLE ratings DISABLE TRIGGER ratings_summary`.execute(handle.db);
      try {
        const made = await generateLargeData(handle.db, {}, (message) => console.log(`  ${message}`));
        return { services: made.services, ratings: made.ratings ?? 0 };
      } finally {
        await sql`ALTER TABLE ratings ENABLE TRIGGER ratings_summary`.execute(handle.db);
        await sql`SELECT refresh_service_rating_summaries()`.execute(handle.db);
        await sql`ANALYZE service_rating_summaries`.execute(handle.db);
      }
    }
    await seedDemoDataIfEmpty(handle.db);
    return await generateLarge(handle.db, sql);
  } finally {
    await handle.close();
  }
}

async function preparePostgres(serverUrl) {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
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

// --- processes -----------------------------------------------------------------------------------

const children = [];

function startProcess(name, script, env, readyWhen) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      if (readyWhen.test(output)) resolvePromise(child);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${name} exited (${code}):\n${output.slice(-2000)}`)));
  });
}

async function stopAll() {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.removeAllListeners("exit");
      child.kill("SIGTERM");
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill("SIGKILL");
          r();
        }, 10_000);
        child.once("exit", () => {
          clearTimeout(t);
          r();
        });
      });
    }
  }
}

async function startStack(label, apiEnv, apiPort, bffPort) {
  await startProcess(
    `api (${label})`,
    "api/dist/server.js",
    { ...apiEnv, API_HOST: HOST, API_PORT: String(apiPort), SEED_DEMO_DATA: "false" },
    /\[api\] listening/,
  );
  await startProcess(
    `bff (${label})`,
    "bff/dist/server.js",
    { BFF_HOST: HOST, BFF_PORT: String(bffPort), API_URL: `http://${HOST}:${apiPort}`, PLAYGROUND: "false" },
    /\[bff\] GraphQL on/,
  );
  return { api: `http://${HOST}:${apiPort}`, bff: `http://${HOST}:${bffPort}` };
}

// --- load generator ------------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(url, { method = "GET", body } = {}) {
  return new Promise((resolvePromise) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let ok = res.statusCode >= 200 && res.statusCode < 300;
          if (ok && payload && text.includes('"errors"')) ok = false;
          resolvePromise({ ok, status: res.statusCode, text });
        });
      },
    );
    req.on("error", () => resolvePromise({ ok: false, status: 0, text: "" }));
    if (payload) req.write(payload);
    req.end();
  });
}

const gql = (base, query, variables = {}) => request(`${base}/graphql`, { method: "POST", body: { query, variables } });

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
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { p50: pick(0.5), p99: pick(0.99), rps: latencies.length / seconds, count: latencies.length, errors };
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

async function serviceIdsOf(api) {
  // Ids spread over the whole table: from a search sorted by rating and by update, 100 each.
  const ids = new Set();
  for (const sort of ["updated", "rating", "reviews"]) {
    const res = await request(`${api}/v1/searches/service?sort=${sort}&page_size=100`);
    for (const s of JSON.parse(res.text).services) ids.add(s.service_id);
  }
  return [...ids];
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

function fmt(n, digits = 1) {
  return Number.isFinite(n) ? n.toFixed(digits) : "-";
}

function printTable() {
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_MS / 1000} s per operation after ${WARMUP_MS / 1000} s of warm-up, loopback (${HOST}); latency in ms`,
  );
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(`machine: ${os.cpus().length} CPUs, load average ${load} (load generator, api and BFF share them)\n`);
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
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join("  ");
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(
    "\nTargets (issue 4): BFF adds ≤ 5 ms at p50 and ≤ 15 ms at p99; REST service search p99 ≤ 50 ms on PostgreSQL.",
  );
}

async function main() {
  build();
  mkdirSync(PGLITE_DIR, { recursive: true });
  if (process.env.BENCH_REBUILD === "1") rmSync(join(PGLITE_DIR, "pglite"), { recursive: true, force: true });
  console.log("preparing the large data set on PGlite (data/bench-large; the first run takes a while)…");
  const liteCounts = await prepareDatabase({ kind: "pglite", dataDir: PGLITE_DIR });
  console.log(`  PGlite: ${liteCounts.services} services, ${liteCounts.ratings} ratings`);
  writeFileSync(join(PGLITE_DIR, "README.txt"), "Large data set of `npm run bench`; delete to rebuild.\n");
  await benchStack("PGlite", { DATA_DIR: PGLITE_DIR }, 4711, 4712);

  if (PG_SERVER_URL) {
    console.log("preparing the large data set on PostgreSQL…");
    const { url, counts } = await preparePostgres(PG_SERVER_URL);
    console.log(`  PostgreSQL: ${counts.services} services, ${counts.ratings} ratings`);
    await benchStack("PostgreSQL", { DATABASE_URL: url }, 4713, 4714);
  } else {
    console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server URL.");
  }
  printTable();
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill("SIGTERM");
    process.exit(130);
  });
}

main()
  .catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exitCode = 1;
  })
  .finally(() => {
    agent.destroy();
    void delay(0);
  });
