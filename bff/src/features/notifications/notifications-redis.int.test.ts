// Two BFF instances and one api sharing events through Redis (ADR 080). Runs when TEST_REDIS_URL is
// set (CI sets it when a Redis answers on 127.0.0.1:6379); a unique channel prefix per run.

import { randomBytes } from "node:crypto";
import type { NegotiationEvents } from "@iryo/api/features/negotiations/negotiation-events";
import {
  insertMember,
  insertMessage,
  insertNegotiation,
  insertProviderAccount,
  PARTY_PASSWORD,
} from "@iryo/api/features/notifications/notifications.test-kit";
import type { EventBus } from "@iryo/api/lib/events/event-bus";
import { createRedisEventBus } from "@iryo/api/lib/events/redis-event-bus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BffServer, createBffServer } from "../../app.js";
import { listen, NEGOTIATION_EVENTS, subscribe } from "../../test/realtime.js";
import { apiIdToken, startTestStack, type TestStack } from "../../test/stack.js";

const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `i12-test-${randomBytes(4).toString("hex")}:`;

describe.skipIf(!redisUrl)("events through Redis with two BFF instances", () => {
  let bus: EventBus;
  let stack: TestStack;
  let second: BffServer;
  let service: NegotiationEvents;
  let portA: number;
  let portB: number;

  beforeAll(async () => {
    bus = await createRedisEventBus({ url: redisUrl as string, prefix });
    stack = await startTestStack(
      { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
      {
        events: bus,
        // The api's own stream is closed to the BFFs (they hold no secret): events can only come by Redis.
        eventStream: { secret: randomBytes(24).toString("hex") },
        onNegotiationEvents: (s) => {
          service = s;
        },
      },
    );
    second = await createBffServer({
      API_URL: stack.apiUrl,
      PLAYGROUND: false,
      ALLOWED_ORIGINS: [],
      WEB_DIST_DIR: "/nonexistent",
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
    });
    portA = await listen(stack.bff);
    portB = await listen(second);
  });
  afterAll(async () => {
    for (const bff of [stack?.bff, second]) bff?.httpServer.closeAllConnections();
    await second?.stop();
    await stack?.close();
    await bus?.close();
  });

  it("When an event is raised through instance A, then a subscriber on instance B gets it and a subscriber of another negotiation gets nothing", async () => {
    const member = await insertMember(stack.db, "redis-member@example.jp");
    const bystander = await insertMember(stack.db, "redis-bystander@example.jp");
    const { negotiationId, providerId } = await insertNegotiation(stack.db, member.userId);
    const { negotiationId: otherId } = await insertNegotiation(stack.db, bystander.userId);
    const provider = await insertProviderAccount(stack.db, "redis-vendor@example.jp", providerId);
    const signIn = (email: string) => apiIdToken(stack.apiUrl, email, PARTY_PASSWORD);
    const pick = (data: Record<string, unknown>) =>
      data.negotiationEvents as { negotiationId: string; message: { body: string } | null };
    /** The negotiation's events on the BFF at `port`, subscribed as `email`. */
    const eventsOn = async (port: number, id: number, email: string) =>
      subscribe(port, NEGOTIATION_EVENTS, { id: String(id) }, { idToken: await signIn(email), pick });
    const onB = await eventsOn(portB, negotiationId, member.email);
    const otherOnB = await eventsOn(portB, otherId, bystander.email);
    try {
      await second.realtime.hub.until((hub) => hub.listenerCount >= 2);
      // Raised by the api behind instance A: the provider writes through A (its own socket on A is
      // irrelevant); the event goes api → Redis → every BFF.
      const onA = await eventsOn(portA, negotiationId, provider.email);
      await stack.bff.realtime.hub.until((hub) => hub.listenerCount >= 1);
      const messageId = await insertMessage(stack.db, negotiationId, 1, provider.accountId, "Redis経由のメッセージ");
      await service.recordNegotiationEvent({ negotiationId, kind: "message", actorSide: "provider", messageId });
      // Then an event of the other negotiation, so that "nothing" is checked after the first went by.
      await service.recordNegotiationEvent({ negotiationId: otherId, kind: "status", actorSide: "provider" });

      expect((await onB.next()).message?.body).toBe("Redis経由のメッセージ");
      expect((await onA.next()).message?.body).toBe("Redis経由のメッセージ");
      const other = await otherOnB.next();
      expect(other.negotiationId).toBe(String(otherId));
      expect(otherOnB.values).toHaveLength(1);
      expect(onB.values).toHaveLength(1);
      await onA.dispose();
    } finally {
      await onB.dispose();
      await otherOnB.dispose();
    }
  });
});
