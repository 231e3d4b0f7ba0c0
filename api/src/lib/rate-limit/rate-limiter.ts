import { RATE_LIMITED_CODE } from "@iryo/domain/error-catalogue";
import { type RateLimitPolicy, retryAfterSeconds } from "@iryo/domain/rate-limits";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { AppError } from "../app-error.js";

export interface RateLimitCheck {
  readonly key: string;
  readonly policy: RateLimitPolicy;
}

/**
 * Fixed-window counters in the database (ADR 050): shared by every api copy (PostgreSQL) and kept
 * across restarts, without Redis. `hit` counts one request for every key in one statement each and
 * tells whether all keys are still within their limit; a refused request is taken back from every
 * key, so refusals spend no budget (ADR 103: a script hammering one mail address does not use up
 * the ceiling of the hospital's client address).
 */
export function createRateLimiter(db: Kysely<Database>, now: () => Date = () => new Date()) {
  async function count(key: string, policy: RateLimitPolicy, at: Date): Promise<{ hits: number; since: Date }> {
    const windowStart = new Date(at.getTime() - policy.windowMs);
    const row = await sql<{ hits: number; window_started_at: Date }>`
      INSERT INTO rate_limit_counters (key, hits, window_started_at) VALUES (${key}, 1, ${at})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_counters.window_started_at <= ${windowStart} THEN 1
                    ELSE rate_limit_counters.hits + 1 END,
        window_started_at = CASE WHEN rate_limit_counters.window_started_at <= ${windowStart} THEN ${at}
                    ELSE rate_limit_counters.window_started_at END
      RETURNING hits, window_started_at`.execute(db);
    const first = row.rows[0] as { hits: number; window_started_at: Date };
    return { hits: first.hits, since: new Date(first.window_started_at) };
  }

  /** Takes one hit back, unless the window it was counted in has ended meanwhile. */
  async function takeBack(key: string, since: Date): Promise<void> {
    await sql`
      UPDATE rate_limit_counters SET hits = hits - 1
      WHERE key = ${key} AND window_started_at = ${since} AND hits > 0`.execute(db);
  }

  return {
    /**
     * Counts the request against every check. The first check over its limit is returned with the
     * seconds to wait, and the request is taken back from every check; undefined when the request
     * may go ahead.
     */
    async hit(checks: readonly RateLimitCheck[]): Promise<{ retryAfter: number } | undefined> {
      const at = now();
      const counted: { key: string; since: Date }[] = [];
      for (const { key, policy } of checks) {
        const { hits, since } = await count(key, policy, at);
        counted.push({ key, since });
        if (hits > policy.limit) {
          for (const done of counted) await takeBack(done.key, done.since);
          return { retryAfter: retryAfterSeconds(since.getTime(), policy, at.getTime()) };
        }
      }
      return undefined;
    },

    /** Like `hit`, but throws the rate-limited error (429 0109007 with Retry-After) when a limit is passed. */
    async consume(checks: readonly RateLimitCheck[]): Promise<void> {
      const refused = await this.hit(checks);
      if (refused) {
        throw new AppError(RATE_LIMITED_CODE, {}, { headers: { "Retry-After": String(refused.retryAfter) } });
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
