import { parseEnv } from "@iryo/domain/env";
import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every variable the BFF reads. `.env.example` documents them; the README has the table. */
export const bffEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    BFF_HOST: z.string().min(1).default("127.0.0.1"),
    BFF_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    API_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:4000"),
    /** Self-hosted GraphiQL at GET /graphql and introspection. Default: on unless NODE_ENV=production. */
    PLAYGROUND: booleanFlag.optional(),
    /** Extra origins allowed to open the subscription socket (comma-separated); same-origin is always allowed. */
    ALLOWED_ORIGINS: z.string().default(""),
    WEB_DIST_DIR: z.string().min(1).optional(),
    /**
     * The origin visitors and crawlers reach the site at: canonical links, JSON-LD and the sitemap name
     * it, never the request's Host (ADR 168). The same variable as the api's (links in mails).
     */
    PUBLIC_WEB_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
    /** Proxies in front of the BFF whose X-Forwarded-For/-Proto are believed (express "trust proxy"). */
    TRUST_PROXY: z.string().min(1).optional(),
    /** Requests without a session one client address may send to /graphql per window (ADR 103). */
    GRAPHQL_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).max(1_000_000).optional(),
    /** Requests one signed-in account may send to /graphql per window (ADR 103). */
    GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: z.coerce.number().int().min(1).max(1_000_000).optional(),
    GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
    /** Shared with the api: proves the BFF's calls so that the api believes the forwarded client address. */
    PROXY_SECRET: z.string().min(16).optional(),
    /** The visitor response cache (ADR 090). Default on. */
    RESPONSE_CACHE: booleanFlag.default(true),
    /** Server-rendered public pages for visitors (ADR 091). Default on; off sends the SPA shell to everyone. */
    SSR: booleanFlag.default(true),
    /** Upper bound of the in-process visitor cache, in MB (with REDIS_URL: of its fallback while Redis is away, ADR 105). */
    RESPONSE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Redis for state shared by several BFF processes: the visitor cache (ADR 090), the /graphql rate limit and the api's
     * real-time events (ADR 080). Unset: in-process cache, events from the api's /v1/events/stream.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Prefix of the real-time events channel (`${prefix}events`); the same as the api's. */
    REDIS_PREFIX: z.string().min(1).default("iryo:"),
    /** The api's EVENTS_STREAM_SECRET: the BFF reads the api's events (and their catch-up after a Redis outage) with it (ADR 205). */
    EVENTS_STREAM_SECRET: z.string().min(16).optional(),
    /** Structured JSON logs on stdout from this level on (ADR 157). */
    LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
    /** GET /metrics answers `Authorization: Bearer <token>` only; without a token, /metrics is off (ADR 157, 205). */
    METRICS_TOKEN: z.string().min(16).optional(),
    // OpenTelemetry traces (ADR 180), with the standard names: off (and no module of it loaded) unless an
    // OTLP/HTTP endpoint is set. The exporter reads OTEL_EXPORTER_OTLP_HEADERS itself.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_HEADERS: z.string().min(1).optional(),
    OTEL_SERVICE_NAME: z.string().min(1).optional(),
    OTEL_RESOURCE_ATTRIBUTES: z.string().min(1).optional(),
    OTEL_TRACES_SAMPLER: z
      .enum([
        "always_on",
        "always_off",
        "traceidratio",
        "parentbased_always_on",
        "parentbased_always_off",
        "parentbased_traceidratio",
      ])
      .optional(),
    /** The ratio of the *traceidratio samplers, 0 to 1. */
    OTEL_TRACES_SAMPLER_ARG: z
      .string()
      .regex(/^(0(\.\d+)?|1(\.0+)?)$/, "a ratio from 0 to 1")
      .optional(),
    OTEL_SDK_DISABLED: z.enum(["true", "false"]).optional(),
  })
  .transform((env) => ({
    ...env,
    PLAYGROUND: env.PLAYGROUND ?? env.NODE_ENV !== "production",
    TRUST_PROXY: trustProxyValue(env.TRUST_PROXY),
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  }));

/** express "trust proxy": true/false, a hop count, or names/addresses/CIDRs. Unset: trust nobody. */
function trustProxyValue(raw: string | undefined): string | boolean | number {
  if (raw === undefined || raw === "false") return false;
  if (raw === "true") return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

export type BffConfig = z.output<typeof bffEnvSchema>;

export function loadBffConfig(env: Readonly<Record<string, string | undefined>> = process.env): BffConfig {
  return parseEnv("bff", bffEnvSchema, env);
}
