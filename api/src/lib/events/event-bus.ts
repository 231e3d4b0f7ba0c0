import { EventEmitter } from "node:events";
import { type RealtimeEvent, realtimeEventSchema } from "@iryo/domain/contracts/realtime-events";

/**
 * Where the api publishes its real-time events (ADR 080). In-process by default; with REDIS_URL
 * every api and BFF instance subscribed to the same channel gets them.
 */
export interface EventBus {
  publish(event: RealtimeEvent): Promise<void>;
  /** Calls `listener` for every event published anywhere on the bus; returns the unsubscribe. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

/** The default: one process, no broker. */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit("event", event);
    },
    subscribe(listener) {
      emitter.on("event", listener);
      return () => emitter.off("event", listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A JSON text from the wire as an event, or undefined (logged by the caller) when it is not one. */
export function parseRealtimeEvent(text: string): RealtimeEvent | undefined {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
