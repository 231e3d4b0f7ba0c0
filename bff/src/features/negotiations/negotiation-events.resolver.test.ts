import "reflect-metadata";
import type { NegotiationEvent as RestNegotiationEvent } from "@iryo/domain/contracts/realtime-events";
import { TOKEN_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import { describe, expect, it } from "vitest";
import { errorOf, fakeContext, fakeSocket, json } from "../../test/fake-context.js";
import { NegotiationChange } from "./negotiation-event.type.js";
import { subscribeNegotiation } from "./negotiation-events.resolver.js";

const messageEvent = (eventId: string): RestNegotiationEvent => ({
  type: "negotiation",
  event_id: eventId,
  negotiation_id: 1,
  user_id: 12,
  provider_id: 3,
  change: "message",
  actor_side: "provider",
  status: 2,
  message: { message_id: 9, sender_type: 1, body: "こんにちは", created_at: "2026-11-25T00:00:00.000Z" },
  file: null,
  occurred_at: "2026-11-25T00:00:00.000Z",
});

const notFound = () => json(404, { error_code: "0109005" });

describe("subscribeNegotiation", () => {
  it("When a negotiation's events are subscribed over HTTP, then the answer is BAD_USER_INPUT 0109004", async () => {
    const error = await errorOf(subscribeNegotiation(fakeContext({}), "1"));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", errorCode: "0109004" });
  });

  it("When the socket's token has expired, then the subscription is refused as UNAUTHENTICATED", async () => {
    const { realtime } = fakeSocket(() => json(200, { negotiation_id: 1, side: "member" }), { value: undefined });
    const error = await errorOf(subscribeNegotiation(fakeContext({}, { realtime }), "1"));
    expect(error.extensions).toMatchObject({ code: "UNAUTHENTICATED", errorCode: TOKEN_EXPIRED_CODE });
  });

  it("When the caller is no party of the negotiation, then the subscription is refused as NOT_FOUND", async () => {
    const { realtime } = fakeSocket(notFound);
    const error = await errorOf(subscribeNegotiation(fakeContext({}, { realtime }), "1"));
    expect(error.extensions).toMatchObject({ code: "NOT_FOUND" });
  });

  it("When a party subscribes, then each event arrives converted, and the subscription ends once access is lost", async () => {
    let access = true;
    const { hub, realtime } = fakeSocket((path) =>
      path === "/v1/events/negotiations/1/access" && access
        ? json(200, { negotiation_id: 1, side: "member" })
        : notFound(),
    );
    const events = (await subscribeNegotiation(fakeContext({}, { realtime }), "1"))[Symbol.asyncIterator]();
    hub.dispatch(messageEvent("e1"));
    const first = await events.next();
    expect(first.done).toBe(false);
    expect(first.value).toMatchObject({
      eventId: "e1",
      change: NegotiationChange.MESSAGE,
      status: 2,
      message: { id: "9", body: "こんにちは" },
      file: null,
    });
    access = false;
    hub.dispatch(messageEvent("e2"));
    await expect(events.next()).resolves.toMatchObject({ done: true });
  });

  it("When the socket's token expires between events, then the subscription ends quietly", async () => {
    const { hub, realtime, token } = fakeSocket(() => json(200, { negotiation_id: 1, side: "member" }));
    const events = (await subscribeNegotiation(fakeContext({}, { realtime }), "1"))[Symbol.asyncIterator]();
    token.value = undefined;
    hub.dispatch(messageEvent("e1"));
    await expect(events.next()).resolves.toMatchObject({ done: true });
  });
});
