// Test helpers of the live relay: a BFF listening on a free port, and graphql-ws clients that open
// their socket with the session cookie (or a foreign Origin) the way a browser would.

import type { AddressInfo } from "node:net";
import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";
import type { BffServer } from "../app.js";

/** Listens on 127.0.0.1:0; answers the port. */
export async function listen(bff: BffServer): Promise<number> {
  if (!bff.httpServer.listening) {
    await new Promise<void>((resolve) => bff.httpServer.listen(0, "127.0.0.1", resolve));
  }
  return (bff.httpServer.address() as AddressInfo).port;
}

export interface LiveSubscription<T> {
  readonly values: T[];
  /** The next value (already received or still to come). */
  next(): Promise<T>;
  /** Settles when the server ends the subscription: resolves on complete, rejects on error. */
  readonly ended: Promise<void>;
  dispose(): Promise<void>;
}

function socketClient(port: number, headers: Record<string, string> = {}): Client {
  class HeaderSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: HeaderSocket, retryAttempts: 0 });
}

/** Subscribes with `id_token` as the session cookie (what the BFF set at sign-in). */
export function subscribe<T>(
  port: number,
  query: string,
  variables: Record<string, unknown>,
  options: { idToken?: string; origin?: string; pick: (data: Record<string, unknown>) => T },
): LiveSubscription<T> {
  const headers: Record<string, string> = {};
  if (options.idToken) headers.cookie = `iryo_id=${options.idToken}`;
  if (options.origin) headers.origin = options.origin;
  const client = socketClient(port, headers);
  const values: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  let read = 0;
  const ended = new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) {
            reject(Object.assign(new Error(result.errors[0]?.message), { errors: result.errors }));
            return;
          }
          const value = options.pick(result.data as Record<string, unknown>);
          values.push(value);
          waiting.shift()?.(value);
        },
        error: (error) =>
          reject(error instanceof Error ? error : Object.assign(new Error("subscription error"), { cause: error })),
        complete: () => resolve(),
      },
    );
  });
  ended.catch(() => {});
  return {
    values,
    next() {
      const index = read;
      read += 1;
      if (index < values.length) return Promise.resolve(values[index] as T);
      return new Promise<T>((resolve, reject) => {
        waiting.push(resolve);
        ended.then(() => reject(new Error("subscription ended")), reject);
      });
    },
    ended,
    dispose: () => client.dispose() as Promise<void>,
  };
}

export const NEGOTIATION_EVENTS = `subscription ($id: ID!) {
  negotiationEvents(negotiationId: $id) { eventId negotiationId change actorSide status message { id body senderType } file { id originalName } }
}`;

export const NOTIFICATION_RECEIVED = `subscription {
  notificationReceived { unreadCount notification { id notificationType negotiationId message isRead } }
}`;
