// How `npm start` runs each tier: how many processes (ADR 092: API_PROCESSES and BFF_PROCESSES,
// default 1), the BFF's V8 heap flag (ADR 193, 197: BFF_HEAP_GROWING_PERCENT, default 100) and its
// malloc setting (ADR 197: GLIBC_TUNABLES). Pure, so that a test can check every rule.

const MAX_PROCESSES = 64;

/**
 * How far V8 lets the BFF's old generation grow past what the last full collection kept, in percent
 * (ADR 193, 197). V8's own factor (up to 4x on a host with memory) let a BFF that keeps ~60 MB hold
 * 150–190 MB of old space after a load; 25 % keeps it near the live size, but its frequent full
 * collections cost the BFF 13–30 % of its requests per second. 100 (2x) holds the old space at about
 * 2x the live size for a few more full collections (their main-thread pauses: tens of ms per load), with
 * no difference in CPU per request measurable on this machine (ADR 197). 0: V8's own.
 */
const DEFAULT_BFF_HEAP_GROWING_PERCENT = 100;
const MAX_HEAP_GROWING_PERCENT = 1000;

/**
 * glibc's malloc for the BFF (ADR 197): a fixed mmap threshold of 128 KB, so that every block of 128 KB
 * or more (zlib and brotli state of the cache's compressions, large Buffers) is mapped on its own and
 * given back when freed. glibc's default raises the threshold to the largest block freed so far, after
 * which such blocks come from its per-thread arenas and their pages stay with the process: 30–50 MB
 * of the BFF's RSS after a load. Costs about 4 % of the compressions' CPU (page faults of fresh mappings).
 * Ignored by other C libraries (musl); an operator's own GLIBC_TUNABLES wins.
 */
const BFF_GLIBC_TUNABLES = "glibc.malloc.mmap_threshold=131072";

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ api: number, bff: number, bffNodeArgs: string[], bffEnv: Record<string, string>, notes: string[], errors: string[] }}
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
  return {
    api,
    bff,
    bffNodeArgs: bffNodeArgs(env.BFF_HEAP_GROWING_PERCENT, errors),
    bffEnv: env.GLIBC_TUNABLES === undefined ? { GLIBC_TUNABLES: BFF_GLIBC_TUNABLES } : {},
    notes,
    errors,
  };
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
