// Live chat through Redis while Redis fails (ADR 105): a redis-server of this file's own (port 4979)
// is killed or frozen mid-test; open subscriptions must stay open and receive what was sent meanwhile.

import { randomBytes } from "node:crypto";
import {
  insertMember,
  insertNegotiation,
  insertProviderAccount,
  PARTY_PASSWORD,
} from "@iryo/api/features/notifications/notifications.test-kit";
import type { EventBus } from "@iryo/api/lib/events/event-bus";
import { createRedisEventBus } from "@iryo/api/lib/events/redis-event-bus";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, NEGOTIATION_EVENTS, subscribe } from "../../test/realtime.js";
import { type OwnRedis, startOwnRedis } from "../../test/redis-server.js";
import { apiIdToken, startTestStack, type TestStack } from "../../test/stack.js";

const REDIS_PORT = 4979;
const prefix = `outage-${randomBytes(4).toString("hex")}:`;

type Picked = { change: string; message: { body: string } | null };
const pick = (data: Record<string, unknown>) => data.negotiationEvents as Picked;

describe("live chat through Redis when Redis fails", () => {
  let redis: OwnRedis;
  let redisBus: EventBus;
  /** While true the api's publications are dropped before they reach Redis (a lost in-memory buffer). */
  let dropPublications = false;
  let stack: TestStack;
  let port: number;

  beforeAll(async () => {
    redis = await startOwnRedis(REDIS_PORT);
    redisBus = await createRedisEventBus({ url: redis.url, prefix, log: () => {} });
    const events: EventBus = {
      publish: (event) => (dropPublications ? Promise.resolve() : redisBus.publish(event)),
      subscribe: (listener) => redisBus.subscribe(listener),
      close: () => redisBus.close(),
    };
    stack = await startTestStack({ REDIS_URL: redis.url, REDIS_PREFIX: prefix }, { events });
    port = await listen(stack.bff);
  });
  afterAll(async () => {
    stack?.bff.httpServer.closeAllConnections();
    await stack?.close();
    await redisBus?.close();
    await redis?.close();
  });

  /** A member's open subscription to a new negotiation, and a provider account that writes in it. */
  async function openChat(name: string) {
    const member = await insertMember(stack.db, `${name}-member@example.jp`);
    const { negotiationId, providerId } = await insertNegotiation(stack.db, member.userId);
    const provider = await insertProviderAccount(stack.db, `${name}-vendor@example.jp`, providerId);
    const providerToken = await apiIdToken(stack.apiUrl, provider.email, PARTY_PASSWORD);
    const before = stack.bff.realtime.hub.listenerCount;
    const live = subscribe(
      port,
      NEGOTIATION_EVENTS,
      { id: String(negotiationId) },
      {
        idToken: await apiIdToken(stack.apiUrl, member.email, PARTY_PASSWORD),
        pick,
      },
    );
    await stack.bff.realtime.hub.until((hub) => hub.listenerCount > before);
    let ended = false;
    live.ended.then(
      () => {
        ended = true;
      },
      () => {
        ended = true;
      },
    );
    const send = (message: string) =>
      request(stack.apiUrl)
        .post(`/v1/negotiations/${negotiationId}/send-message`)
        .set("authorization", `Bearer ${providerToken}`)
        .send({ message });
    return { live, send, ended: () => ended };
  }

  it("When Redis is killed and a provider sends a chat message, then the send answers, and once Redis is back the message reaches the open subscription, which stays open", async () => {
    const chat = await openChat("killed");
    try {
      await redis.kill();
      // Answered while Redis is still down (it is started again only afterwards).
      const sent = await chat.send("Redis停止中のメッセージ");
      await redis.start();

      expect(sent.status).toBe(201);
      expect((await chat.live.next()).message?.body).toBe("Redis停止中のメッセージ");
      expect((await chat.send("復旧後のメッセージ")).status).toBe(201);
      expect((await chat.live.next()).message?.body).toBe("復旧後のメッセージ");
      expect(chat.ended()).toBe(false);
      expect(chat.live.values).toHaveLength(2);
    } finally {
      await chat.live.dispose();
    }
  });

  it("When Redis stops answering (frozen) and a provider sends a chat message, then the send answers and the message arrives once Redis answers again", async () => {
    const chat = await openChat("frozen");
    try {
      redis.pause();
      let sent: Awaited<ReturnType<typeof chat.send>>;
      try {
        // Answered while Redis is frozen: a publication never holds the chat send.
        sent = await chat.send("応答のないRedisへのメッセージ");
      } finally {
        redis.resume();
      }

      expect(sent.status).toBe(201);
      expect((await chat.live.next()).message?.body).toBe("応答のないRedisへのメッセージ");
      expect(chat.ended()).toBe(false);
    } finally {
      await chat.live.dispose();
    }
  });

  it("When the api's publication during the outage is lost, then the BFF reads the message from the api's event log once Redis is back", async () => {
    const chat = await openChat("lost");
    try {
      await redis.kill();
      dropPublications = true;
      let sent: Awaited<ReturnType<typeof chat.send>>;
      try {
        sent = await chat.send("ログから届くメッセージ");
      } finally {
        dropPublications = false;
        await redis.start();
      }

      expect(sent.status).toBe(201);
      expect((await chat.live.next()).message?.body).toBe("ログから届くメッセージ");
      expect(chat.ended()).toBe(false);
    } finally {
      await chat.live.dispose();
    }
  });
});
