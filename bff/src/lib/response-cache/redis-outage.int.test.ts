// The visitor cache and the /graphql rate limit while Redis fails (ADR 105): a redis-server of this
// file's own (port 4978) is frozen mid-test (connections stay open, commands go unanswered, as when
// its host is lost); both must keep answering from this process's memory and share again afterwards.

import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type OwnRedis, startOwnRedis } from "../../test/redis-server.js";
import { postGraphql, startTestStack, type TestStack } from "../../test/stack.js";

const REDIS_PORT = 4978;
const prefix = `outage-${randomBytes(4).toString("hex")}:`;
const rateLimitPrefix = `${prefix}graphql`;
const LIMIT = 12;

describe("the visitor cache and the rate limit when Redis fails", () => {
  let redis: OwnRedis;
  let inspect: Redis;
  let stack: TestStack;

  beforeAll(async () => {
    redis = await startOwnRedis(REDIS_PORT);
    inspect = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false });
    await inspect.connect();
    stack = await startTestStack({
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      RESPONSE_CACHE: true,
      GRAPHQL_RATE_LIMIT_POINTS: LIMIT,
      GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: 60,
      rateLimitKeyPrefix: rateLimitPrefix,
    });
  });
  afterAll(async () => {
    await stack?.close();
    inspect?.disconnect();
    await redis?.close();
  });

  const gql = (query: string) => postGraphql(stack.bff.httpServer, query);
  const cacheKeys = () => inspect.keys(`${prefix}response-cache:*`);
  const rateLimitHits = async () => {
    const keys = await inspect.keys(`${rateLimitPrefix}:*`);
    return keys.length === 0 ? 0 : Number(await inspect.get(keys[0] as string));
  };

  it("When Redis stops answering, then visitor queries are answered and cached in memory and the /graphql limit keeps counting, all before Redis answers again; when it answers again, cache and limit are shared through Redis again", async () => {
    // Arrange: the cache and the limit both write to Redis (the clients connect asynchronously).
    await vi.waitFor(
      async () => {
        await gql("{ categories { id } }").expect(200);
        expect((await cacheKeys()).length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    const sharedKeys = (await cacheKeys()).length;

    // Act: freeze Redis; everything below is answered while it is frozen (it resumes only afterwards).
    redis.pause();
    const during: { status: number; cache: string | undefined }[] = [];
    try {
      for (let i = 0; i < LIMIT + 1; i += 1) {
        const res = await gql("{ categories { id name } }");
        during.push({ status: res.status, cache: res.headers["x-cache"] });
      }
    } finally {
      redis.resume();
    }

    // Assert: the first was computed and kept in memory, the next came from there, and the in-memory
    // limit refused once its budget was spent.
    expect(during[0]).toEqual({ status: 200, cache: "MISS" });
    expect(during[1]).toEqual({ status: 200, cache: "HIT" });
    expect(during.filter((d) => d.status === 429).length).toBeGreaterThan(0);
    expect(during.every((d) => d.status === 200 || d.status === 429)).toBe(true);

    // Once Redis answers again, a new answer is stored there and requests are counted there again.
    const hitsBefore = await rateLimitHits();
    await vi.waitFor(
      async () => {
        await gql(`{ categories { id name serviceCount } }`);
        expect((await cacheKeys()).length).toBeGreaterThan(sharedKeys);
        expect(await rateLimitHits()).toBeGreaterThan(hitsBefore);
      },
      { timeout: 20_000, interval: 250 },
    );
  });
});
