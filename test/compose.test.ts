import { readFile } from "node:fs/promises";
import { apiEnvSchema } from "@iryo/api/config";
import { bffEnvSchema } from "@iryo/bff/config";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface ComposeService {
  environment?: Record<string, string>;
  healthcheck?: { test?: unknown };
  build?: { dockerfile?: string };
}

const compose = parse(await readFile(new URL("../docker-compose.yml", import.meta.url), "utf8")) as {
  services: Record<string, ComposeService>;
};

function keysOf(schema: { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }) {
  const shape = schema.shape ?? schema.def?.in?.shape;
  if (!shape) throw new Error("schema has no shape");
  return Object.keys(shape);
}

describe("docker-compose.yml", () => {
  it("When the api image is built, then it carries the files the api reads at run time", async () => {
    const dockerfile = await readFile(new URL("../api/Dockerfile", import.meta.url), "utf8");
    for (const dir of ["api/dist", "api/migrations", "api/config-documents", "domain/dist"]) {
      expect(dockerfile, `api/Dockerfile does not copy ${dir}`).toContain(`COPY --from=build /app/${dir} ${dir}`);
    }
  });

  it("When read, then it has postgres, redis, minio, mailpit, api and bff, each with a healthcheck", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["api", "bff", "mailpit", "minio", "postgres", "redis"]);
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
      const env = compose.services[name]?.environment ?? {};
      const unknown = Object.keys(env).filter((key) => !keysOf(schema as never).includes(key));
      expect(unknown).toEqual([]);
      expect(schema.safeParse(env).success).toBe(true);
    },
  );

  it("When the api and bff are built, then their Dockerfiles exist", async () => {
    for (const name of ["api", "bff"]) {
      const dockerfile = compose.services[name]?.build?.dockerfile;
      expect(dockerfile).toBe(`${name}/Dockerfile`);
      await expect(readFile(new URL(`../${dockerfile}`, import.meta.url), "utf8")).resolves.toMatch(/^FROM node:20/m);
    }
  });
});
