import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { customMediaPlugin } from "./build/breakpoints";
import { holidayTablePlugin } from "./build/holiday-table";
import { lazyPageModulesPlugin } from "./build/lazy-page-modules";
import { precompress } from "./build/precompress";

const bff = process.env.BFF_DEV_URL ?? "http://127.0.0.1:3000";

// Components' styles are CSS Modules (`X.module.css`, ADR 112); design tokens and base elements stay in
// src/styles/global.css. A scoped name keeps the class's own name, so the markup stays readable, and
// depends only on the file's path and the class (the client and the server build agree on it).
// Classes are written kebab-case in the stylesheet and read camelCase in the component (a modifier picked
// by value reads its own name: styles[`status-label--${status}`]).
const CSS_MODULES = {
  localsConvention: "camelCase",
  generateScopedName: "[local]_[hash:base64:5]",
} as const;

// React Router 7 exports only its development build (remix-run/react-router#14102): the browser build takes
// the production one beside it (the same code with ENABLE_DEV_WARNINGS false, so its warnings drop out).
// The server build keeps node_modules external and resolves the package as Node does.
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);
function reactRouterProductionPlugin(): Plugin {
  return {
    name: "iryo-react-router-production",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => (source === "react-router" ? REACT_ROUTER_PRODUCTION : undefined),
  };
}

export default defineConfig({
  plugins: [
    customMediaPlugin(),
    lazyPageModulesPlugin(),
    reactRouterProductionPlugin(),
    holidayTablePlugin(),
    react(),
    precompress(),
  ],
  // "es2015": rxjs's ES2015 build (native classes, no tslib helpers) instead of its ES5 one (ADR 188).
  resolve: { conditions: ["source", "es2015", ...defaultClientConditions] },
  css: { modules: CSS_MODULES },
  // Only the app's entry: the playground (web/playground) has its own build.
  optimizeDeps: { entries: ["index.html"] },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "/graphql": { target: bff, ws: true, changeOrigin: false },
      "/playground": { target: bff },
      "/media": { target: bff },
      "/public/config": { target: bff },
      "/provider/uploads": { target: bff },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports knows <link rel="modulepreload"> (boot.ts relies on it too).
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app: server-rendered pages inline it (ADR 095), so the first paint
    // waits for no other request, and a client-side navigation never waits for a route's CSS.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: the BFF links each server-rendered page's chunks (ADR 091).
    manifest: true,
    rolldownOptions: {
      // boot.ts: the loader server-rendered pages link instead of the entry (ADR 095).
      input: { index: "index.html", boot: "src/boot.ts" },
      output: {
        codeSplitting: {
          // Everything the entry imports statically travels in one file (it is always needed together),
          // instead of eight small requests on a slow connection.
          groups: [
            {
              name: "react",
              tags: ["$initial"],
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-init\.ts$/,
            },
            {
              name: "apollo",
              tags: ["$initial"],
              priority: 2,
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|graphql-tag|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            { name: "app", tags: ["$initial"], priority: 1, test: (id: string) => !id.endsWith("/src/boot.ts") },
          ],
        },
      },
    },
  },
  // `vite build --ssr src/entry-server.tsx --outDir dist-server`: node_modules stay external (one copy of
  // graphql, react and Apollo shared with the BFF); the workspace's domain package is bundled.
  ssr: { resolve: { conditions: ["source"] } },
});
