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
  })
  .transform((env) => ({
    ...env,
    PLAYGROUND: env.PLAYGROUND ?? env.NODE_ENV !== "production",
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  }));

export type BffConfig = z.output<typeof bffEnvSchema>;

export function loadBffConfig(env: Readonly<Record<string, string | undefined>> = process.env): BffConfig {
  return parseEnv("bff", bffEnvSchema, env);
}
