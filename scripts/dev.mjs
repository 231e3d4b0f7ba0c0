// `npm run dev`: api and BFF restarted on change (tsx watch, TypeScript sources), and the web app
// with hot reload on http://localhost:5173 (Vite proxies /graphql to the BFF).
import { existsSync } from "node:fs";
import { runTogether } from "./processes.mjs";

// A local .env (see .env.example) is read first; variables already set win.
if (existsSync(".env")) process.loadEnvFile(".env");

const tsx = ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "--conditions=source"];

runTogether(
  [
    { name: "api", command: process.execPath, args: [...tsx, "api/src/server.ts"], readyWhen: /\[api\] listening/ },
    { name: "bff", command: process.execPath, args: [...tsx, "bff/src/server.ts"], readyWhen: /\[bff\] GraphQL on/ },
    {
      name: "web",
      command: process.execPath,
      args: ["node_modules/vite/bin/vite.js", "--config", "web/vite.config.ts", "web"],
      readyWhen: /Local:/,
    },
  ],
  {
    onAllReady: () =>
      console.log("\n  医療ITナビ (dev): http://localhost:5173/  ·  playground: http://localhost:3000/graphql\n"),
  },
);
