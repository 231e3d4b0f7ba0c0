import { errorMessage, RATE_LIMITED_CODE } from "@iryo/domain/error-catalogue";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export interface GraphQLRateLimitOptions {
  /** Requests without a session one client address may send to /graphql per window. */
  readonly points: number;
  /** Requests one signed-in account may send per window, from wherever it is. */
  readonly accountPoints: number;
  readonly durationSeconds: number;
  /**
   * The account a request is signed in as (a genuine id token of the api), or undefined: then it
   * is counted by its address. Without it every request is counted by address. A request that carries
   * no token at all may be answered with undefined at once (no promise: the anonymous path stays cheap).
   */
  readonly accountOf?: (req: Request) => Promise<string | undefined> | undefined;
  /** A shared store so that several BFF copies count together; otherwise this process's memory. */
  readonly redisUrl?: string | undefined;
  /** Key prefix in Redis (tests use one of their own). */
  readonly keyPrefix?: string;
}

export interface GraphQLRateLimiter {
  readonly middleware: RequestHandler;
  /** Takes one point of `client`'s anonymous budget outside /graphql (a server-rendered page); false when it is spent. */
  allow(client: string): Promise<boolean>;
  /**
   * Takes one point of the request's budget outside /graphql, as /graphql would: the account's when it is
   * signed in (a page rendered for a session, ADR 190), else its address's; false when it is spent.
   */
  allowRequest(req: Request): Promise<boolean>;
  close(): Promise<void>;
}

/** What taking a point answers: ALLOWED, or the milliseconds before the key's window ends (refused). */
type Wait = number;
const ALLOWED: Wait = 0;

/** A budget of points per key and window. */
interface Budget {
  take(key: string): Wait | Promise<Wait>;
}

/** A rate-limiter-flexible limiter (Redis) as a budget: a spent budget is a wait, any other failure a rejection. */
function redisBudget(limiter: RateLimiterRedis): Budget {
  return {
    take: (key) =>
      limiter.consume(key).then(
        () => ALLOWED,
        (error: unknown) => {
          if (error instanceof RateLimiterRes) return Math.max(1, error.msBeforeNext);
          throw error;
        },
      ),
  };
}

/**
 * A budget in this process's memory, answered at once (ADR 201). It counts as rate-limiter-flexible's
 * RateLimiterMemory does: a key's window starts with its first point and lasts `windowMs`; a point past
 * `points` in the window is refused with the time left. Ended windows are dropped at most once a window.
 */
export class MemoryBudget implements Budget {
  private readonly windows = new Map<string, { used: number; endsAt: number }>();
  private nextSweep: number;

  constructor(
    private readonly points: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweep = now() + windowMs;
  }

  take(key: string): Wait {
    const now = this.now();
    if (now >= this.nextSweep) {
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
      this.nextSweep = now + this.windowMs;
    }
    const window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      this.windows.set(key, { used: 1, endsAt: now + this.windowMs });
      return this.points >= 1 ? ALLOWED : this.windowMs;
    }
    window.used += 1;
    return window.used <= this.points ? ALLOWED : Math.max(1, window.endsAt - now);
  }
}

/**
 * The /graphql rate limit (ADR 050, 103): a signed-in request spends its account's budget, any
 * other its client address's (`req.ip`), so the staff of a hospital behind one address do not share
 * one budget. A refused request is answered 429 with Retry-After and a GraphQL error body
 * (`RATE_LIMITED`, 0109007). With `redisUrl` the counters live in Redis; if Redis fails, in-memory
 * limiters of the same size take over. Without it they live in this process's memory (MemoryBudget).
 */
export function createGraphQLRateLimiter(options: GraphQLRateLimitOptions): GraphQLRateLimiter {
  const keyPrefix = options.keyPrefix ?? "iryo:bff:graphql";
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // A command unanswered for 250 ms fails and drops the connection (socketTimeout); while it is not
    // ready, the in-memory limiter answers at once (rejectIfRedisNotReady): a dead Redis costs no wait (ADR 105).
    redis = new Redis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      socketTimeout: 250,
      lazyConnect: false,
    });
    // Errors are answered by the insurance limiter; without a listener ioredis would log each one.
    redis.on("error", () => {});
  }
  const budgetOf = (points: number, prefix: string): Budget =>
    redis
      ? redisBudget(
          new RateLimiterRedis({
            points,
            duration: options.durationSeconds,
            keyPrefix: prefix,
            storeClient: redis,
            insuranceLimiter: new RateLimiterMemory({ points, duration: options.durationSeconds, keyPrefix: prefix }),
            rejectIfRedisNotReady: true,
          }),
        )
      : new MemoryBudget(points, options.durationSeconds * 1000);
  const anonymous = budgetOf(options.points, keyPrefix);
  const accounts = budgetOf(options.accountPoints, `${keyPrefix}:account`);

  /** One point of the request's budget: its account's when signed in, else its address's (ADR 103). */
  const byAddress = (req: Request) => anonymous.take(req.ip ?? req.socket.remoteAddress ?? "unknown");
  const consume = (req: Request): Wait | Promise<Wait> => {
    const account = options.accountOf?.(req);
    if (account === undefined) return byAddress(req);
    return account.then((id) => (id === undefined ? byAddress(req) : accounts.take(id)));
  };

  const answer = (res: Response, next: NextFunction, wait: Wait) => {
    if (wait === ALLOWED) {
      next();
      return;
    }
    res.set("Retry-After", String(Math.max(1, Math.ceil(wait / 1000))));
    res.status(429).json({
      errors: [
        {
          message: errorMessage(RATE_LIMITED_CODE),
          extensions: { code: "RATE_LIMITED", errorCode: RATE_LIMITED_CODE },
        },
      ],
    });
  };

  // A plain (not async) middleware. In this process's memory an anonymous request is counted and let
  // through in this call, with no promise (ADR 201); a shared store or an account lookup answers later.
  const middleware: RequestHandler = (req, res, next) => {
    const wait = consume(req);
    if (wait instanceof Promise) wait.then((w) => answer(res, next, w), next);
    else answer(res, next, wait);
  };

  return {
    middleware,
    async allow(client) {
      try {
        return (await anonymous.take(client)) === ALLOWED;
      } catch {
        // Only a spent budget refuses; a failing store must not refuse visitors.
        return true;
      }
    },
    async allowRequest(req) {
      try {
        return (await consume(req)) === ALLOWED;
      } catch {
        return true;
      }
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
