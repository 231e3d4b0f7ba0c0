// `npm start`: the whole portal on the embedded defaults (PGlite under ./data, outbox mail,
// local files). Runs the built api (127.0.0.1:4000) and BFF (port 3000, with the web app).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { processPlan } from "./process-plan.mjs";
import { runTogether } from "./processes.mjs";

// A local .env (see .env.example) is read first; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

const apiPort = process.env.API_PORT ?? "4000";
const bffPort = process.env.BFF_PORT ?? "3000";
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// The api believes the client address the BFF forwards only from a caller that knows this secret:
// any other local process can reach the api on the loopback too (ADR 052). A new one every start.
const proxySecret = process.env.PROXY_SECRET || randomBytes(32).toString("base64url");
// The api serves its event stream only to a caller with this secret, the BFF (ADR 205): being on the
// loopback is no proof. A new one every start, unless one is set.
const eventsStreamSecret = process.env.EVENTS_STREAM_SECRET || randomBytes(32).toString("base64url");

// API_PROCESSES / BFF_PROCESSES (default 1): more than one runs that tier under node:cluster (ADR 092);
// BFF_HEAP_GROWING_PERCENT (default 100; 0 = V8's own): the BFF's heap growth (ADR 193, 197), and
// its malloc setting (GLIBC_TUNABLES, ADR 197).
const plan = processPlan(process.env);
if (plan.errors.length > 0) {
  for (const error of plan.errors) console.error(error);
  process.exit(1);
}
for (const note of plan.notes) console.log(note);
const serverArgs = (name, count, script) =>
  count > 1 ? ["scripts/cluster.mjs", name, String(count), script] : [script];

runTogether(
  [
    {
      name: "api",
      command: process.execPath,
      args: serverArgs("api", plan.api, "api/dist/server.js"),
      env: { PROXY_SECRET: proxySecret, EVENTS_STREAM_SECRET: eventsStreamSecret },
      readyWhen: /\[api\] listening/,
    },
    {
      name: "bff",
      command: process.execPath,
      // With BFF_HEAP_GROWING_PERCENT, V8 keeps the BFF's heap nearer what it holds (ADR 193); cluster
      // workers inherit the flag (cluster.fork passes the primary's execArgv).
      args: [...plan.bffNodeArgs, ...serverArgs("bff", plan.bff, "bff/dist/server.js")],
      env: { API_URL: apiUrl, PROXY_SECRET: proxySecret, EVENTS_STREAM_SECRET: eventsStreamSecret, ...plan.bffEnv },
      readyWhen: /\[bff\] GraphQL on/,
      // Its start (schema, server render) needs nothing of the api: both start at once, and the BFF
      // connects to the api's events once the api answers (ADR 187).
      withPrevious: true,
    },
  ],
  {
    onAllReady: () => {
      console.log(`\n  医療ITナビ is running: http://localhost:${bffPort}/`);
      console.log(`  GraphQL playground:   http://localhost:${bffPort}/graphql\n  Stop with Ctrl-C.\n`);
    },
  },
);
