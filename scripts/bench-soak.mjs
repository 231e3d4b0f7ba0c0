// `npm run bench:soak` (after `npm run build`): whether the BFF's memory levels off under a steady mixed
// load (issue 40). Starts the portal as `npm start` does (production mode, its own ports and data
// directory), sends SOAK_RATE requests a second for SOAK_MINUTES after SOAK_WARMUP_MINUTES of warm-up —
// server-rendered detail pages across every service id (first views miss the visitor cache), the home
// page, GraphQL keyword searches with varied words and the service detail query — and prints the
// resident memory of the BFF and the api every 30 s, then the growth over each half of the soak.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const MINUTES = Number(process.env.SOAK_MINUTES ?? 20);
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? 2);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const BFF_PORT = Number(process.env.SOAK_PORT ?? 3400);
const API_PORT = BFF_PORT + 1000;
const DATA_DIR = `data/bench-soak-${BFF_PORT}`;
const BASE = `http://127.0.0.1:${BFF_PORT}`;
const SAMPLE_MS = 30_000;
const WORDS = [
  "電子カルテ",
  "予約",
  "レセコン",
  "PACS",
  "問診",
  "オンライン診療",
  "セキュリティ",
  "勤怠",
  "在庫",
  "看護",
];

/** Resident memory of `pid` in MB (VmRSS), NaN when it cannot be read. */
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The api and BFF processes start.mjs runs (its children, told apart by their script). */
function serverPids(parent) {
  const found = {};
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, "utf8").trim().split(/\s+/);
  for (const pid of children.filter(Boolean)) {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (cmdline.includes("api/dist/server.js")) found.api = Number(pid);
    if (cmdline.includes("bff/dist/server.js")) found.bff = Number(pid);
  }
  return found;
}

function startPortal() {
  rmSync(resolve(ROOT, DATA_DIR), { recursive: true, force: true });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR,
      API_PORT: String(API_PORT),
      BFF_PORT: String(BFF_PORT),
      // One load generator on one address: the per-client limits would refuse most of it.
      GRAPHQL_RATE_LIMIT_POINTS: "1000000",
      GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolvePromise, reject) => {
    let output = "";
    const onData = (chunk) => {
      output = (output + chunk).slice(-20_000);
      if (output.includes("医療ITナビ is running")) resolvePromise(child);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`start.mjs exited (${code}):\n${output.slice(-2000)}`)));
  });
}

async function graphql(query, variables) {
  const response = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function serviceIds() {
  const response = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ searchServices(pageSize: 100) { items { id } } }" }),
  });
  const body = await response.json();
  const ids = body?.data?.searchServices?.items?.map((item) => item.id) ?? [];
  return ids.length > 0 ? ids : Array.from({ length: 100 }, (_, i) => String(i + 1));
}

/** A page read to its end; its status. */
async function page(path) {
  const response = await fetch(`${BASE}${path}`);
  await response.arrayBuffer();
  return response.status;
}

/** One request of the mix, by its number. */
function request(n, ids) {
  const id = ids[n % ids.length];
  switch (n % 5) {
    case 0:
    case 1:
      // A different query string each time: the page is rendered, not served from the visitor cache.
      return page(`/services/detail/${id}?soak=${n}`);
    case 2:
      return page("/");
    case 3:
      return graphql("query Soak($k: String) { searchCategories(keyword: $k) { total } }", {
        k: `${WORDS[n % WORDS.length]}${n % 97}`,
      });
    default:
      return graphql("query SoakDetail($id: ID!) { service(id: $id) { id name } }", { id });
  }
}

const portal = await startPortal();
const pids = serverPids(portal.pid);
const ids = await serviceIds();
console.log(`soak: ${RATE} req/s, ${WARMUP_MINUTES} min warm-up + ${MINUTES} min, ${ids.length} service ids`);
console.log(`pids: bff ${pids.bff}, api ${pids.api}\n`);
console.log("minute | bff RSS MB | api RSS MB | requests | errors (status ≥ 500 or none)");

let sent = 0;
let errors = 0;
const samples = [];
const started = Date.now();
const total = (WARMUP_MINUTES + MINUTES) * 60_000;
const sample = () => {
  const minute = (Date.now() - started) / 60_000;
  const row = { minute, bff: rssMb(pids.bff), api: rssMb(pids.api) };
  samples.push(row);
  console.log(
    `${minute.toFixed(1).padStart(6)} | ${row.bff.toFixed(0).padStart(10)} | ${row.api.toFixed(0).padStart(10)} | ${String(sent).padStart(8)} | ${errors}`,
  );
};
sample();
const sampler = setInterval(sample, SAMPLE_MS);
// Open loop: requests leave on the clock, whether the earlier ones have answered or not.
await new Promise((done) => {
  const ticker = setInterval(() => {
    if (Date.now() - started >= total) {
      clearInterval(ticker);
      done();
      return;
    }
    const n = sent++;
    request(n, ids)
      .then((status) => {
        if (status >= 500) errors++;
      })
      .catch(() => {
        errors++;
      });
  }, 1000 / RATE);
});
clearInterval(sampler);
sample();

const soak = samples.filter((s) => s.minute >= WARMUP_MINUTES);
const at = (fraction) => soak[Math.min(soak.length - 1, Math.round((soak.length - 1) * fraction))];
const first = at(0);
const middle = at(0.5);
const last = at(1);
const max = Math.max(...soak.map((s) => s.bff));
console.log(
  `\nBFF RSS after warm-up ${first.bff.toFixed(0)} MB, at the middle ${middle.bff.toFixed(0)} MB, at the end ${last.bff.toFixed(0)} MB, highest ${max.toFixed(0)} MB`,
);
console.log(
  `BFF growth: first half ${(middle.bff - first.bff).toFixed(0)} MB, second half ${(last.bff - middle.bff).toFixed(0)} MB`,
);
console.log(`api RSS after warm-up ${first.api.toFixed(0)} MB, at the end ${last.api.toFixed(0)} MB`);
console.log(`requests ${sent}, errors ${errors}`);
portal.kill("SIGTERM");
