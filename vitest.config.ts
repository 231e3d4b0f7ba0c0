import { createRequire } from "node:module";
import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);
// Workspace packages export their TypeScript sources under the "source" condition.
const conditions = ["source", ...defaultServerConditions];

// With TEST_DATABASE_URL, the integration tests run a second time against that PostgreSQL server.
const postgresProjects = process.env.TEST_DATABASE_URL
  ? (["api", "bff"] as const).map((name) => ({
      extends: true as const,
      ...(name === "bff" ? { resolve: { alias: { graphql: require.resolve("graphql") } } } : {}),
      test: {
        name: `${name}-postgres`,
        root: name,
        include: ["src/**/*.int.test.ts"],
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
    projects: [
      {
        extends: true,
        test: { name: "domain", root: "domain", include: ["src/**/*.test.ts"], environment: "node" },
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
      include: ["domain/src/**/*.ts"],
      exclude: ["domain/src/**/*.test.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { "domain/src/**/*.ts": { lines: 100 } },
    },
  },
});
