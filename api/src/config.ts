import { ID_TOKEN_DEFAULT_TTL_SECONDS } from "@iryo/domain/auth-policy";
import { parseEnv } from "@iryo/domain/env";
import {
  MAIL_PER_CLIENT_LIMIT,
  NOTICE_MAIL_PER_ACCOUNT_LIMIT,
  NOTICE_MAIL_PER_ADDRESS_LIMIT,
  OPERATOR_TOTP_ATTEMPTS_LIMIT,
} from "@iryo/domain/rate-limits";
import { z } from "zod";
import { DEFAULT_PUBLIC_WEB_URL } from "./lib/auth/auth-settings.js";
import { DEFAULT_SCRYPT_N } from "./lib/auth/password.js";
import { DEFAULT_MAIL_FROM } from "./lib/mail/mailer.js";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every variable the api reads. `.env.example` documents them; the README has the table. */
export const apiEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_HOST: z.string().min(1).default("127.0.0.1"),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    /** Where the /public/config documents are read from (default: api/config-documents). */
    CONFIG_DOCUMENTS_DIR: z.string().min(1).optional(),
    /** Lifetime of an id token in seconds (default 15 minutes). */
    ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(ID_TOKEN_DEFAULT_TTL_SECONDS),
    /** A private JWK (JSON, Ed25519 or P-256) to sign id tokens; otherwise a key kept in the database. */
    AUTH_PRIVATE_JWK: z
      .string()
      .refine((v) => {
        try {
          const jwk = JSON.parse(v) as { kty?: unknown; d?: unknown };
          return typeof jwk.kty === "string" && typeof jwk.d === "string";
        } catch {
          return false;
        }
      }, "must be a private JWK in JSON")
      .optional(),
    /** The web app's origin, for links in mails. */
    PUBLIC_WEB_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PUBLIC_WEB_URL),
    /** Send mail by SMTP, e.g. smtp://127.0.0.1:1025; otherwise mail goes to ${DATA_DIR}/mail. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(1).default(DEFAULT_MAIL_FROM),
    /**
     * Proxies whose X-Forwarded-For is believed (express "trust proxy": names, addresses, CIDRs, a hop
     * count, true/false). Unset: none; the BFF proves itself with PROXY_SECRET instead (ADR 052).
     */
    TRUST_PROXY: z
      .string()
      .min(1)
      .optional()
      .transform((raw): string | boolean | number => {
        if (raw === undefined || raw === "false") return false;
        if (raw === "true") return true;
        return /^\d+$/.test(raw) ? Number(raw) : raw;
      }),
    /** Shared with the BFF: requests that carry it in X-Proxy-Secret have their X-Forwarded-For believed. */
    PROXY_SECRET: z.string().min(16).optional(),
    /** Mails one client address may ask for per hour (ADR 050); e2e runs raise it, all from 127.0.0.1. */
    MAIL_LIMIT_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(MAIL_PER_CLIENT_LIMIT.limit),
    /** Notice mails (side effects, ADR 208) one address may receive per hour; e2e runs raise it (one demo provider). */
    NOTICE_MAIL_LIMIT_PER_ADDRESS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(NOTICE_MAIL_PER_ADDRESS_LIMIT.limit),
    /** Notice mails one account's actions may cause per hour (ADR 208); e2e runs raise it. */
    NOTICE_MAIL_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(NOTICE_MAIL_PER_ACCOUNT_LIMIT.limit),
    /** TOTP attempts one operator may make per 5 minutes (ADR 147); e2e runs raise it, all as the demo operator. */
    OPERATOR_TOTP_ATTEMPTS: z.coerce.number().int().min(1).max(1_000_000).default(OPERATOR_TOTP_ATTEMPTS_LIMIT.limit),
    /** Redis for real-time events across instances (ADR 080), e.g. redis://127.0.0.1:6379; otherwise in-process. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Prefix of the Redis channel (`${prefix}events`): instances that share events use the same one. */
    REDIS_PREFIX: z.string().min(1).default("iryo:"),
    /**
     * How long the api serves a public catalogue read from its in-process cache (ADR 178); every write of
     * the process and every `catalogue` event drop it. 0 turns it off.
     */
    PUBLIC_READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** The shared secret of GET /v1/events/stream and /v1/events/since (the BFF's event source); without it, nobody may read them (ADR 205). */
    EVENTS_STREAM_SECRET: z.string().min(16).optional(),
    /**
     * Run the periodic jobs (rating publisher, notification digest, file purge) in this process. Several
     * api processes on one database run them in one (`npm start` with API_PROCESSES > 1; ADR 092).
     */
    BACKGROUND_JOBS: booleanFlag.default(true),
    /** Minutes a notification stays unread before the member gets a digest mail (ADR 081). */
    NOTIFICATION_DIGEST_DELAY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** How often the digest job looks for due notifications, in seconds. */
    NOTIFICATION_DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
    /** scrypt cost N of password hashes (a power of two). */
    PASSWORD_SCRYPT_N: z.coerce
      .number()
      .int()
      .min(1024)
      .max(2 ** 20)
      .refine((n) => (n & (n - 1)) === 0, "must be a power of two")
      .default(DEFAULT_SCRYPT_N),
    /** An S3 API for uploaded files (MinIO, AWS S3, …); otherwise files go to ${DATA_DIR}/files. ADR 073. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The S3 API as browsers reach it, for presigned URLs (default: S3_ENDPOINT). */
    S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(3).max(63).default("iryo-files"),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  .superRefine((env, ctx) => {
    if (!env.S3_ENDPOINT) return;
    for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "required when S3_ENDPOINT is set" });
    }
  });

export type ApiConfig = z.output<typeof apiEnvSchema>;

export function loadApiConfig(env: Readonly<Record<string, string | undefined>> = process.env): ApiConfig {
  return parseEnv("api", apiEnvSchema, env);
}
