// `npm run bench:push`: the live relay under 1,000 open subscriptions over real WebSockets (ADR 080).
// Prints, for each setup, the delay from the REST call that writes a chat message to its arrival at
// the subscriber (p50 / p99 / max) and the BFF's memory per open subscription (RSS growth / count).
//   1. one api + one BFF (no Redis: the BFF reads the api's /v1/events/stream)
//   2. one api + two BFFs sharing the events through Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379)
// Half of the subscribers hold `notificationReceived` (the bell), half `negotiationEvents` (the chat);
// the provider writes to one negotiation at a time at BENCH_RATE messages/s. No assertion: figures only.
// Options (env): BENCH_SUBSCRIPTIONS (1000), BENCH_MESSAGES (400), BENCH_RATE (10), BENCH_PORT_BASE (3950: the
// BFFs), BENCH_API_PORT (BENCH_PORT_BASE + 1000).
// The members sign in from several loopback addresses (127.1.x.y, at most SIGN_INS_PER_ADDRESS each), as
// real members sign in from their own: the api's write limit per client address (600 a minute, ADR 103)
// stays as in production and is not lifted for the benchmark.

import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { build, HOST, killAll, quantile, ROOT, startProcess, stopAll } from "./bench-stack.mjs";

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3950);
const API_PORT = Number(process.env.BENCH_API_PORT ?? PORT_BASE + 1000);
/** Below the api's 600 writes per minute per client address. */
const SIGN_INS_PER_ADDRESS = 500;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const DATA_DIR = join(ROOT, "data", "bench-push");
const PASSWORD = "Passw0rd!";

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

/** A fresh PGlite database with the demo data and SUBSCRIPTIONS members, each with one negotiation. */
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
    const members = [];
    for (let i = 0; i < SUBSCRIPTIONS; i += 1) {
      const member = await kit.insertMember(handle.db, `push-${i}@bench.example`);
      const { negotiationId } = await kit.insertNegotiation(handle.db, member.userId);
      members.push({ email: member.email, negotiationId });
    }
    return members;
  } finally {
    await handle.close();
  }
}

/** The loopback address the `index`th member signs in from (Linux routes all of 127.0.0.0/8 to lo). */
function clientAddress(index) {
  const group = Math.floor(index / SIGN_INS_PER_ADDRESS);
  return `127.1.${Math.floor(group / 250)}.${(group % 250) + 1}`;
}

/** POST /v1/auth/sign-in from `localAddress`: the id token. */
function signIn(api, email, localAddress) {
  const body = JSON.stringify({ email, password: PASSWORD });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${api}/v1/auth/sign-in`,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode !== 200)
            reject(new Error(`sign-in ${email} from ${localAddress}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text).id_token);
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function signInAll(api, members) {
  const tokens = [];
  // One at a time: the per-IP sign-in throttle counts attempts in flight.
  for (let i = 0; i < members.length; i += 1) {
    tokens.push(await signIn(api, members[i].email, clientAddress(i)));
  }
  return tokens;
}

const NOTIFICATION = "subscription { notificationReceived { unreadCount notification { id negotiationId } } }";
const NEGOTIATION =
  "subscription ($id: ID!) { negotiationEvents(negotiationId: $id) { eventId negotiationId change message { body } } }";

/** Opens one socket and one subscription per member; `onArrival(negotiationId)` per received event. */
async function openSubscriptions(bffs, members, tokens, onArrival) {
  const clients = [];
  const errors = new Map();
  let established = 0;
  for (let i = 0; i < members.length; i += 1) {
    const bff = bffs[i % bffs.length];
    const token = tokens[i];
    class CookieSocket extends WebSocket {
      constructor(url, protocols) {
        super(url, protocols, { headers: { cookie: `iryo_id=${token}` } });
      }
    }
    const client = createClient({
      url: `ws://${HOST}:${bff.port}/graphql`,
      webSocketImpl: CookieSocket,
      retryAttempts: 0,
      on: { connected: () => (established += 1) },
      lazy: false,
    });
    const bell = i % 2 === 0;
    client.subscribe(
      bell ? { query: NOTIFICATION } : { query: NEGOTIATION, variables: { id: String(members[i].negotiationId) } },
      {
        next: (result) => {
          if (result.errors) {
            console.log("  subscription error:", result.errors[0]?.message);
            return;
          }
          const id = bell
            ? Number(result.data.notificationReceived.notification.negotiationId)
            : Number(result.data.negotiationEvents.negotiationId);
          onArrival(id, bell ? "bell" : "chat");
        },
        error: (error) => console.log("  subscription failed:", error?.message ?? error),
        complete: () => {},
      },
    );
    clients.push(client);
    // Sockets open in waves of 100, as clients would, not as one burst of 1,000 handshakes.
    if (clients.length % 100 === 0) while (established < clients.length) await new Promise((r) => setTimeout(r, 50));
  }
  while (established < members.length) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 5000));
  if (errors.size > 0) console.log("  subscriptions refused:", [...errors].map(([k, n]) => `${n}× ${k}`).join(", "));
  return clients;
}

async function run(label, { redis }) {
  console.log(`\n== ${label} ==`);
  const members = await prepare();
  const apiPort = API_PORT;
  const prefix = `bench-push-${randomBytes(4).toString("hex")}:`;
  const shared = redis ? { REDIS_URL, REDIS_PREFIX: prefix } : {};
  // NODE_ENV=development for the api: its /dev/realtime routes write the chat messages (ADR 080).
  await startProcess(
    "api",
    "api/dist/server.js",
    {
      NODE_ENV: "development",
      API_HOST: HOST,
      API_PORT: String(apiPort),
      DATA_DIR,
      SEED_DEMO_DATA: "false",
      ...shared,
    },
    /\[api\] listening/,
  );
  const api = `http://${HOST}:${apiPort}`;
  const bffs = [];
  for (let b = 0; b < (redis ? 2 : 1); b += 1) {
    const port = PORT_BASE + b;
    const child = await startProcess(
      `bff ${b}`,
      "bff/dist/server.js",
      { BFF_HOST: HOST, BFF_PORT: String(port), API_URL: api, PLAYGROUND: "false", RESPONSE_CACHE: "false", ...shared },
      /\[bff\] GraphQL on/,
    );
    bffs.push({ port, pid: child.pid });
  }
  const tokens = await signInAll(api, members);
  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = bffs.map((b) => rssMb(b.pid));

  const pending = new Map();
  const answeredAt = new Map();
  const restTimes = [];
  const afterAnswer = [];
  const delays = { bell: [], chat: [] };
  let stray = 0;
  const clients = await openSubscriptions(bffs, members, tokens, (negotiationId, kind) => {
    const sentAt = pending.get(negotiationId);
    if (sentAt === undefined) {
      stray += 1;
      return;
    }
    pending.delete(negotiationId);
    const now = performance.now();
    delays[kind].push(now - sentAt);
    const answered = answeredAt.get(negotiationId);
    if (answered !== undefined) afterAnswer.push(now - answered);
  });
  // The subscriptions register after their sockets connect (one /v1 call each): let them settle.
  await new Promise((r) => setTimeout(r, 5000));
  const rssAfter = bffs.map((b) => rssMb(b.pid));

  const load = loadavg()[0];
  let failures = 0;
  const interval = 1000 / RATE;
  const started = performance.now();
  const posts = [];
  for (let m = 0; m < MESSAGES; m += 1) {
    const target = members[(m * 7919) % members.length];
    const due = started + m * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (pending.has(target.negotiationId)) continue;
    const sentAt = performance.now();
    pending.set(target.negotiationId, sentAt);
    answeredAt.delete(target.negotiationId);
    posts.push(
      fetch(`${api}/dev/realtime/negotiations/${target.negotiationId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sender: "provider", body: `bench ${m}` }),
      }).then((res) => {
        const now = performance.now();
        restTimes.push(now - sentAt);
        if (pending.has(target.negotiationId)) answeredAt.set(target.negotiationId, now);
        if (!res.ok) failures += 1;
      }),
    );
  }
  await Promise.all(posts);
  const deadline = performance.now() + 10_000;
  while (pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const lost = pending.size;

  const all = [...delays.bell, ...delays.chat].sort((a, b) => a - b);
  const fmt = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : "–");
  console.log(
    `  subscriptions open: ${SUBSCRIPTIONS} (${bffs.length} BFF${bffs.length > 1 ? "s" : ""}), messages: ${all.length + lost} at ${RATE}/s`,
  );
  console.log(
    `  delay REST call → subscriber: p50 ${fmt(quantile(all, 0.5))}, p99 ${fmt(quantile(all, 0.99))}, max ${fmt(all.at(-1))}`,
  );
  for (const kind of ["bell", "chat"]) {
    const sorted = delays[kind].sort((a, b) => a - b);
    console.log(
      `    ${kind === "bell" ? "notificationReceived" : "negotiationEvents  "}: n=${sorted.length}, p50 ${fmt(quantile(sorted, 0.5))}, p99 ${fmt(quantile(sorted, 0.99))}, max ${fmt(sorted.at(-1))}`,
    );
  }
  const rest = restTimes.sort((a, b) => a - b);
  console.log(
    `  of which the REST call itself (request → answer): p50 ${fmt(quantile(rest, 0.5))}, p99 ${fmt(quantile(rest, 0.99))}`,
  );
  const after = afterAnswer.sort((a, b) => a - b);
  console.log(
    `  arrival after the REST answer (when it came after): n=${after.length}, p50 ${fmt(quantile(after, 0.5))}, p99 ${fmt(quantile(after, 0.99))}`,
  );
  console.log(
    `  not delivered within 10 s: ${lost}; delivered to a receiver nobody wrote to: ${stray}; failed REST calls: ${failures}`,
  );
  bffs.forEach((_b, i) => {
    const per = ((rssAfter[i] - rssBefore[i]) * 1024) / (SUBSCRIPTIONS / bffs.length);
    console.log(
      `  BFF ${i}: RSS ${rssBefore[i].toFixed(0)} MB → ${rssAfter[i].toFixed(0)} MB with ${SUBSCRIPTIONS / bffs.length} subscriptions ≈ ${per.toFixed(1)} KB each`,
    );
  });
  console.log(`  load average (1 min) when sending: ${load.toFixed(2)}`);
  await Promise.all(clients.map((c) => c.dispose()));
  await stopAll();
}

process.on("SIGINT", () => {
  killAll();
  process.exit(130);
});

try {
  build();
  console.log(
    `bench:push — ${SUBSCRIPTIONS} subscriptions, ${MESSAGES} messages at ${RATE}/s; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  await run("one api + one BFF (events by the api's stream)", { redis: false });
  await run("one api + two BFFs (events through Redis)", { redis: true });
} finally {
  await stopAll();
  rmSync(DATA_DIR, { recursive: true, force: true });
}
