import type { AddressInfo } from "node:net";
import type { RealtimeEvent } from "@iryo/domain/contracts/realtime-events";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDeps, createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createInProcessEventBus } from "../../lib/events/event-bus.js";
import type { Mailer, MailMessage } from "../../lib/mail/mailer.js";
import { createNotificationDigest } from "./notifications.digest.js";
import { createNotificationsRepository } from "./notifications.repository.js";
import {
  insertMember,
  insertMessage,
  insertNegotiation,
  insertProviderAccount,
  PARTY_PASSWORD,
} from "./notifications.test-kit.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
/** The negotiation events of the app (`onNegotiationEvents`): the negotiation code raises them. */
let service: Parameters<NonNullable<AppDeps["onNegotiationEvents"]>>[0];
const bus = createInProcessEventBus();
const published: RealtimeEvent[] = [];
let clockOffset = 0;
const now = () => new Date(Date.now() + clockOffset);

let member: Awaited<ReturnType<typeof insertMember>>;
let other: Awaited<ReturnType<typeof insertMember>>;
let provider: Awaited<ReturnType<typeof insertProviderAccount>>;
let negotiationId: number;
let providerName: string;
let memberToken: string;
let otherToken: string;
let providerToken: string;

const signIn = async (email: string) =>
  (await request(app).post("/v1/auth/sign-in").send({ email, password: PARTY_PASSWORD }).expect(200)).body
    .id_token as string;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The event stream's shared secret (ADR 205): the app below serves its stream and log to it only. */
const STREAM_SECRET = "stream-secret-of-the-notification-tests";
const streamAuth = { authorization: `Bearer ${STREAM_SECRET}` };

beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
  app = createApp({
    db: database.db,
    log: () => {},
    events: bus,
    auth: { now },
    devMail: true,
    eventStream: { secret: STREAM_SECRET },
    onNegotiationEvents: (s) => {
      service = s;
    },
  });
  bus.subscribe((event) => published.push(event));
  member = await insertMember(database.db, "notified@example.jp");
  other = await insertMember(database.db, "other@example.jp");
  const negotiation = await insertNegotiation(database.db, member.userId);
  negotiationId = negotiation.negotiationId;
  provider = await insertProviderAccount(database.db, "vendor@example.jp", negotiation.providerId);
  providerName = (
    await database.db
      .selectFrom("providers")
      .select("name")
      .where("id", "=", negotiation.providerId)
      .executeTakeFirstOrThrow()
  ).name;
  [memberToken, otherToken, providerToken] = await Promise.all([
    signIn(member.email),
    signIn(other.email),
    signIn(provider.email),
  ]);
});
afterAll(async () => {
  await database?.close();
});

/** A message of one side written to the negotiation, and its event recorded. */
async function recordMessage(actorSide: "provider" | "member", body: string) {
  const [senderType, accountId] =
    actorSide === "provider" ? ([1, provider.accountId] as const) : ([2, member.accountId] as const);
  const messageId = await insertMessage(database.db, negotiationId, senderType, accountId, body);
  const recorded = await service.recordNegotiationEvent({ negotiationId, kind: "message", actorSide, messageId });
  return { messageId, recorded };
}

describe("recordNegotiationEvent", () => {
  it("When the provider sends a message, then the member gets a type-2 notification and both events are published", async () => {
    published.length = 0;
    const { messageId, recorded } = await recordMessage("provider", "資料をお送りします");

    expect(recorded.notificationId).toBeGreaterThan(0);
    const list = await request(app).get("/v1/notifications").set(auth(memberToken)).expect(200);
    expect(list.body.unread_count).toBe(1);
    expect(list.body.notifications).toEqual([
      expect.objectContaining({
        notification_id: recorded.notificationId,
        notification_type: 2,
        negotiation_id: negotiationId,
        message: `${providerName}から新しいメッセージが届きました。`,
        is_read: false,
      }),
    ]);
    expect(published.map((e) => e.type)).toEqual(["negotiation", "notification"]);
    expect(published[0]).toMatchObject({
      change: "message",
      user_id: member.userId,
      message: { message_id: messageId, body: "資料をお送りします", sender_type: 1 },
    });
    expect(published[1]).toMatchObject({ user_id: member.userId, notification_id: recorded.notificationId });
  });

  it("When the member acts, then no notification is written and only the negotiation event goes out", async () => {
    published.length = 0;
    const before = (await request(app).get("/v1/notifications").set(auth(memberToken)).expect(200)).body;
    const { recorded } = await recordMessage("member", "よろしくお願いします");

    expect(recorded.notificationId).toBeUndefined();
    const after = (await request(app).get("/v1/notifications").set(auth(memberToken)).expect(200)).body;
    expect(after.notifications).toHaveLength(before.notifications.length);
    expect(published.map((e) => e.type)).toEqual(["negotiation"]);
  });

  it("When the provider changes the status, then the notification is type 1 (the information tab)", async () => {
    const recorded = await service.recordNegotiationEvent({ negotiationId, kind: "status", actorSide: "provider" });
    const one = await request(app)
      .get(`/v1/notifications/${recorded.notificationId}`)
      .set(auth(memberToken))
      .expect(200);
    expect(one.body.notification).toMatchObject({
      notification_type: 1,
      message: `${providerName}から商談の連絡が届きました。`,
    });
  });
});

describe("GET /notifications", () => {
  it("When last_message_time is given, then only newer notifications come, newest first", async () => {
    const first = (await request(app).get("/v1/notifications").set(auth(memberToken)).expect(200)).body;
    const newest = first.notifications[0].created_at as string;
    clockOffset += 5;
    const a = await service.recordNegotiationEvent({ negotiationId, kind: "status", actorSide: "provider" });
    clockOffset += 5;
    const b = await service.recordNegotiationEvent({ negotiationId, kind: "status", actorSide: "provider" });

    const newer = await request(app)
      .get("/v1/notifications")
      .query({ last_message_time: newest })
      .set(auth(memberToken))
      .expect(200);

    expect(newer.body.notifications.map((n: { notification_id: number }) => n.notification_id)).toEqual([
      b.notificationId,
      a.notificationId,
    ]);
    expect(newer.body.unread_count).toBe(first.unread_count + 2);
  });

  it("When last_message_time is not a time, then 400 0109004", async () => {
    const res = await request(app)
      .get("/v1/notifications")
      .query({ last_message_time: "yesterday" })
      .set(auth(memberToken))
      .expect(400);
    expect(res.body.error_code).toBe("0109004");
  });

  it("When another member or a provider asks, then they see none of it", async () => {
    const others = await request(app).get("/v1/notifications").set(auth(otherToken)).expect(200);
    expect(others.body).toEqual({ notifications: [], unread_count: 0 });
    const id = (await request(app).get("/v1/notifications").set(auth(memberToken))).body.notifications[0]
      .notification_id;
    await request(app).get(`/v1/notifications/${id}`).set(auth(otherToken)).expect(404);
    await request(app).put(`/v1/notifications/${id}/read`).set(auth(otherToken)).expect(404);
    const forProvider = await request(app).get("/v1/notifications").set(auth(providerToken)).expect(403);
    expect(forProvider.body.error_code).toBe("0109002");
    await request(app).get("/v1/notifications").expect(401);
  });

  it("When the member marks one read, then the unread count drops by one; mark-all empties it", async () => {
    const list = (await request(app).get("/v1/notifications").set(auth(memberToken))).body;
    const unread = list.notifications.find((n: { is_read: boolean }) => !n.is_read);
    const res = await request(app)
      .put(`/v1/notifications/${unread.notification_id}/read`)
      .set(auth(memberToken))
      .expect(200);
    expect(res.body.unread_count).toBe(list.unread_count - 1);
    // Marking it again changes nothing.
    const again = await request(app).put(`/v1/notifications/${unread.notification_id}/read`).set(auth(memberToken));
    expect(again.body.unread_count).toBe(list.unread_count - 1);
    await request(app).put("/v1/notifications/read").set(auth(memberToken)).expect(200, { unread_count: 0 });
    const after = (await request(app).get("/v1/notifications").set(auth(memberToken))).body;
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });
});

describe("GET /events/negotiations/{id}/access", () => {
  it("When its member or its provider asks, then the side comes back; anyone else gets 404", async () => {
    const path = `/v1/events/negotiations/${negotiationId}/access`;
    expect((await request(app).get(path).set(auth(memberToken)).expect(200)).body.side).toBe("member");
    expect((await request(app).get(path).set(auth(providerToken)).expect(200)).body.side).toBe("provider");
    await request(app).get(path).set(auth(otherToken)).expect(404);
    await request(app).get("/v1/events/negotiations/999999/access").set(auth(memberToken)).expect(404);
    const me = await request(app).get("/v1/events/subscriber").set(auth(providerToken)).expect(200);
    expect(me.body).toEqual({ user_id: null, provider_id: provider.providerId });
  });
});

describe("GET /v1/events/stream", () => {
  it("When a caller with the secret listens, then published events arrive as SSE; a wrong secret, none, and a loopback caller without one are refused", async () => {
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    try {
      // A loopback caller proves nothing (the BFF's storage path once proxied anyone here, ADR 205).
      expect((await fetch(`${base}/v1/events/stream`)).status).toBe(403);
      const response = await fetch(`${base}/v1/events/stream`, { signal: controller.signal, headers: streamAuth });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      if (!response.body) throw new Error("no body");
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = "";
      const read = async (until: (t: string) => boolean) => {
        while (!until(text)) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
        }
      };
      await read((t) => t.includes("event: hello"));
      await service.recordNegotiationEvent({ negotiationId, kind: "status", actorSide: "member" });
      await read((t) => t.includes("event: negotiation"));
      expect(text).toContain(`"negotiation_id":${negotiationId}`);
    } finally {
      controller.abort();
      server.closeAllConnections();
      server.close();
    }

    const locked = createApp({
      db: database.db,
      log: () => {},
      devMail: false,
      eventStream: { secret: "s".repeat(32) },
    });
    await request(locked).get("/v1/events/stream").set("authorization", "Bearer wrong").expect(403);
    const open = createApp({ db: database.db, log: () => {}, devMail: false });
    await request(open).get("/v1/events/stream").expect(403);
    await request(open).get("/v1/events/stream").set("authorization", "Bearer undefined").expect(403);
  });
});

describe("GET /v1/events/since (ADR 105)", () => {
  it("When events were recorded, then a relay with the secret reads those after a seq in order with their seq; a wrong secret and none are refused", async () => {
    await request(app).get("/v1/events/since?after=0").expect(403);
    const { head } = (await request(app).get("/v1/events/since").set(streamAuth).expect(200)).body as { head: number };
    published.length = 0;
    await recordMessage("provider", "ログに残るメッセージ");

    const page = await request(app).get(`/v1/events/since?after=${head}`).set(streamAuth).expect(200);
    expect(published.map((e) => e.seq)).toEqual([head + 1, head + 2]);
    expect(page.body.head).toBe(head + 2);
    expect(page.body.events).toEqual(published);
    expect(page.body.events[0]).toMatchObject({ change: "message", message: { body: "ログに残るメッセージ" } });

    const locked = createApp({
      db: database.db,
      log: () => {},
      devMail: false,
      eventStream: { secret: "s".repeat(32) },
    });
    await request(locked).get("/v1/events/since?after=0").set("authorization", "Bearer wrong").expect(403);
  });
});

describe("the digest mail", () => {
  it("When notifications stay unread past the delay, then the member gets ONE mail listing them, and never again for them", async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m), outbox: async () => [] };
    let t = Date.now() + 3_600_000;
    const digest = createNotificationDigest({
      repository: createNotificationsRepository(database.db),
      mailer,
      delayMs: 30 * 60_000,
      publicWebUrl: "http://web.test",
      now: () => new Date(t),
    });
    await request(app).put("/v1/notifications/read").set(auth(memberToken)).expect(200);
    await digest.runOnce(); // nothing unread
    expect(sent).toHaveLength(0);

    clockOffset = 3_600_000; // the app's clock: the notifications are written at t
    for (let i = 0; i < 3; i += 1) {
      await recordMessage("provider", `連絡${i}`);
    }
    t += 29 * 60_000;
    expect(await digest.runOnce()).toBe(0);

    t += 2 * 60_000;
    expect(await digest.runOnce()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(member.email);
    expect(sent[0]?.subject).toContain("3件");
    expect(sent[0]?.text).toContain(`http://web.test/negotiation/detail/${negotiationId}?tab=1`);

    t += 60 * 60_000;
    expect(await digest.runOnce()).toBe(0);
    expect(sent).toHaveLength(1);
  });
});

describe("the development routes", () => {
  it("When a negotiation and a provider message are written through /dev/realtime, then the member is notified; an unknown member is 404", async () => {
    const negotiation = await request(app).post("/dev/realtime/negotiations").send({ email: member.email }).expect(201);
    const id = negotiation.body.negotiation_id as number;
    const sent = await request(app)
      .post(`/dev/realtime/negotiations/${id}/messages`)
      .send({ sender: "provider", body: "開発用のメッセージ" })
      .expect(201);
    expect(sent.body.notification_id).toBeGreaterThan(0);
    const fromMember = await request(app)
      .post(`/dev/realtime/negotiations/${id}/messages`)
      .send({ sender: "member", body: "返信です" })
      .expect(201);
    expect(fromMember.body.notification_id).toBeNull();
    await request(app).post("/dev/realtime/negotiations").send({ email: "nobody@example.jp" }).expect(404);
    await request(app)
      .post("/dev/realtime/negotiations/999999/messages")
      .send({ sender: "provider", body: "x" })
      .expect(404);
  });
});
