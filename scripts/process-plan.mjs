// How many processes `npm start` runs per tier (ADR 092): API_PROCESSES and BFF_PROCESSES (default 1).
// Pure, so that a test can check every rule.

const MAX_PROCESSES = 64;

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ api: number, bff: number, notes: string[], errors: string[] }}
 */
export function processPlan(env) {
  const notes = [];
  const errors = [];
  const count = (name) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return 1;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_PROCESSES) {
      errors.push(`${name} must be a whole number from 1 to ${MAX_PROCESSES} (got "${raw}")`);
      return 1;
    }
    return Number(raw);
  };
  let api = count("API_PROCESSES");
  const bff = count("BFF_PROCESSES");
  if (api > 1 && !env.DATABASE_URL) {
    notes.push(
      `API_PROCESSES=${api} ignored: the embedded PGlite database is opened by one process only; ` +
        "set DATABASE_URL (PostgreSQL) to run several api processes. Running 1.",
    );
    api = 1;
  } else if (api > 1 && !env.REDIS_URL) {
    notes.push(
      `API_PROCESSES=${api} ignored: real-time events reach every BFF from several api processes only ` +
        "through Redis; set REDIS_URL. Running 1.",
    );
    api = 1;
  }
  if (bff > 1 && !env.REDIS_URL) {
    notes.push(
      `BFF_PROCESSES=${bff} without REDIS_URL: each BFF process keeps its own visitor response cache, ` +
        "configuration cache and /graphql rate-limit counters (a client may send the limit to each process).",
    );
  }
  return { api, bff, notes, errors };
}
