import { type RealtimeEvent, realtimeEventSchema } from "@iryo/domain/contracts/realtime-events";
import { Redis } from "ioredis";

/** Where the BFF receives the api's events from (ADR 080). */
export interface EventUpstream {
  /**
   * Called when events may have been lost (the upstream reconnected and could not replay them):
   * the subscriptions then end, and their clients reconnect and catch up through the REST lists.
   */
  onGap(listener: () => void): () => void;
  /** Resolves once events flow (the Redis subscription is confirmed / the stream said hello). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

type Sink = (event: RealtimeEvent) => void;

function gapSignal() {
  const listeners = new Set<() => void>();
  return {
    onGap(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signal() {
      for (const listener of [...listeners]) listener();
    },
  };
}
type Log = (message: string, error?: unknown) => void;

const defaultLog: Log = (message, error) => console.error(`[bff] ${message}`, error ?? "");

function parse(text: string): RealtimeEvent | undefined {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The api's events through Redis pub/sub (REDIS_URL): the same channel every api instance publishes to. */
export function createRedisUpstream(options: {
  readonly url: string;
  readonly prefix: string;
  readonly sink: Sink;
  readonly log?: Log;
}): EventUpstream {
  const log = options.log ?? defaultLog;
  const channel = `${options.prefix}events`;
  const subscriber = new Redis(options.url, { lazyConnect: true });
  const gap = gapSignal();
  let readyOnce = false;
  subscriber.on("error", (error) => log("redis upstream", error));
  // ioredis reconnects and resubscribes by itself; what was published meanwhile is lost.
  subscriber.on("ready", () => {
    if (readyOnce) gap.signal();
    readyOnce = true;
  });
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    const event = parse(text);
    if (event) options.sink(event);
    else log(`ignored a malformed event on ${channel}`);
  });
  let started: Promise<void> | undefined;
  return {
    onGap: gap.onGap,
    ready() {
      started ??= subscriber
        .connect()
        .then(() => subscriber.subscribe(channel))
        .then(() => undefined);
      return started;
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

/**
 * The api's events through its internal stream GET /v1/events/stream (Server-Sent Events), for a
 * BFF without Redis. Connects on first use, reconnects with Last-Event-ID (the api replays what was
 * missed from its recent events), backing off up to 5 s.
 */
export function createSseUpstream(options: {
  readonly apiUrl: string;
  readonly secret?: string | undefined;
  readonly sink: Sink;
  readonly fetch?: typeof fetch;
  readonly log?: Log;
}): EventUpstream {
  const log = options.log ?? defaultLog;
  const doFetch = options.fetch ?? fetch;
  const url = new URL("/v1/events/stream", options.apiUrl);
  let lastEventId: string | undefined;
  let instance: string | undefined;
  const gap = gapSignal();
  let controller: AbortController | undefined;
  let closed = false;
  let started = false;
  let readyResolve: (() => void) | undefined;
  const readyPromise = new Promise<void>((resolve) => {
    readyResolve = resolve;
  });

  const consume = async (): Promise<void> => {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (options.secret) headers.authorization = `Bearer ${options.secret}`;
    if (lastEventId !== undefined) headers["last-event-id"] = lastEventId;
    const previousId = lastEventId;
    const response = await doFetch(url, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        let name = "message";
        let id: string | undefined;
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) name = line.slice(7);
          else if (line.startsWith("id: ")) id = line.slice(4);
          else if (line.startsWith("data: ")) data.push(line.slice(6));
        }
        if (id !== undefined) lastEventId = id;
        if (name === "hello") {
          const hello = JSON.parse(data.join("\n") || "{}") as { instance?: string; oldest?: number };
          const replayedFrom = Number(previousId ?? Number.NaN) + 1;
          if (instance !== undefined && (hello.instance !== instance || !(replayedFrom >= (hello.oldest ?? 0)))) {
            gap.signal();
          }
          instance = hello.instance;
          readyResolve?.();
          continue;
        }
        if (data.length === 0) continue;
        const event = parse(data.join("\n"));
        if (event) options.sink(event);
        else log("ignored a malformed event from the api stream");
      }
    }
  };

  const loop = async () => {
    let delay = 250;
    while (!closed) {
      try {
        await consume();
        delay = 250;
      } catch (error) {
        if (closed) return;
        log("event stream from the api lost; reconnecting", error instanceof Error ? error.message : error);
      }
      if (closed) return;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      delay = Math.min(delay * 2, 5000);
    }
  };

  return {
    onGap: gap.onGap,
    ready() {
      if (!started) {
        started = true;
        void loop();
      }
      return readyPromise;
    },
    async close() {
      closed = true;
      controller?.abort();
    },
  };
}
