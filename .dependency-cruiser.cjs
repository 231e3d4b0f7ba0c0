/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-feature-import",
      comment:
        "A feature uses only its own files, lib/ (api, bff), shared/ (web) and domain. One exception: a BFF " +
        "feature may name another feature's GraphQL object types (*.type.ts), since type-graphql builds the " +
        "graph from class references; their sources, resolvers and inputs stay private (ADR 041).",
      severity: "error",
      from: { path: "^(api|bff|web)/src/features/([^/]+)/" },
      to: {
        path: "^$1/src/features/",
        pathNot: ["^$1/src/features/$2/", "^bff/src/features/[^/]+/[^/]+[.]type[.]ts$"],
      },
    },
    {
      name: "no-lib-to-feature",
      comment: "lib/ and shared/ are below the features: they never import one (ADR 041).",
      severity: "error",
      from: { path: "^(api|bff)/src/lib/|^web/src/shared/" },
      to: { path: "^(api|bff|web)/src/features/" },
    },
    {
      name: "no-bff-lib-to-composition",
      comment:
        "The BFF's composition modules (context.ts, schema.ts, app.ts …) know every feature; lib/ never " +
        "imports them, so lib/ cannot reach a feature through them (ADR 041). Its tests may start the whole app.",
      severity: "error",
      from: { path: "^bff/src/lib/", pathNot: "[.]test[.]ts$" },
      to: { path: "^bff/src/[^/]+$" },
    },
    {
      name: "no-bff-import-circle",
      comment:
        "No import circle in the BFF: features depend on lib/, the composition modules on the features " +
        "(a resolver names the context's type; the context builds the features' sources; ADR 041).",
      severity: "error",
      from: { path: "^bff/src/" },
      to: { circular: true },
    },
    {
      name: "no-server-to-web-sources",
      comment:
        "The BFF and the api never import the web app: the BFF loads the built server render " +
        "(web/dist-server/entry-server.js) by path at runtime (ADR 091).",
      severity: "error",
      from: { path: "^(api|bff)/src/" },
      to: { path: "^web/" },
    },
    {
      name: "opentelemetry-only-in-tracing-sdk",
      comment:
        "OpenTelemetry is loaded only when an OTLP endpoint is configured (ADR 180): only tracing-sdk.ts " +
        "imports it, and tracing-sdk.ts is reached only by the dynamic import in tracing.ts (types aside).",
      severity: "error",
      from: { path: "^(api|bff)/src/", pathNot: "^(api|bff)/src/lib/observability/tracing-sdk[.]ts$|[.]test[.]ts$" },
      to: { path: "@opentelemetry/" },
    },
    {
      name: "tracing-sdk-only-dynamically",
      comment: "tracing-sdk.ts (OpenTelemetry) is imported only by tracing.ts's dynamic import (ADR 180).",
      severity: "error",
      from: { path: "^(api|bff)/src/", pathNot: "[.]test[.]ts$" },
      to: {
        path: "^(api|bff)/src/lib/observability/tracing-sdk[.]ts$",
        dependencyTypesNot: ["dynamic-import", "type-only"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ["source", "import", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
