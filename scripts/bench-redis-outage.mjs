// `npm run bench:redis-outage`: what a Redis outage costs visitors and chat (ADR 105). Starts a
// redis-server of its own (BENCH_REDIS_PORT, default 4977), the built api and one BFF with REDIS_URL and
// the visitor cache on, and measures, with Redis up, killed, frozen (SIGSTOP: connections stay open,
// nothing answers) and back again:
//   - a visitor page's GraphQL (HomeRouteQuery + ContentListRouteQuery + SeminarListRouteQuery, as the
//     pages send them; with the cache on), wall time per page;
//   - a provider's chat send (POST /v1/negotiations/{id}/send-message), wall time;
//   - whether every message sent reached an open negotiationEvents subscription, and whether it stayed open.
// No assertion: figures only. Options (env): BENCH_ROUNDS (20), BENCH_PORT_BASE (4970).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import {
  build,
  fmt,
  HOST,
  loadAverage,
  printColumns,
  quantile,
  ROOT,
  runBench,
  startStack,
  stopAll,
  webOperation,
} from "./bench-stack.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4970);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 4977);
const DATA_DIR = join(ROOT, "data", "bench-redis-outage");
const PASSWORD = "Passw0rd!";

let redis;
async function startRedis() {
  redis = spawn(
    "redis-server",
    ["--port", String(REDIS_PORT), "--bind", HOST, "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  await new Promise((resolve, reject) => {
    redis.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) resolve();
    });
    redis.once("exit", (code) => reject(new Error(`redis-server exited (${code})`)));
  });
}
async function killRedis() {
  if (!redis || redis.exitCode !== null) return;
  const exited = once(redis, "exit");
  redis.kill("SIGKILL");
  await exited;
}

/** A fresh PGlite database: the demo data, one member with a negotiation and its provider's account. */
async function prepare() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const { openDatabase } = await import(join(ROOT, "api/dist/db/database.js"));
  const { migrate } = await import(join(ROOT, "api/dist/db/migrate.js"));
  const { seedDemoDataIfEmpty } = await import(join(ROOT, "api/dist/seed/seed.js"));
  const kit = await import(join(ROOT, "api/dist/features/notifications/notifications.test-kit.js"));
  const handle = await openDatabase({ kind: "pglite", dataDir: DATA_DIR });
  try {
    await migrate(handle.db);
    await seedDemoDataIfEmpty(handle.db);
    const member = await kit.insertMember(handle.db, "outage-member@bench.example");
    const { negotiationId, providerId } = await kit.insertNegotiation(handle.db, member.userId);
    const provider = await kit.insertProviderAccount(handle.db, "outage-vendor@bench.example", providerId);
    return { member: member.email, provider: provider.email, negotiationId };
  } finally {
    await handle.close();
  }
}

async function signIn(api, email) {
  const res = await fetch(`${api}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return (await res.json()).id_token;
}

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
/** A request not answered within this is given up (and counted as this long, marked "≥"). */
const GIVE_UP_MS = 15_000;

async function main() {
  build();
  const parties = await prepare();
  await startRedis();
  const redisUrl = `redis://${HOST}:${REDIS_PORT}`;
  const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: "bench-outage:" };
  const { api, bff } = await startStack(
    "redis",
    { ...shared, DATA_DIR, PASSWORD_SCRYPT_N: "1024" },
    PORT_BASE + 1,
    PORT_BASE,
    { ...shared, RESPONSE_CACHE: "true" },
  );
  const page = await Promise.all(
    ["HomeRouteQuery", "ContentListRouteQuery", "SeminarListRouteQuery"].map(async (name) => ({
      query: await webOperation(name),
      variables: {},
    })),
  );
  const providerToken = await signIn(api, parties.provider);
  const memberToken = await signIn(api, parties.member);

  // One open subscription of the member, as the chat tab holds it.
  const received = new Set();
  let completed = false;
  const socket = createClient({
    url: `ws://${HOST}:${PORT_BASE}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url, protocols) {
        super(url, protocols, { headers: { cookie: `iryo_id=${memberToken}` } });
      }
    },
    retryAttempts: 0,
  });
  socket.subscribe(
    {
      query: "subscription ($id: ID!) { negotiationEvents(negotiationId: $id) { change message { body } } }",
      variables: { id: String(parties.negotiationId) },
    },
    {
      next: (result) => {
        const body = result.data?.negotiationEvents?.message?.body;
        if (body) received.add(body);
      },
      error: () => {
        completed = true;
      },
      complete: () => {
        completed = true;
      },
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const sent = [];
  async function measure(label) {
    const pages = [];
    const sends = [];
    let gaveUp = 0;
    const timed = async (list, call) => {
      const start = process.hrtime.bigint();
      try {
        const ok = await call(AbortSignal.timeout(GIVE_UP_MS));
        list.push(ms(start));
        return ok;
      } catch {
        gaveUp += 1;
        list.push(GIVE_UP_MS);
        return false;
      }
    };
    for (let i = 0; i < ROUNDS; i += 1) {
      await timed(pages, async (signal) => {
        const answers = await Promise.all(
          page.map((body) =>
            fetch(`${bff}/graphql`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
              signal,
            }),
          ),
        );
        await Promise.all(answers.map((a) => a.text()));
        return true;
      });
      const text = `${label} ${i}`;
      const ok = await timed(sends, async (signal) => {
        const res = await fetch(`${api}/v1/negotiations/${parties.negotiationId}/send-message`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${providerToken}` },
          body: JSON.stringify({ message: text }),
          signal,
        });
        await res.text();
        return res.ok;
      });
      if (ok) sent.push(text);
    }
    pages.sort((a, b) => a - b);
    sends.sort((a, b) => a - b);
    const max = (list) => (list.at(-1) >= GIVE_UP_MS ? `≥${GIVE_UP_MS}` : fmt(list.at(-1)));
    return [label, fmt(quantile(pages, 0.5)), max(pages), fmt(quantile(sends, 0.5)), max(sends), gaveUp];
  }

  const rows = [];
  rows.push(await measure("Redis up"));
  await killRedis();
  rows.push(await measure("Redis killed"));
  await startRedis();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  rows.push(await measure("Redis back"));
  redis.kill("SIGSTOP");
  rows.push(await measure("Redis frozen"));
  redis.kill("SIGCONT");
  await new Promise((resolve) => setTimeout(resolve, 3000));
  rows.push(await measure("Redis back again"));
  await new Promise((resolve) => setTimeout(resolve, 3000));

  console.log(`\nload average ${loadAverage()}; ${ROUNDS} pages and ${ROUNDS} chat sends per phase`);
  printColumns(["phase", "page p50 ms", "page max ms", "send p50 ms", "send max ms", "given up"], rows);
  const missing = sent.filter((text) => !received.has(text));
  console.log(
    `chat messages sent: ${sent.length}; reached the open subscription: ${sent.length - missing.length}; subscription ended: ${completed}`,
  );
  await socket.dispose();
  await stopAll();
  await killRedis();
}

runBench(main, () => {
  if (redis && redis.exitCode === null) redis.kill("SIGKILL");
});
