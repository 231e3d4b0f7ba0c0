// How `npm start` runs each tier: how many processes (ADR 092: API_PROCESSES and BFF_PROCESSES,
// default 1) and the BFF's V8 heap flag (ADR 193: BFF_HEAP_GROWING_PERCENT, default 0: V8's own).
// Pure, so that a test can check every rule.

const MAX_PROCESSES = 64;

/**
 * How far V8 lets the BFF's old generation grow past what the last full collection kept, in percent
 * (ADR 193). V8's own factor (up to 4x, chosen by its GC speed) let a BFF that keeps ~80 MB hold ~180 MB
 * of old space after a load; 25 % keeps it near the live size, but its frequent full collections cost the
 * BFF about 30 % of its requests per second. The default is V8's own (0): memory is cheaper than CPU here.
 */
const DEFAULT_BFF_HEAP_GROWING_PERCENT = 0;
const MAX_HEAP_GROWING_PERCENT = 1000;

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ api: number, bff: number, bffNodeArgs: string[], notes: string[], errors: string[] }}
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
  return { api, bff, bffNodeArgs: bffNodeArgs(env.BFF_HEAP_GROWING_PERCENT, errors), notes, errors };
}

/** Node's flags for the BFF: `--heap-growing-percent` unless BFF_HEAP_GROWING_PERCENT is 0 (V8's own). */
function bffNodeArgs(raw, errors) {
  const value = raw === undefined || raw === "" ? DEFAULT_BFF_HEAP_GROWING_PERCENT : raw;
  if (!/^\d+$/.test(String(value)) || Number(value) > MAX_HEAP_GROWING_PERCENT) {
    errors.push(`BFF_HEAP_GROWING_PERCENT must be a whole number from 0 to ${MAX_HEAP_GROWING_PERCENT} (got "${raw}")`);
    return [];
  }
  return Number(value) === 0 ? [] : [`--heap-growing-percent=${Number(value)}`];
}
