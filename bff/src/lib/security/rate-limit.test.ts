import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createGraphQLRateLimiter, MemoryBudget } from "./rate-limit.js";

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

describe("the budget of a page rendered for a request", () => {
  it("When a signed-in request has spent its account's points, then it is refused; others behind its address are not", async () => {
    const limiter = createGraphQLRateLimiter({
      points: 1,
      accountPoints: 2,
      durationSeconds: 60,
      accountOf: async (req) => req.get("x-account"),
    });
    const app = express();
    app.get("/", async (req, res) => {
      res.json({ allowed: await limiter.allowRequest(req) });
    });
    const allowed = async (account?: string) => {
      const req = request(app).get("/");
      const res = await (account ? req.set("x-account", account) : req).expect(200);
      return res.body.allowed;
    };
    expect(await allowed("member-1")).toBe(true);
    expect(await allowed("member-1")).toBe(true);
    expect(await allowed("member-1")).toBe(false);
    // Another member and a visitor behind the same address spend budgets of their own.
    expect(await allowed("member-2")).toBe(true);
    expect(await allowed()).toBe(true);
    expect(await allowed()).toBe(false);
    await limiter.close();
  });
});

describe("the /graphql middleware", () => {
  it("When a request carries no token (accountOf answers undefined at once), then it spends its address's budget and the next one over is refused 429", async () => {
    const limiter = createGraphQLRateLimiter({
      points: 2,
      accountPoints: 5,
      durationSeconds: 60,
      accountOf: (req) => (req.get("x-account") ? Promise.resolve(req.get("x-account")) : undefined),
    });
    const app = express();
    app.post("/graphql", limiter.middleware, (_req, res) => {
      res.json({ ok: true });
    });
    await request(app).post("/graphql").expect(200);
    await request(app).post("/graphql").expect(200);
    const refused = await request(app).post("/graphql").expect(429);
    expect(refused.body.errors[0].extensions.errorCode).toBe("0109007");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // A signed-in member behind the same address has a budget of its own.
    await request(app).post("/graphql").set("x-account", "member-1").expect(200);
    await limiter.close();
  });
});

describe("MemoryBudget (the in-memory limit, answered at once: ADR 201)", () => {
  it("When a key has spent its points, then the next is refused with the time left in its window, and allowed again once the window has ended", () => {
    let now = 10_000;
    const budget = new MemoryBudget(2, 60_000, () => now);
    expect(budget.take("10.0.0.1")).toBe(0);
    now += 1_000;
    expect(budget.take("10.0.0.1")).toBe(0);
    now += 1_000;
    // The window started with the first point: 58 s are left.
    expect(budget.take("10.0.0.1")).toBe(58_000);
    expect(budget.take("10.0.0.2")).toBe(0);
    now = 10_000 + 60_000;
    expect(budget.take("10.0.0.1")).toBe(0);
  });

  it("When a window has ended, then its key is dropped at the next sweep (memory stays bounded by the keys of a window)", () => {
    let now = 0;
    const budget = new MemoryBudget(1, 1_000, () => now);
    for (let i = 0; i < 100; i++) budget.take(`10.0.${i}.1`);
    now = 1_000;
    budget.take("10.1.0.1");
    expect((budget as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
