import { createInProcessEventBus, type EventBus } from "./event-bus.js";
import { createRedisEventBus } from "./redis-event-bus.js";

/** Redis pub/sub when `redisUrl` is given, otherwise in-process (ADR 080). */
export function createEventBus(options: { redisUrl?: string | undefined; prefix?: string }): Promise<EventBus> {
  if (!options.redisUrl) return Promise.resolve(createInProcessEventBus());
  return createRedisEventBus({ url: options.redisUrl, ...(options.prefix ? { prefix: options.prefix } : {}) });
}
