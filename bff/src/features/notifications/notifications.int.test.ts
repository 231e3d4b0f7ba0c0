import { type AppDeps } from "@iryo/api/app";
import type { NegotiationEvents } from "@iryo/api/features/negotiations/negotiation-events";
import {
  insertMember,
  insertMessage,
  insertNegotiation,
  insertProviderAccount,
  PARTY_PASSWORD,
} from "@iryo/api/features/notifications/notifications.test-kit";
import { AD_CLICK_COUNTED_LIMIT } from "@iryo/domain/rate-limits";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listen, NEGOTIATION_EVENTS, NOTIFICATION_RECEIVED, subscribe } from "../../test/realtime.js";
import { apiIdToken, startTestStack, type TestStack } from "../../test/stack.js";

let stack: TestStack;
let service: NegotiationEvents;
let port: number;
let memberToken: string;
let otherToken: string;
let providerToken: string;
let member: Awaited<ReturnType<typeof insertMember>>;
let other: Awaited<ReturnType<typeof insertMember>>;
let provider: Awaited<ReturnType<typeof insertProviderAccount>>;
let negotiationId: number;
let otherNegotiationId: number;

const signIn = (email: string) => apiIdToken(stack.apiUrl, email, PARTY_PASSWORD);

type Event = { change: string; actorSide: string; message: { body: string } | null; negotiationId: string };
const pickEvent = (data: Record<string, unknown>) => data.negotiationEvents as Event;
type Received = { unreadCount: number; notification: { id: string; notificationType: number; negotiationId: string } };
const pickNotification = (data: Record<string, unknown>) => data.notificationReceived as Received;
/** The rejection of a subscription the server refused with a GraphQL error of this kind. */
const refusedWith = (code: string) => ({
  errors: [expect.objectContaining({ extensions: expect.objectContaining({ code }) })],
});

async function providerMessage(id: number, body: string) {
  const messageId = await insertMessage(stack.db, id, 1, provider.accountId, body);
  return service.recordNegotiationEvent({ negotiationId: id, kind: "message", actorSide: "provider", messageId });
}

beforeAll(async () => {
  const apiDeps: Partial<AppDeps> = {
    onNegotiationEvents: (s) => {
      service = s;
    },
  };
  stack = await startTestStack({}, apiDeps);
  port = await listen(stack.bff);
  member = await insertMember(stack.db, "live-member@example.jp");
  other = await insertMember(stack.db, "live-other@example.jp");
  const negotiation = await insertNegotiation(stack.db, member.userId);
  negotiationId = negotiation.negotiationId;
  otherNegotiationId = (await insertNegotiation(stack.db, other.userId)).negotiationId;
  provider = await insertProviderAccount(stack.db, "live-vendor@example.jp", negotiation.providerId);
  [memberToken, otherToken, providerToken] = await Promise.all([
    signIn(member.email),
    signIn(other.email),
    signIn(provider.email),
  ]);
});
// Each test starts with no live listener (a disposed client's subscription ends asynchronously).
beforeEach(async () => {
  await stack.bff.realtime.hub.until((hub) => hub.listenerCount === 0);
});
afterAll(async () => {
  stack?.bff.httpServer.closeAllConnections();
  await stack?.close();
});

describe("negotiationEvents", () => {
  it("When the provider writes in the chat, then the member and the provider receive it live (through the api's stream)", async () => {
    const forMember = subscribe(
      port,
      NEGOTIATION_EVENTS,
      { id: String(negotiationId) },
      { idToken: memberToken, pick: pickEvent },
    );
    const forProvider = subscribe(
      port,
      NEGOTIATION_EVENTS,
      { id: String(negotiationId) },
      { idToken: providerToken, pick: pickEvent },
    );
    try {
      await stack.bff.realtime.hub.until((hub) => hub.listenerCount >= 2);
      await providerMessage(negotiationId, "日程のご提案です");

      for (const live of [forMember, forProvider]) {
        expect(await live.next()).toMatchObject({
          change: "MESSAGE",
          actorSide: "PROVIDER",
          negotiationId: String(negotiationId),
          message: { body: "日程のご提案です" },
        });
      }
    } finally {
      await forMember.dispose();
      await forProvider.dispose();
    }
  });

  it("When a member subscribes to someone else's negotiation, then it is refused and nothing is registered", async () => {
    await stack.bff.realtime.hub.until((hub) => hub.listenerCount === 0);
    const foreign = subscribe(
      port,
      NEGOTIATION_EVENTS,
      { id: String(otherNegotiationId) },
      { idToken: memberToken, pick: pickEvent },
    );
    await expect(foreign.ended).rejects.toMatchObject(refusedWith("NOT_FOUND"));
    expect(stack.bff.realtime.hub.listenerCount).toBe(0);
    // The provider of another service's negotiation is refused too, and so is a visitor.
    const visitor = subscribe(port, NEGOTIATION_EVENTS, { id: String(negotiationId) }, { pick: pickEvent });
    await expect(visitor.ended).rejects.toMatchObject(refusedWith("UNAUTHENTICATED"));
    await foreign.dispose();
    await visitor.dispose();
  });

  it("When the member withdraws, then the next event ends the subscription instead of reaching them", async () => {
    const withdrawn = await insertMember(stack.db, "live-withdrawn@example.jp");
    const { negotiationId: id } = await insertNegotiation(stack.db, withdrawn.userId);
    const live = subscribe(
      port,
      NEGOTIATION_EVENTS,
      { id: String(id) },
      { idToken: await signIn(withdrawn.email), pick: pickEvent },
    );
    try {
      await stack.bff.realtime.hub.until((hub) => hub.listenerCount >= 1);
      await stack.db
        .updateTable("accounts")
        .set({ withdrawn_at: new Date(), email: null, password_hash: null })
        .where("id", "=", withdrawn.accountId)
        .execute();
      await service.recordNegotiationEvent({ negotiationId: id, kind: "status", actorSide: "provider" });
      await live.ended;
      expect(live.values).toEqual([]);
    } finally {
      await live.dispose();
    }
  });
});

describe("notificationReceived", () => {
  it("When the provider writes, then only that negotiation's member gets the notification with the new unread count", async () => {
    const mine = subscribe(port, NOTIFICATION_RECEIVED, {}, { idToken: memberToken, pick: pickNotification });
    const others = subscribe(port, NOTIFICATION_RECEIVED, {}, { idToken: otherToken, pick: pickNotification });
    try {
      await stack.bff.realtime.hub.until((hub) => hub.listenerCount >= 2);
      const recorded = await providerMessage(negotiationId, "お見積りを添付しました");
      // Then an event of the other member: it arrives after the first one went by (one ordered stream).
      const otherRecorded = await service.recordNegotiationEvent({
        negotiationId: otherNegotiationId,
        kind: "status",
        actorSide: "provider",
      });

      const got = await mine.next();
      expect(got.notification).toMatchObject({
        id: String(recorded.notificationId),
        notificationType: 2,
        negotiationId: String(negotiationId),
      });
      expect(got.unreadCount).toBeGreaterThanOrEqual(1);
      const theirs = await others.next();
      expect(theirs.notification.id).toBe(String(otherRecorded.notificationId));
      expect(others.values).toHaveLength(1);
      expect(mine.values).toHaveLength(1);
    } finally {
      await mine.dispose();
      await others.dispose();
    }
  });

  it("When a provider account (no membership) subscribes to notifications, then it is refused", async () => {
    const live = subscribe(port, NOTIFICATION_RECEIVED, {}, { idToken: providerToken, pick: pickNotification });
    await expect(live.ended).rejects.toMatchObject(refusedWith("FORBIDDEN"));
    await live.dispose();
  });

  it("When the member queries and marks read over HTTP, then the list and the unread count follow", async () => {
    const gql = (query: string, variables: Record<string, unknown> = {}) =>
      request(stack.bff.httpServer)
        .post("/graphql")
        .set("authorization", `Bearer ${memberToken}`)
        .send({ query, variables })
        .expect(200);
    const list = await gql("{ notifications { unreadCount items { id isRead createdAt } } }");
    const items = list.body.data.notifications.items as { id: string; createdAt: string }[];
    expect(items.length).toBeGreaterThan(0);
    const newer = await gql("query ($t: DateTimeISO) { notifications(lastMessageTime: $t) { items { id } } }", {
      t: items[0]?.createdAt,
    });
    expect(newer.body.data.notifications.items).toEqual([]);
    const read = await gql("mutation ($id: ID!) { markNotificationRead(id: $id) }", { id: items[0]?.id });
    expect(read.body.data.markNotificationRead).toBe(list.body.data.notifications.unreadCount - 1);
  });
});

// The member mutations that act on the caller's own data only (no id of another member's object):
// another member's call must leave this member's data as it was, and parallel calls must neither fail
// nor exceed their limit.
describe("self-scoped member mutations, another member and parallel calls", () => {
  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    request(stack.bff.httpServer)
      .post("/graphql")
      .set("authorization", `Bearer ${token}`)
      .send({ query, variables })
      .expect(200);
  const unreadOf = async (userId: number) =>
    Number(
      (
        await stack.db
          .selectFrom("notifications")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("user_id", "=", userId)
          .where("read_at", "is", null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("When the other member marks all read (even 20 times at once), then this member's notifications stay unread", async () => {
    await stack.db
      .insertInto("notifications")
      .values([
        { user_id: member.userId, negotiation_id: negotiationId, notification_type: 2 },
        { user_id: other.userId, negotiation_id: otherNegotiationId, notification_type: 2 },
      ])
      .execute();
    const mine = await unreadOf(member.userId);
    expect(mine).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => gql(otherToken, "mutation { markAllNotificationsRead }")),
    );
    for (const res of answers) expect(res.body).toEqual({ data: { markAllNotificationsRead: 0 } });
    expect(await unreadOf(other.userId)).toBe(0);
    expect(await unreadOf(member.userId)).toBe(mine);
  });

  it("When the other member turns the status popup off (20 times at once), then only their own date is set", async () => {
    await stack.db.updateTable("members").set({ status_popup_closed_date: null }).execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => gql(otherToken, "mutation { turnOffStatusPopup }")),
    );
    // Every call succeeds (an error here names itself instead of a null date below).
    expect(answers.map((res) => res.body.errors)).toEqual(answers.map(() => undefined));
    const dates = new Set(answers.map((res) => res.body.data.turnOffStatusPopup as string));
    expect(dates.size).toBe(1);
    const rows = await stack.db
      .selectFrom("members")
      .select(["user_id", "status_popup_closed_date"])
      .where("user_id", "in", [member.userId, other.userId])
      .execute();
    const byUser = new Map(rows.map((r) => [r.user_id, r.status_popup_closed_date]));
    expect(byUser.get(member.userId)).toBeNull();
    expect(byUser.get(other.userId)).not.toBeNull();
  });

  it("When the other member updates their membership 20 times at once, then every call succeeds, their row holds one of the values and this member's row is untouched", async () => {
    const before = await stack.db
      .selectFrom("members")
      .selectAll()
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    const input = (n: number) => ({
      lastName: "更新",
      firstName: `花子${n}`,
      email: other.email,
      hospitalPrefecture: 27,
      hospitalName: "なにわ更新病院",
      department: 7,
      roleInDepartment: 6,
      position: "主任",
      workingCorporateType: 4,
      corporateTypes: [10],
      sickbedNumber: 50,
      emailMagazine: 2,
    });
    const names = Array.from({ length: 20 }, (_, n) => `花子${n}`);
    const answers = await Promise.all(
      names.map((_, n) =>
        gql(otherToken, "mutation ($input: MembershipInput!) { updateMembership(input: $input) }", {
          input: input(n),
        }),
      ),
    );
    for (const res of answers) expect(res.body).toEqual({ data: { updateMembership: true } });
    const theirs = await stack.db
      .selectFrom("members")
      .select(["first_name", "hospital_name"])
      .where("user_id", "=", other.userId)
      .execute();
    expect(theirs).toHaveLength(1);
    expect(names).toContain(theirs[0]?.first_name);
    expect(theirs[0]?.hospital_name).toBe("なにわ更新病院");
    const after = await stack.db
      .selectFrom("members")
      .selectAll()
      .where("user_id", "=", member.userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("When a member clicks one advertisement 20 times at once, then one click is counted for them and none for the other member", async () => {
    const ad = await stack.db.selectFrom("advertisements").select("id").orderBy("id").executeTakeFirstOrThrow();
    const countFor = async (userId: number) =>
      Number(
        (
          await stack.db
            .selectFrom("advertisement_clicks")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("advertisement_id", "=", ad.id)
            .where("user_id", "=", userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        gql(memberToken, "mutation ($id: ID!) { clickAdvertisementAsMember(id: $id) { linkUrl } }", {
          id: String(ad.id),
        }),
      ),
    );
    // Every click still leads to the advertiser; only the counting is limited.
    for (const res of answers) expect(res.body.data.clickAdvertisementAsMember.linkUrl).toMatch(/^https?:\/\//);
    expect(await countFor(member.userId)).toBe(AD_CLICK_COUNTED_LIMIT.limit);
    expect(await countFor(other.userId)).toBe(0);
  });
});

describe("the socket's Origin", () => {
  it("When a page of another origin (or the same host over another scheme) opens the socket, then the upgrade is refused", async () => {
    for (const origin of ["http://evil.example", `https://127.0.0.1:${port}`]) {
      const live = subscribe(port, NOTIFICATION_RECEIVED, {}, { idToken: memberToken, origin, pick: pickNotification });
      await expect(live.ended).rejects.toMatchObject({
        cause: expect.objectContaining({ message: "Unexpected server response: 401" }),
      });
      await live.dispose();
    }
    const same = subscribe(
      port,
      NOTIFICATION_RECEIVED,
      {},
      {
        idToken: memberToken,
        origin: `http://127.0.0.1:${port}`,
        pick: pickNotification,
      },
    );
    try {
      await stack.bff.realtime.hub.until((hub) => hub.listenerCount >= 1);
    } finally {
      await same.dispose();
    }
  });
});
