import { describe, expect, it } from "vitest";
import { createGraphQLRateLimiter } from "./rate-limit.js";

describe("the per-client budget outside /graphql", () => {
  it("When a client has spent its points, then it is refused until the window ends; other clients are not", async () => {
    const limiter = createGraphQLRateLimiter({ points: 2, accountPoints: 2, durationSeconds: 60 });
    expect(await limiter.allow("10.0.0.1")).toBe(true);
    expect(await limiter.allow("10.0.0.1")).toBe(true);
    expect(await limiter.allow("10.0.0.1")).toBe(false);
    expect(await limiter.allow("10.0.0.2")).toBe(true);
    await limiter.close();
  });
});
