import { randomUUID } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { bearer } from "../test/auth.test-kit.js";
import { startMemberTestKit } from "../test/member-test-kit.js";
import { useKit } from "../test/use-kit.js";
import { createEventBus } from "./events/create-event-bus.js";
import { createInProcessEventBus } from "./events/event-bus.js";
import { createRegistry } from "./observability/metrics.js";

// The api's short in-process cache of public reads (ADR 178): answers served again, dropped by every
// write of the process and by every `catalogue` event of the bus, never a member's own answer.

const events = createInProcessEventBus();
const registry = createRegistry("api");
const kit = useKit(() => startMemberTestKit({ publicReadCacheTtlMs: 600_000, events, metricsRegistry: registry }));

async function firstServiceId(): Promise<number> {
  const row = await kit.database.db.selectFrom("services").select("id").orderBy("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a service behind the api's back (no write through the api: the cache cannot know). */
async function renameDirectly(id: number, name: string): Promise<void> {
  await kit.database.db.updateTable("services").set({ name }).where("id", "=", id).execute();
}

async function hits(): Promise<number> {
  const metric = await registry.getSingleMetric("api_public_read_cache_requests_total")?.get();
  return metric?.values.find((v) => v.labels.result === "hit")?.value ?? 0;
}

const catalogueEvent = () => ({
  type: "catalogue" as const,
  event_id: randomUUID(),
  object_type: "service",
  object_id: null,
  occurred_at: new Date().toISOString(),
});

describe("the public read cache", () => {
  it("When a service's detail is asked twice, then the second answer is the stored bytes of the first", async () => {
    const id = await firstServiceId();
    const first = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    const before = await hits();
    const second = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    expect(await hits()).toBe(before + 1);
    expect(second.text).toBe(first.text);
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    // A matching If-None-Match is answered 304 from the stored bytes too.
    await request(kit.app).get(`/v1/services/${id}`).set("if-none-match", String(second.headers.etag)).expect(304);
  });

  it("When a service's similar-facility figures are asked twice, then the second answer is the stored bytes of the first", async () => {
    // Every visitor's first view of a service detail asks for them (ADR 167, 203).
    const id = await firstServiceId();
    const first = await request(kit.app).get(`/v1/services/${id}/ratings/similar-facilities`).expect(200);
    const before = await hits();
    const second = await request(kit.app).get(`/v1/services/${id}/ratings/similar-facilities`).expect(200);
    expect(await hits()).toBe(before + 1);
    expect(second.text).toBe(first.text);
  });

  it("When any write of this process is answered, then no answer read before it is served again", async () => {
    const id = await firstServiceId();
    await request(kit.app).get(`/v1/services/${id}`).expect(200);
    await request(kit.app).get("/v1/services/top-list").expect(200);
    await renameDirectly(id, "キャッシュ確認サービスA");
    // Still the stored answer: nothing this process did told the cache.
    const stale = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    expect(stale.body.service_name).not.toBe("キャッシュ確認サービスA");
    // A write through the api (a member registers: sign-up, sign-in, membership) drops every stored answer.
    await kit.member("writer");
    const fresh = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    expect(fresh.body.service_name).toBe("キャッシュ確認サービスA");
  });

  it("When a refused write (4xx) is answered, then the stored answers stay", async () => {
    const id = await firstServiceId();
    await request(kit.app).get(`/v1/services/${id}`).expect(200);
    await renameDirectly(id, "キャッシュ確認サービスB");
    await request(kit.app).post("/v1/advertisements/2147483647/click").expect(404);
    const stored = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    expect(stored.body.service_name).not.toBe("キャッシュ確認サービスB");
  });

  it("When a catalogue event comes over the bus (any api process), then the stored answers are dropped", async () => {
    const id = await firstServiceId();
    await request(kit.app).get(`/v1/services/${id}`).expect(200);
    await renameDirectly(id, "キャッシュ確認サービスC");
    await events.publish(catalogueEvent());
    const fresh = await request(kit.app).get(`/v1/services/${id}`).expect(200);
    expect(fresh.body.service_name).toBe("キャッシュ確認サービスC");
  });

  it("When a member asks an optional-member read, then their answer neither comes from nor goes into the cache", async () => {
    const member = await kit.member("cache");
    const visitor1 = await request(kit.app).get("/v1/services/home-highlights").expect(200);
    expect(visitor1.body.excerpts_visible).toBe(false);
    const asMember = await request(kit.app).get("/v1/services/home-highlights").set(bearer(member)).expect(200);
    expect(asMember.body.excerpts_visible).toBe(true);
    await events.publish(catalogueEvent());
    await request(kit.app).get("/v1/services/home-highlights").set(bearer(member)).expect(200);
    const visitor2 = await request(kit.app).get("/v1/services/home-highlights").expect(200);
    expect(visitor2.body.excerpts_visible).toBe(false);
  });

  it("When an answer is not a success, then it is not stored", async () => {
    const first = await request(kit.app).get("/v1/services/2147483647").expect(404);
    const second = await request(kit.app).get("/v1/services/2147483647").expect(404);
    expect(second.body).toEqual(first.body);
    const before = await hits();
    await request(kit.app).get("/v1/services/2147483647").expect(404);
    expect(await hits()).toBe(before);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("the public read cache with several api processes (Redis)", () => {
  it("When one process publishes a catalogue event, then another process's cache is dropped", async () => {
    const prefix = `iryo-test-${randomUUID()}:`;
    const publisher = await createEventBus({ redisUrl: process.env.TEST_REDIS_URL, prefix });
    const other = await createEventBus({ redisUrl: process.env.TEST_REDIS_URL, prefix });
    const { createApp } = await import("../app.js");
    const app = createApp({ db: kit.database.db, log: () => {}, events: other, publicReadCacheTtlMs: 600_000 });
    try {
      const id = await firstServiceId();
      await request(app).get(`/v1/services/${id}`).expect(200);
      await renameDirectly(id, "キャッシュ確認サービスD");
      const received = new Promise<void>((resolve) => {
        const stop = other.subscribe(() => {
          stop();
          resolve();
        });
      });
      await publisher.publish(catalogueEvent());
      await received;
      const fresh = await request(app).get(`/v1/services/${id}`).expect(200);
      expect(fresh.body.service_name).toBe("キャッシュ確認サービスD");
    } finally {
      await publisher.close();
      await other.close();
    }
  });
});
