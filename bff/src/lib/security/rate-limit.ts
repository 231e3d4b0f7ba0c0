import { errorMessage, RATE_LIMITED_CODE } from "@iryo/domain/error-catalogue";
import type { Request, RequestHandler } from "express";
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

/**
 * The /graphql rate limit (ADR 050, 103): a signed-in request spends its account's budget, any
 * other its client address's (`req.ip`), so the staff of a hospital behind one address do not share
 * one budget. A refused request is answered 429 with Retry-After and a GraphQL error body
 * (`RATE_LIMITED`, 0109007). With `redisUrl` the counters live in Redis; if Redis fails, in-memory
 * limiters of the same size take over.
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
  const limiterOf = (points: number, prefix: string) => {
    const base = { points, duration: options.durationSeconds, keyPrefix: prefix };
    const memory = new RateLimiterMemory(base);
    return redis
      ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true })
      : memory;
  };
  const anonymous = limiterOf(options.points, keyPrefix);
  const accounts = limiterOf(options.accountPoints, `${keyPrefix}:account`);

  /** One point of the request's budget: its account's when signed in, else its address's (ADR 103). */
  const byAddress = (req: Request) => anonymous.consume(req.ip ?? req.socket.remoteAddress ?? "unknown");
  const consume = (req: Request): Promise<unknown> => {
    const account = options.accountOf?.(req);
    if (account === undefined) return byAddress(req);
    return account.then((id) => (id === undefined ? byAddress(req) : accounts.consume(id)));
  };

  // A plain (not async) middleware: one promise for the limiter's answer, none for express to watch.
  const middleware: RequestHandler = (req, res, next) => {
    consume(req).then(
      () => next(),
      (error: unknown) => {
        if (!(error instanceof RateLimiterRes)) {
          next(error);
          return;
        }
        res.set("Retry-After", String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
        res.status(429).json({
          errors: [
            {
              message: errorMessage(RATE_LIMITED_CODE),
              extensions: { code: "RATE_LIMITED", errorCode: RATE_LIMITED_CODE },
            },
          ],
        });
      },
    );
  };

  return {
    middleware,
    async allow(client) {
      try {
        await anonymous.consume(client);
        return true;
      } catch (error) {
        // Only a spent budget refuses; a failing store must not refuse visitors.
        return !(error instanceof RateLimiterRes);
      }
    },
    async allowRequest(req) {
      try {
        await consume(req);
        return true;
      } catch (error) {
        return !(error instanceof RateLimiterRes);
      }
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
