import { errorMessage, REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import type { RequestHandler } from "express";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export interface GraphQLRateLimitOptions {
  /** Requests one client may send to /graphql per window. */
  readonly points: number;
  readonly durationSeconds: number;
  /** A shared store so that several BFF copies count together; otherwise this process's memory. */
  readonly redisUrl?: string | undefined;
  /** Key prefix in Redis (tests use one of their own). */
  readonly keyPrefix?: string;
}

export interface GraphQLRateLimiter {
  readonly middleware: RequestHandler;
  /** Takes one point of `client`'s budget outside /graphql (a server-rendered page); false when it is spent. */
  allow(client: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A per-client (per address, as express's `req.ip` tells it) limit on POST/GET /graphql, answered
 * 429 with Retry-After and a GraphQL error body (`BAD_USER_INPUT`, 0109004). With `redisUrl` the
 * counters live in Redis; if Redis fails, an in-memory limiter of the same size takes over.
 */
export function createGraphQLRateLimiter(options: GraphQLRateLimitOptions): GraphQLRateLimiter {
  const keyPrefix = options.keyPrefix ?? "iryo:bff:graphql";
  const base = { points: options.points, duration: options.durationSeconds, keyPrefix };
  const memory = new RateLimiterMemory(base);
  let redis: Redis | undefined;
  let limiter: RateLimiterMemory | RateLimiterRedis = memory;
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
    limiter = new RateLimiterRedis({
      ...base,
      storeClient: redis,
      insuranceLimiter: memory,
      rejectIfRedisNotReady: true,
    });
  }

  const middleware: RequestHandler = async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? req.socket.remoteAddress ?? "unknown");
      next();
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        next(error);
        return;
      }
      res.set("Retry-After", String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      res.status(429).json({
        errors: [
          {
            message: errorMessage(REQUEST_INVALID_CODE),
            extensions: { code: "BAD_USER_INPUT", errorCode: REQUEST_INVALID_CODE, reason: "RATE_LIMITED" },
          },
        ],
      });
    }
  };

  return {
    middleware,
    async allow(client) {
      try {
        await limiter.consume(client);
        return true;
      } catch (error) {
        // Only a spent budget refuses; a failing store must not refuse visitors.
        return !(error instanceof RateLimiterRes);
      }
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
