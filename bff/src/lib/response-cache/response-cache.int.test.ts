import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBffServer } from "../../app.js";
import { postGraphql, signInCookies, startTestStack, type TestStack } from "../../test/stack.js";
import { webOperations } from "../../test/web-operations.js";
import { MemoryResponseStore, RedisResponseStore } from "./store.js";

let clock = Date.parse("2026-11-22T03:00:00Z");
const store = new MemoryResponseStore({ now: () => clock });
let upstreamCalls = 0;
const countingFetch: typeof fetch = (input, init) => {
  upstreamCalls += 1;
  return fetch(input, init);
};

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ responseStore: store, fetch: countingFetch });
});
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  await store.clear();
});

function gql(query: string, variables: Record<string, unknown> = {}, cookies: string[] = []) {
  return postGraphql(stack.bff.httpServer, query, variables, { cookie: cookies.join("; ") });
}

function memberCookies(): Promise<string[]> {
  return signInCookies(stack.bff.httpServer);
}

async function ratedServiceId(): Promise<string> {
  const res = await gql(`{ searchServices(keyword: "カルテ") { items { id ratingSummary { ratingCount } } } }`);
  const rated = res.body.data.searchServices.items.find(
    (s: { ratingSummary: { ratingCount: number } }) => s.ratingSummary.ratingCount > 0,
  );
  return rated.id;
}

const RATINGS = `query ($id: ID!) { serviceRatings(serviceId: $id) { textsVisible items { goodPoint } } }`;

describe("the visitor response cache", () => {
  it("When a visitor asks the same public query twice, then the second answer comes from the cache with no /v1 call", async () => {
    const query = "{ categories { id name serviceCount } }";
    const first = await gql(query).expect(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const before = upstreamCalls;
    const second = await gql(query).expect(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toEqual(first.body);
    expect(upstreamCalls).toBe(before);
  });

  it("When other variables are given, then they are another entry", async () => {
    const query = "query ($id: ID!) { service(id: $id) { id name } }";
    const a = await gql(query, { id: "1" }).expect(200);
    const b = await gql(query, { id: "2" }).expect(200);
    expect(a.headers["x-cache"]).toBe("MISS");
    expect(b.headers["x-cache"]).toBe("MISS");
    expect(a.body.data.service.id).toBe("1");
    expect(b.body.data.service.id).toBe("2");
  });

  it("When a member has viewed a page, then a visitor's answer holds no member data; and a member never gets the visitor's entry", async () => {
    const id = await ratedServiceId();
    const cookies = await memberCookies();
    // The member first: their answer (review texts) must not be stored for anyone.
    const member = await gql(RATINGS, { id }, cookies).expect(200);
    expect(member.body.data.serviceRatings.textsVisible).toBe(true);
    expect(member.body.data.serviceRatings.items.some((r: { goodPoint: string | null }) => r.goodPoint)).toBe(true);
    expect(member.headers["x-cache"]).toBeUndefined();

    const visitor = await gql(RATINGS, { id }).expect(200);
    expect(visitor.headers["x-cache"]).toBe("MISS");
    expect(visitor.body.data.serviceRatings.textsVisible).toBe(false);
    expect(
      visitor.body.data.serviceRatings.items.every((r: { goodPoint: string | null }) => r.goodPoint === null),
    ).toBe(true);
    // Now the visitor entry exists: the member still gets their own answer, not the cached one.
    const memberAgain = await gql(RATINGS, { id }, cookies).expect(200);
    expect(memberAgain.headers["x-cache"]).toBeUndefined();
    expect(memberAgain.body.data.serviceRatings.textsVisible).toBe(true);
  });

  it("When members and visitors open home in turn, then the visitor's cached home holds no review excerpt and a member's home with excerpts never reaches a visitor", async () => {
    const home = webOperations().find((o) => o.name === "HomeRouteQuery")?.text ?? "";
    expect(home).toContain("reviewExcerpt");
    const excerptsOf = (body: { data: { homeHighlights: Record<string, { reviewExcerpt: string | null }[]> } }) =>
      [...(body.data.homeHighlights.topRated ?? []), ...(body.data.homeHighlights.mostReviewed ?? [])].map(
        (h) => h.reviewExcerpt,
      );
    const cookies = await memberCookies();
    // A member first: the answer with excerpts is computed for them and stored for nobody.
    const member = await gql(home, {}, cookies).expect(200);
    expect(member.body.errors).toBeUndefined();
    expect(member.body.data.homeHighlights.excerptsVisible).toBe(true);
    expect(excerptsOf(member.body).some((e) => typeof e === "string" && e.length > 0)).toBe(true);
    expect(member.headers["x-cache"]).toBeUndefined();
    expect(store.size).toBe(0);

    const visitor = await gql(home).expect(200);
    expect(visitor.headers["x-cache"]).toBe("MISS");
    expect(visitor.body.data.homeHighlights.excerptsVisible).toBe(false);
    expect(excerptsOf(visitor.body).every((e) => e === null)).toBe(true);
    const cached = await gql(home).expect(200);
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(JSON.stringify(cached.body)).not.toMatch(/"reviewExcerpt":"/);

    // With the visitor entry stored, the member still gets their own answer, and the next visitor the stored one.
    const memberAgain = await gql(home, {}, cookies).expect(200);
    expect(memberAgain.headers["x-cache"]).toBeUndefined();
    expect(excerptsOf(memberAgain.body)).toEqual(excerptsOf(member.body));
    const visitorAgain = await gql(home).expect(200);
    expect(visitorAgain.headers["x-cache"]).toBe("HIT");
    expect(excerptsOf(visitorAgain.body).every((e) => e === null)).toBe(true);
  });

  it("When a query asks a member field with public ones, then it is never cached", async () => {
    const query = "{ categories { id } me { loggedIn } }";
    await gql(query).expect(200);
    const second = await gql(query).expect(200);
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("When a service changes, then visitors see it once the entry's 60 s have passed, not before", async () => {
    const query = "query ($id: ID!) { service(id: $id) { id name } }";
    const original = await gql(query, { id: "3" }).expect(200);
    const name = original.body.data.service.name as string;
    await stack.db
      .updateTable("services")
      .set({ name: `${name}（改訂）`, updated_at: new Date() })
      .where("id", "=", 3)
      .execute();
    try {
      clock += 59_000;
      const stale = await gql(query, { id: "3" }).expect(200);
      expect(stale.headers["x-cache"]).toBe("HIT");
      expect(stale.body.data.service.name).toBe(name);
      clock += 2_000;
      const fresh = await gql(query, { id: "3" }).expect(200);
      expect(fresh.headers["x-cache"]).toBe("MISS");
      expect(fresh.body.data.service.name).toBe(`${name}（改訂）`);
    } finally {
      await stack.db.updateTable("services").set({ name }).where("id", "=", 3).execute();
    }
  });

  it("When 20 visitors ask the same uncached query at once, then /v1 is called as for one of them", async () => {
    const query = "{ topServices { id name } categories { id } }";
    const one = upstreamCalls;
    await gql("{ topServices { id name } categories { id name } }").expect(200);
    const callsOfOne = upstreamCalls - one;
    expect(callsOfOne).toBeGreaterThan(0);

    const before = upstreamCalls;
    const answers = await Promise.all(Array.from({ length: 20 }, () => gql(query)));
    expect(answers.every((a) => a.status === 200 && !a.body.errors)).toBe(true);
    expect(upstreamCalls - before).toBe(callsOfOne);
    expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
  });

  it("When an answer has errors, then it is not stored", async () => {
    const query = "query ($id: ID!) { service(id: $id) { id } }";
    await gql(query, { id: "999999" }).expect(200);
    const again = await gql(query, { id: "999999" }).expect(200);
    expect(again.body.errors).toBeDefined();
    expect(again.headers["x-cache"]).not.toBe("HIT");
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("the visitor cache in Redis", () => {
  it("When two BFF processes share Redis, then an answer computed by one is served by the other", async () => {
    const prefix = `iryo-test:${randomBytes(6).toString("hex")}:`;
    const url = process.env.TEST_REDIS_URL as string;
    const storeA = new RedisResponseStore(new Redis(url), prefix);
    const storeB = new RedisResponseStore(new Redis(url), prefix);
    const common = { API_URL: stack.apiUrl, PLAYGROUND: false, ALLOWED_ORIGINS: [], WEB_DIST_DIR: "/nonexistent" };
    const a = await createBffServer({ ...common, responseStore: storeA });
    const b = await createBffServer({ ...common, responseStore: storeB });
    try {
      const query = { query: "{ categories { id name } }" };
      const fromA = await request(a.httpServer).post("/graphql").send(query).expect(200);
      expect(fromA.headers["x-cache"]).toBe("MISS");
      const fromB = await request(b.httpServer).post("/graphql").send(query).expect(200);
      expect(fromB.headers["x-cache"]).toBe("HIT");
      expect(fromB.body).toEqual(fromA.body);
    } finally {
      await a.stop();
      await b.stop();
      await storeA.clear();
      await storeA.close();
      await storeB.close();
    }
  });
});
