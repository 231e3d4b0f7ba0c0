// `npm run dev`: api and BFF restarted on change (tsx watch, TypeScript sources), and the web app
// with hot reload on http://localhost:5173 (Vite proxies /graphql to the BFF).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { runTogether } from "./processes.mjs";

// A local .env (see .env.example) is read first; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

const apiPort = process.env.API_PORT ?? "4000";
const bffPort = process.env.BFF_PORT ?? "3000";
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
// See start.mjs (ADR 052): the BFF proves its forwarded client addresses to the api with this.
const proxySecret = process.env.PROXY_SECRET || randomBytes(32).toString("base64url");
// See start.mjs (ADR 205): the api's event stream answers only the BFF, which knows this.
const eventsStreamSecret = process.env.EVENTS_STREAM_SECRET || randomBytes(32).toString("base64url");
const tsx = ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "--conditions=source"];

runTogether(
  [
    {
      name: "api",
      command: process.execPath,
      args: [...tsx, "--tsconfig", "api/tsconfig.json", "api/src/server.ts"],
      env: { PROXY_SECRET: proxySecret, EVENTS_STREAM_SECRET: eventsStreamSecret },
      readyWhen: /\[api\] listening/,
    },
    {
      name: "bff",
      command: process.execPath,
      args: [...tsx, "--tsconfig", "bff/tsconfig.json", "bff/src/server.ts"],
      env: { API_URL: apiUrl, PROXY_SECRET: proxySecret, EVENTS_STREAM_SECRET: eventsStreamSecret },
      readyWhen: /\[bff\] GraphQL on/,
    },
    {
      name: "web",
      command: process.execPath,
      args: ["node_modules/vite/bin/vite.js", "--config", "web/vite.config.ts", "web"],
      env: { BFF_DEV_URL: `http://127.0.0.1:${bffPort}` },
      readyWhen: /Local:/,
    },
  ],
  {
    onAllReady: () =>
      console.log(`\n  医療ITナビ (dev): http://localhost:5173/  ·  playground: http://localhost:${bffPort}/graphql\n`),
  },
);
