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

/** Parses `env` with `schema`; on failure throws an EnvError that names each bad key. */
export function parseEnv<S extends z.ZodType>(
  app: string,
  schema: S,
  env: Readonly<Record<string, string | undefined>>,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new EnvError(app, problems);
}
