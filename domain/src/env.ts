import type { z } from "zod";

/** Thrown when the environment is invalid; the message lists every bad key at once. */
export class EnvError extends Error {
  constructor(
    readonly app: string,
    readonly problems: readonly string[],
  ) {
    super(`${app}: invalid environment\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Parses `env` with `schema`; on failure throws an EnvError that names each bad key.
 * An empty value counts as unset, as `KEY=` in an env file means.
 */
export function parseEnv<S extends z.ZodType>(
  app: string,
  schema: S,
  env: Readonly<Record<string, string | undefined>>,
): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new EnvError(app, problems);
}
