import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { EventBus } from "./event-bus.js";
import { parseRealtimeEvent } from "./event-bus.js";

/** The channel name of the events (`${prefix}events`); tests use a unique prefix. */
export const DEFAULT_EVENTS_CHANNEL_PREFIX = "iryo:";

export interface RedisEventBusOptions {
  readonly url: string;
  /** Prefix of the channel (default `iryo:`). */
  readonly prefix?: string;
  readonly log?: (message: string, error?: unknown) => void;
}

/**
 * Redis pub/sub: `publish` sends to the channel, every subscriber of every process receives
 * (including this one, through its own subscription, so that there is one delivery path).
 * At-most-once: an instance that is disconnected misses events; clients catch up by polling (ADR 080).
 */
export async function createRedisEventBus({
  url,
  prefix = DEFAULT_EVENTS_CHANNEL_PREFIX,
  log = (message, error) => console.error(`[events] ${message}`, error ?? ""),
}: RedisEventBusOptions): Promise<EventBus> {
  const channel = `${prefix}events`;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on("error", (error) => log("redis publisher", error));
  subscriber.on("error", (error) => log("redis subscriber", error));
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
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    async close() {
      emitter.removeAllListeners();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
