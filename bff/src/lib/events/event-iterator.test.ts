import { describe, expect, it } from "vitest";
import { EventHub } from "./event-hub.js";
import { END, eventIterator, SKIP } from "./event-iterator.js";

function source() {
  let push: ((n: number) => void) | undefined;
  let registered = 0;
  const register = (p: (n: number) => void) => {
    push = p;
    registered += 1;
    return () => {
      registered -= 1;
    };
  };
  return { register, push: (n: number) => push?.(n), registered: () => registered };
}

describe("eventIterator", () => {
  it("When events are transformed at different speeds, then they are yielded in arrival order and skipped ones drop out", async () => {
    const s = source();
    const it = eventIterator<number, number>(s.register, async (n) => {
      await new Promise((r) => setTimeout(r, n === 1 ? 20 : 0));
      return n === 2 ? SKIP : n * 10;
    });
    s.push(1);
    s.push(2);
    s.push(3);
    expect(await it.next()).toEqual({ done: false, value: 10 });
    expect(await it.next()).toEqual({ done: false, value: 30 });
  });

  it("When return() is called while next() waits, then it unregisters at once and the waiting next() ends", async () => {
    const s = source();
    const it = eventIterator<number, number>(s.register, async (n) => n);
    const waiting = it.next();
    expect(s.registered()).toBe(1);
    await it.return?.();
    expect(s.registered()).toBe(0);
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it("When the transform answers END, then the iterator completes and unregisters; an error ends it with that error", async () => {
    const s = source();
    const ended = eventIterator<number, number>(s.register, async () => END);
    s.push(1);
    expect(await ended.next()).toEqual({ done: true, value: undefined });
    expect(s.registered()).toBe(0);

    const t = source();
    const failing = eventIterator<number, number>(t.register, async () => {
      throw new Error("boom");
    });
    t.push(1);
    await expect(failing.next()).rejects.toThrow("boom");
    expect(t.registered()).toBe(0);
  });
});

describe("EventHub", () => {
  const negotiationEvent = (id: string, negotiationId: number) => ({
    type: "negotiation" as const,
    event_id: id,
    negotiation_id: negotiationId,
    user_id: 1,
    provider_id: 1,
    change: "message" as const,
    actor_side: "provider" as const,
    status: 1,
    message: null,
    file: null,
    occurred_at: new Date(0).toISOString(),
  });

  it("When an event comes twice or for another key, then each listener gets only its own, once", () => {
    const hub = new EventHub();
    const got: string[] = [];
    const off = hub.onNegotiation(7, (e) => got.push(e.event_id));
    hub.onNegotiation(8, (e) => got.push(`other:${e.event_id}`));
    hub.dispatch(negotiationEvent("a", 7));
    hub.dispatch(negotiationEvent("a", 7));
    hub.dispatch(negotiationEvent("b", 9));
    off();
    hub.dispatch(negotiationEvent("c", 7));
    expect(got).toEqual(["a"]);
    expect(hub.listenerCount).toBe(1);
  });
});
