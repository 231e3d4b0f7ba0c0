import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import { lazyPageModulesPlugin } from "./web/build/lazy-page-modules.js";

const require = createRequire(import.meta.url);
// Workspace packages export their TypeScript sources under the "source" condition. Not "module": it
// names bundler-only builds (the AWS SDK's dist-es has extensionless imports that Node cannot load).
const conditions = ["source", ...defaultServerConditions.filter((c) => c !== "module")];

// With TEST_DATABASE_URL, the api's integration tests run a second time against that PostgreSQL server.
// The BFF opens no database: on PostgreSQL only its boundary probes run again (fuzzed and out-of-range
// input through GraphQL to the api's SQL); its feature tests would repeat api code already run (ADR 176).
const postgresProjects = process.env.TEST_DATABASE_URL
  ? (["api", "bff"] as const).map((name) => ({
      extends: true as const,
      ...(name === "bff" ? { resolve: { alias: { graphql: require.resolve("graphql") } } } : {}),
      test: {
        name: `${name}-postgres`,
        root: name,
        include: [name === "bff" ? "src/test/*.int.test.ts" : "src/**/*.int.test.ts"],
        environment: "node" as const,
        env: { TEST_DB_TARGET: "postgres" },
        testTimeout: 60_000,
        hookTimeout: 60_000,
      },
    }))
  : [];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // Each kind of test database is built once per run and copied after that (test-database.ts).
    globalSetup: [fileURLToPath(new URL("./test/database-images.global-setup.ts", import.meta.url))],
    projects: [
      {
        extends: true,
        // Pure functions: the files share one module graph per worker (ADR 189).
        test: {
          name: "domain",
          root: "domain",
          include: ["src/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          root: "api",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // One copy of graphql, else "Cannot use GraphQLSchema from another module or realm".
        resolve: { alias: { graphql: require.resolve("graphql") } },
        test: {
          name: "bff",
          root: "bff",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Component tests of the web app (Testing Library on jsdom).
        oxc: { jsx: { runtime: "automatic" } },
        // The lazy pages' module ids, as in the build (a test checks them).
        plugins: [lazyPageModulesPlugin()],
        resolve: { conditions: ["source", ...defaultClientConditions] },
        test: {
          name: "web",
          root: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // One jsdom and one module graph per worker, not per file (ADR 189): every file unmounts what it
          // renders (cleanup) and restores the timers and globals it stubs.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "repo",
          root: ".",
          include: ["scripts/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      ...postgresProjects,
    ],
    coverage: {
      provider: "v8",
      include: ["domain/src/**/*.ts", "api/src/**/*.ts", "bff/src/**/*.ts"],
      // Benchmarks (`*.bench.ts`, run by `npm run bench:*`) and the process entry points (which only read
      // the environment and call the tested factories) are scripts, not product logic.
      exclude: [
        "**/*.test.ts",
        "**/*.test-kit.ts",
        "**/*.bench.ts",
        "api/src/test/**",
        "bff/src/test/**",
        "api/src/server.ts",
        "api/src/emit-openapi.ts",
        "bff/src/server.ts",
        "bff/src/emit-schema.ts",
      ],
      reporter: ["text-summary", "text", "json-summary"],
      // Just below what the full run reaches (2026-11-22: api 93.05/79.37/95.18/91.52 %, bff
      // 94.57/79.09/95.64/94.33 % of lines/branches/functions/statements); domain stays at 100 % of lines.
      thresholds: {
        "domain/src/**/*.ts": { lines: 100 },
        "api/src/**/*.ts": { lines: 92, branches: 78, functions: 92, statements: 90 },
        "bff/src/**/*.ts": { lines: 93, branches: 78, functions: 94, statements: 93 },
      },
    },
  },
});
