import { type RealtimeEvent, realtimeEventSchema } from "@iryo/domain/contracts/realtime-events";
import { Redis } from "ioredis";
import { processLogger } from "../observability/logger.js";

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

const defaultLog: Log = (message, error) => processLogger().error({ err: error }, message);

function parse(text: string): RealtimeEvent | undefined {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How long one catch-up call to the api may take (ADR 105). */
const CATCH_UP_TIMEOUT_MS = 5_000;

/** What GET /v1/events/since answers (the api's event log, ADR 105). */
interface EventLogPage {
  readonly events: readonly unknown[];
  readonly head: number;
  readonly oldest: number;
}

/**
 * The api's events through Redis pub/sub (REDIS_URL): the same channel every api instance publishes to.
 *
 * Redis may go away (ADR 105). ioredis reconnects and resubscribes by itself; what was published
 * meanwhile is read from the api's event log (GET /v1/events/since?after=<last seq seen>) once the
 * subscription is confirmed again, so subscriptions stay open and miss nothing (the hub drops what
 * arrives twice). Only when the log cannot fill the gap (this BFF never learnt a seq, or the events
 * were pruned) is a gap signalled, and the subscriptions end as before.
 */
export function createRedisUpstream(options: {
  readonly url: string;
  readonly prefix: string;
  readonly sink: Sink;
  /** The api whose event log fills what Redis lost, and the stream's secret it asks for. */
  readonly apiUrl: string;
  readonly secret?: string | undefined;
  readonly fetch?: typeof fetch;
  readonly log?: Log;
}): EventUpstream {
  const log = options.log ?? defaultLog;
  const doFetch = options.fetch ?? fetch;
  const channel = `${options.prefix}events`;
  const subscriber = new Redis(options.url, { lazyConnect: true });
  const gap = gapSignal();
  let readyOnce = false;
  let closed = false;
  /** The newest seq of the event log this BFF has seen (from an event, or the head at start). */
  let lastSeq: number | undefined;
  /**
   * Where the catch-up starts: lastSeq when the connection was lost. Events that come by Redis after the
   * reconnection move lastSeq but not this, so that what was published before them is still read.
   */
  let behind: { readonly from: number | undefined } | undefined;
  /** Connections lost so far: a catch-up that saw another loss leaves `behind` for the next one. */
  let losses = 0;
  subscriber.on("close", () => {
    if (!readyOnce) return; // not yet connected: nothing was missed
    losses += 1;
    behind ??= { from: lastSeq };
  });
  let quietUntil = 0;
  subscriber.on("error", (error) => {
    // One line per outage burst, not one per reconnection attempt.
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 10_000;
    log("redis upstream", error);
  });

  const deliver = (event: RealtimeEvent) => {
    if (event.seq !== undefined && (lastSeq === undefined || event.seq > lastSeq)) lastSeq = event.seq;
    options.sink(event);
  };

  const readLog = async (after: number | undefined): Promise<EventLogPage> => {
    const url = new URL("/v1/events/since", options.apiUrl);
    if (after !== undefined) url.searchParams.set("after", String(after));
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.secret) headers.authorization = `Bearer ${options.secret}`;
    const response = await doFetch(url, { headers, signal: AbortSignal.timeout(CATCH_UP_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the event log answered ${response.status}`);
    return (await response.json()) as EventLogPage;
  };

  /** Retries `step` (backing off up to 5 s) until it succeeds or the upstream is closed. */
  const persist = async (what: string, step: () => Promise<void>) => {
    let delay = 250;
    while (!closed) {
      try {
        await step();
        return;
      } catch (error) {
        if (closed) return;
        log(`${what}; retrying`, error instanceof Error ? error.message : error);
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        delay = Math.min(delay * 2, 5000);
      }
    }
  };

  /** After a reconnection: the subscription confirmed, then everything logged after the loss. */
  const catchUp = () =>
    persist("catching up from the api's event log failed", async () => {
      const lossesAtStart = losses;
      // Confirmed here, so whatever is published from now on comes by Redis (autoResubscribe sends
      // the same SUBSCRIBE; doing it ourselves tells us when it holds).
      await subscriber.subscribe(channel);
      if (!behind) return;
      const start = behind.from;
      if (start === undefined) {
        gap.signal(); // this BFF never learnt where the log stood
        behind = undefined;
        return;
      }
      let from = start;
      for (;;) {
        const page = await readLog(from);
        if (page.oldest > from + 1 && page.head > from) {
          gap.signal(); // pruned: the log no longer holds what was missed
          break;
        }
        const before = from;
        for (const item of page.events) {
          const event = realtimeEventSchema.safeParse(item);
          if (!event.success) continue;
          deliver(event.data);
          from = Math.max(from, event.data.seq ?? from);
        }
        if (page.events.length === 0 || page.head <= from || from === before) break;
      }
      if (losses === lossesAtStart) behind = undefined;
    });

  subscriber.on("ready", () => {
    if (readyOnce) void catchUp();
    readyOnce = true;
  });
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    const event = parse(text);
    if (event) deliver(event);
    else log(`ignored a malformed event on ${channel}`);
  });
  let started: Promise<void> | undefined;
  return {
    onGap: gap.onGap,
    ready() {
      started ??= subscriber
        .connect()
        .then(() => subscriber.subscribe(channel))
        .then(async () => {
          // Where a later catch-up starts from (an event seen meanwhile may already be newer). Tried
          // once before events count as flowing; if the api does not answer, again in the background.
          const readHead = async () => {
            const { head } = await readLog(undefined);
            if (lastSeq === undefined || head > lastSeq) lastSeq = head;
          };
          await readHead().catch(() => void persist("reading the head of the api's event log failed", readHead));
        });
      return started;
    },
    async close() {
      closed = true;
      subscriber.disconnect();
    },
  };
}

/** How long the SSE upstream waits quietly, at its first connection, for an api that is still starting. */
const STARTING_API_GRACE_MS = 60_000;

/** Whether `error` (or what caused it: fetch wraps it) is a refused TCP connection. */
function refused(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth += 1) {
    if ("code" in cause && cause.code === "ECONNREFUSED") return true;
    cause = cause.cause;
  }
  return false;
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
    const firstAttempt = Date.now();
    while (!closed) {
      try {
        await consume();
        delay = 250;
      } catch (error) {
        if (closed) return;
        // `npm start` starts the api and the BFF at once (ADR 187): until the api has answered once and
        // for STARTING_API_GRACE_MS, a refused connection is the api still starting: retried every 250 ms,
        // unlogged. Any other failure (an answer that is not the stream) is logged as before.
        if (instance === undefined && refused(error) && Date.now() - firstAttempt < STARTING_API_GRACE_MS) {
          await new Promise((resolve) => setTimeout(resolve, 250).unref());
          continue;
        }
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
