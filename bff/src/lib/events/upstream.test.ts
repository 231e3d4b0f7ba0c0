import { describe, expect, it } from "vitest";
import { createSseUpstream } from "./upstream.js";

/** A fetch that answers each call with the next scripted SSE body, then ends that stream. */
function scriptedFetch(bodies: string[], seen: (headers: Headers) => void): typeof fetch {
  let call = 0;
  return (async (_url: unknown, init?: RequestInit) => {
    seen(new Headers(init?.headers));
    const body = bodies[call] ?? null;
    call += 1;
    if (body === null) return new Promise<Response>(() => {}); // hangs: no more connections
    return new Response(new Blob([body]).stream(), { headers: { "content-type": "text/event-stream" } });
  }) as typeof fetch;
}

const event = (seq: number, id: string) =>
  `id: ${seq}\nevent: notification\ndata: ${JSON.stringify({
    type: "notification",
    event_id: id,
    user_id: 1,
    notification_id: seq,
    negotiation_id: 1,
    created_at: new Date(0).toISOString(),
  })}\n\n`;
const hello = (seq: number, instance: string, oldest: number) =>
  `id: ${seq}\nevent: hello\ndata: ${JSON.stringify({ instance, oldest })}\n\n`;

describe("the api's event stream as upstream", () => {
  it("When the stream reconnects to the same api with a full replay, then no gap; to a restarted api, then a gap", async () => {
    const lastIds: (string | null)[] = [];
    const received: string[] = [];
    let gaps = 0;
    const upstream = createSseUpstream({
      apiUrl: "http://api.test",
      sink: (e) => received.push(e.event_id),
      log: () => {},
      fetch: scriptedFetch(
        [
          hello(2, "A", 1) + event(3, "e3"),
          // Same process: it replays 4 and says hello.
          event(4, "e4") + hello(4, "A", 1),
          // Another process (restarted): its sequence started again.
          hello(0, "B", 1),
        ],
        (headers) => lastIds.push(headers.get("last-event-id")),
      ),
    });
    upstream.onGap(() => {
      gaps += 1;
    });
    await upstream.ready();
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (lastIds.length >= 4) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    await upstream.close();
    expect(received).toEqual(["e3", "e4"]);
    expect(lastIds.slice(0, 3)).toEqual([null, "3", "4"]);
    expect(gaps).toBe(1);
  });

  it("When the api refuses the first connections (it is still starting), then they are retried every 250 ms without a log line, and a refusal after it answered is logged", async () => {
    const refusal = () =>
      new TypeError("fetch failed", { cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }) });
    const logged: string[] = [];
    const attempts: number[] = [];
    let call = 0;
    const upstream = createSseUpstream({
      apiUrl: "http://api.test",
      sink: () => {},
      log: (message) => logged.push(message),
      fetch: (async () => {
        call += 1;
        attempts.push(Date.now());
        // Refused twice while starting, then the stream (which ends), then refused again.
        if (call <= 2 || call === 4) throw refusal();
        if (call === 3) return new Response(new Blob([hello(1, "A", 1)]).stream());
        return new Promise<Response>(() => {});
      }) as typeof fetch,
    });
    await upstream.ready();
    expect(call).toBe(3);
    expect(logged).toEqual([]);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (call >= 5) {
          clearInterval(check);
          resolve();
        }
      }, 20);
    });
    await upstream.close();
    expect(logged).toEqual(["event stream from the api lost; reconnecting"]);
    // Waited before retrying (a timer never fires early), not at once.
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(200);
  });
});
