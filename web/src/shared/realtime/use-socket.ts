// The hooks the bell and the chat share over the subscription socket: its state as React state, and
// the reopening of a subscription the server ended.

import { useEffect, useSyncExternalStore } from "react";
import { socketStatus } from "./socket-status";

const subscribeSocket = (onChange: () => void) => socketStatus.subscribe(onChange);

/** The socket's state and how many times it has connected (a change means "catch up"). */
export function useSocketStatus() {
  const state = useSyncExternalStore(
    subscribeSocket,
    () => socketStatus.state,
    () => socketStatus.state,
  );
  const connections = useSyncExternalStore(
    subscribeSocket,
    () => socketStatus.connections,
    () => socketStatus.connections,
  );
  return { state, connections };
}

/**
 * Once a subscription has `ended` (the server ends it when the socket's session expired), reopens the
 * socket with fresh cookies after `delayMs` and restarts the subscription. `setEnded` is a state setter.
 */
export function useResubscribe(
  ended: boolean,
  setEnded: (ended: boolean) => void,
  restart: () => void,
  delayMs: number,
) {
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(() => {
      socketStatus.restart();
      setEnded(false);
      restart();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [ended, setEnded, restart, delayMs]);
}
