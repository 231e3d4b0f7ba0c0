import { readFile } from "node:fs/promises";
import { apiEnvSchema } from "@iryo/api/config";
import { bffEnvSchema } from "@iryo/bff/config";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface ComposeService {
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown };
  image?: string;
  build?: { dockerfile?: string; target?: string };
}

const compose = parse(await readFile(new URL("../docker-compose.yml", import.meta.url), "utf8")) as {
  services: Record<string, ComposeService>;
};

/** A value as compose gives it when the variable is unset: `${NAME:-default}` becomes the default. */
const withDefaults = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, "$1");
const environmentOf = (name: string) =>
  Object.fromEntries(
    Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [key, withDefaults(value)]),
  );

function keysOf(schema: { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }) {
  const shape = schema.shape ?? schema.def?.in?.shape;
  if (!shape) throw new Error("schema has no shape");
  return Object.keys(shape);
}

const dockerfile = await readFile(new URL("../Dockerfile", import.meta.url), "utf8");
/** The lines of one stage of the multi-stage Dockerfile. */
const stage = (name: string) => dockerfile.split(/^(?=FROM )/m).find((part) => part.includes(` AS ${name}\n`)) ?? "";

describe("docker-compose.yml", () => {
  it("When the api image is built, then it carries the files the api reads at run time", () => {
    const api = stage("api") + stage("runtime");
    for (const dir of ["api/dist", "api/migrations", "api/config-documents", "domain/dist"]) {
      expect(api, `the api stage does not copy ${dir}`).toContain(`COPY --from=build /app/${dir} ${dir}`);
    }
  });

  it("When the bff image is built, then it carries the BFF, the web app and the playground", () => {
    const bff = stage("bff") + stage("runtime");
    for (const dir of ["bff/dist", "web/dist", "web/dist-playground", "domain/dist"]) {
      expect(bff, `the bff stage does not copy ${dir}`).toContain(`COPY --from=build /app/${dir} ${dir}`);
    }
  });

  it("When an image is pulled, then its tag is pinned (no latest) for the storage service", () => {
    expect(compose.services.minio?.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-\d{2}-\d{2}T/);
  });

  it("When read, then it has postgres, redis, minio, mailpit, api and bff (and Prometheus and Grafana behind a profile), each with a healthcheck", () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      "api",
      "bff",
      "grafana",
      "mailpit",
      "minio",
      "postgres",
      "prometheus",
      "redis",
    ]);
    // Prometheus and Grafana start only with `--profile observability` (ADR 157).
    for (const name of ["prometheus", "grafana"]) {
      expect((compose.services[name] as { profiles?: string[] }).profiles).toEqual(["observability"]);
    }
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `${name} has no healthcheck`).toBeDefined();
    }
  });

  it.each([
    ["api", apiEnvSchema],
    ["bff", bffEnvSchema],
  ] as const)(
    "When the %s environment is read, then every key is one the app accepts and it parses",
    (name, schema) => {
      const env = environmentOf(name);
      const unknown = Object.keys(env).filter((key) => !keysOf(schema as never).includes(key));
      expect(unknown).toEqual([]);
      expect(schema.safeParse(env).success).toBe(true);
    },
  );

  it("When the api and bff start, then they share one PROXY_SECRET, overridable, with a 16+ character default", () => {
    const api = compose.services.api?.environment?.PROXY_SECRET;
    expect(api).toMatch(/^\$\{PROXY_SECRET:-[^}]{16,}\}$/);
    expect(compose.services.bff?.environment?.PROXY_SECRET).toBe(api);
    expect(environmentOf("api").PROXY_SECRET).toBe(environmentOf("bff").PROXY_SECRET);
  });

  it("When the BFF reads the api's event log, then both hold one EVENTS_STREAM_SECRET, overridable, with a 16+ character default", () => {
    const api = compose.services.api?.environment?.EVENTS_STREAM_SECRET;
    expect(api).toMatch(/^\$\{EVENTS_STREAM_SECRET:-[^}]{16,}\}$/);
    expect(compose.services.bff?.environment?.EVENTS_STREAM_SECRET).toBe(api);
  });

  it("When Prometheus scrapes the api and the BFF, then it sends their METRICS_TOKEN (the compose default)", async () => {
    const prometheus = parse(await readFile(new URL("../ops/prometheus/prometheus.yml", import.meta.url), "utf8")) as {
      scrape_configs: { static_configs: { targets: string[] }[]; authorization: { credentials: string } }[];
    };
    const token = environmentOf("api").METRICS_TOKEN;
    expect(token).toBe(environmentOf("bff").METRICS_TOKEN);
    expect(prometheus.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets)).sort()).toEqual([
      "api:4000",
      "bff:3000",
    ]);
    for (const config of prometheus.scrape_configs) expect(config.authorization.credentials).toBe(token);
  });

  it("When the api and bff are built, then both come from the one Dockerfile, each from its own stage", () => {
    expect(dockerfile).toMatch(/^FROM node:20/m);
    for (const name of ["api", "bff"]) {
      expect(compose.services[name]?.build).toEqual({ context: ".", dockerfile: "Dockerfile", target: name });
      expect(dockerfile).toMatch(new RegExp(`^FROM runtime AS ${name}$`, "m"));
    }
  });
});
