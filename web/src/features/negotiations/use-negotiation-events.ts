import { useEffect, useRef, useState } from "react";
import { useResubscribe, useSocketStatus } from "../../shared/realtime/use-socket";
import { type NegotiationEventsSubscription, useNegotiationEventsSubscription } from "./NegotiationEvents.generated";

export type LiveNegotiationEvent = NegotiationEventsSubscription["negotiationEvents"];

/** How long after an ended subscription (expired socket session) the socket is reopened. */
const RESUBSCRIBE_MS = 5_000;

export interface NegotiationEventsOptions {
  /** Called once per event, in order (append a message, a file, show the new status). */
  readonly onEvent?: (event: LiveNegotiationEvent) => void;
  /**
   * Called when the socket (re)connects after the first time: events may have been missed meanwhile,
   * so refetch the chat / files (the list then holds everything; dedupe by id).
   */
  readonly onReconnect?: () => void;
  readonly skip?: boolean;
}

/**
 * Messages, files and status changes of one negotiation as they happen (ADR 080), for the chat and
 * file tabs of /negotiation/detail/{id}. `live` is false while the socket is down: the caller may
 * then poll. The server refuses anyone but the negotiation's member or provider.
 */
export function useNegotiationEvents(negotiationId: string | undefined, options: NegotiationEventsOptions = {}) {
  const [events, setEvents] = useState<LiveNegotiationEvent[]>([]);
  const [ended, setEnded] = useState(false);
  const [refused, setRefused] = useState(false);
  const callbacks = useRef(options);
  callbacks.current = options;
  const { state: socketState, connections } = useSocketStatus();
  const skip = options.skip === true || !negotiationId || refused;

  const subscription = useNegotiationEventsSubscription({
    variables: { negotiationId: negotiationId ?? "" },
    skip,
    onData: ({ data }) => {
      const event = data.data?.negotiationEvents;
      if (!event) return;
      setEvents((current) => (current.some((e) => e.eventId === event.eventId) ? current : [...current, event]));
      callbacks.current.onEvent?.(event);
    },
    onError: () => setRefused(true),
    onComplete: () => setEnded(true),
  });

  useResubscribe(ended, setEnded, subscription.restart, RESUBSCRIBE_MS);

  const firstConnection = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (skip || connections === 0) return;
    firstConnection.current ??= connections;
    if (connections > firstConnection.current) callbacks.current.onReconnect?.();
  }, [connections, skip]);

  return {
    events,
    lastEvent: events.at(-1),
    live: !skip && !ended && socketState === "connected",
    refused,
  };
}
