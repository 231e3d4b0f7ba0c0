import { ID_TOKEN_DEFAULT_TTL_SECONDS } from "@iryo/domain/auth-policy";
import { parseEnv } from "@iryo/domain/env";
import { z } from "zod";
import { DEFAULT_PUBLIC_WEB_URL } from "./features/auth/auth.settings.js";
import { DEFAULT_SCRYPT_N } from "./lib/auth/password.js";
import { DEFAULT_MAIL_FROM } from "./lib/mail/mailer.js";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every variable the api reads. `.env.example` documents them; the README has the table. */
export const apiEnvSchema = z.object({
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
  /** Proxies whose X-Forwarded-For is believed (express "trust proxy": names, addresses, CIDRs). */
  TRUST_PROXY: z.string().min(1).default("loopback"),
  /** scrypt cost N of password hashes (a power of two). */
  PASSWORD_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, "must be a power of two")
    .default(DEFAULT_SCRYPT_N),
});

export type ApiConfig = z.output<typeof apiEnvSchema>;

export function loadApiConfig(env: Readonly<Record<string, string | undefined>> = process.env): ApiConfig {
  return parseEnv("api", apiEnvSchema, env);
}
