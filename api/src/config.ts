import { parseEnv } from "@iryo/domain/env";
import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every variable the api reads. `.env.example` documents them; the README has the table. */
export const apiEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SEED_DEMO_DATA: booleanFlag.default(true),
});

export type ApiConfig = z.output<typeof apiEnvSchema>;

export function loadApiConfig(env: Readonly<Record<string, string | undefined>> = process.env): ApiConfig {
  return parseEnv("api", apiEnvSchema, env);
}
