import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import { processLogger } from "../observability/logger.js";
import type { EventBus } from "./event-bus.js";
import { parseRealtimeEvent } from "./event-bus.js";

/** The channel name of the events (`${prefix}events`); tests use a unique prefix. */
const DEFAULT_EVENTS_CHANNEL_PREFIX = "iryo:";

export interface RedisEventBusOptions {
  readonly url: string;
  /** Prefix of the channel (default `iryo:`). */
  readonly prefix?: string;
  readonly log?: (message: string, error?: unknown) => void;
}

/** How long one PUBLISH may take before it is counted as failed and kept for later (ADR 105). */
const PUBLISH_TIMEOUT_MS = 500;
/** Events kept while Redis is away, sent again once it is back; the oldest go first beyond this. */
const PUBLISH_BUFFER_SIZE = 1000;

/**
 * Redis pub/sub: `publish` sends to the channel, every subscriber of every process receives
 * (including this one, through its own subscription, so that there is one delivery path).
 *
 * `publish` never waits on Redis (ADR 105): it hands the event to the connection and answers at once.
 * While Redis is away (no connection, or a command not answered within PUBLISH_TIMEOUT_MS) events are
 * kept in order (up to PUBLISH_BUFFER_SIZE) and sent once the connection is ready again. Relays that
 * were away themselves catch up from the event log (`seq`), so what they miss here is not lost.
 */
export async function createRedisEventBus({
  url,
  prefix = DEFAULT_EVENTS_CHANNEL_PREFIX,
  log = (message, error) => processLogger().error({ err: error }, `[events] ${message}`),
}: RedisEventBusOptions): Promise<EventBus> {
  const channel = `${prefix}events`;
  // No offline queue and no retries: a command fails at once when the connection is down, instead of
  // waiting for the reconnection (which held a chat send for ~4 s).
  const publisher = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: PUBLISH_TIMEOUT_MS,
    socketTimeout: PUBLISH_TIMEOUT_MS,
  });
  const subscriber = new Redis(url, { lazyConnect: true });
  let quietUntil = 0;
  const logOnce = (message: string, error: unknown) => {
    // One line per outage burst, not one per reconnection attempt.
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 10_000;
    log(message, error);
  };
  publisher.on("error", (error) => logOnce("redis publisher", error));
  subscriber.on("error", (error) => logOnce("redis subscriber", error));
  await publisher.connect();
  await subscriber.connect();
  await subscriber.subscribe(channel);
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    const event = parseRealtimeEvent(text);
    if (event) emitter.emit("event", event);
    else log(`ignored a malformed event on ${channel}`);
  });

  // Events not yet sent, in order; one sender at a time drains them.
  const pending: string[] = [];
  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    try {
      while (pending.length > 0 && publisher.status === "ready") {
        try {
          await publisher.publish(channel, pending[0] as string);
          pending.shift();
        } catch (error) {
          logOnce("publishing to redis failed; kept for later", error);
          return;
        }
      }
    } finally {
      draining = false;
    }
  };
  publisher.on("ready", () => void drain());
  // A timed-out command leaves the connection "ready": try again now and then.
  const retry = setInterval(() => {
    if (pending.length > 0) void drain();
  }, 1000);
  retry.unref();

  return {
    async publish(event) {
      pending.push(JSON.stringify(event));
      if (pending.length > PUBLISH_BUFFER_SIZE) pending.shift();
      void drain();
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    async close() {
      clearInterval(retry);
      emitter.removeAllListeners();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
