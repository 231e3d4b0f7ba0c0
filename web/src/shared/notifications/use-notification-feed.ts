import { NOTIFICATION_POLL_INTERVAL_MS } from "@iryo/domain/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { useResubscribe, useSocketStatus } from "../realtime/use-socket";
import {
  type NotificationBell_NotificationFragment,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationReceivedSubscription,
  useNotificationsQueryLazyQuery,
} from "./Notifications.generated";

export type BellNotification = NotificationBell_NotificationFragment;

/** How many notifications the dropdown keeps (newest first). */
const KEPT = 50;
/** A second catch-up after a (re)connection, once the server has surely registered the subscription. */
const SETTLE_MS = 3_000;

const byNewest = (a: BellNotification, b: BellNotification) =>
  b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id);

/** Adds `incoming` to `current`: one entry per id (the newer state wins), newest first. */
function mergeNotifications(
  current: readonly BellNotification[],
  incoming: readonly BellNotification[],
): BellNotification[] {
  const byId = new Map(current.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, { ...byId.get(n.id), ...n });
  return [...byId.values()].sort(byNewest).slice(0, KEPT);
}

/**
 * The bell's notifications (product §4.5, ADR 080): one first load, then live through the
 * `notificationReceived` subscription; while the socket is down (or the subscription ended) it polls
 * every 15 s with `lastMessageTime` = the newest it holds and prepends what is new. On every
 * (re)connection it catches up the same way, so nothing is missed and nothing shows twice (one
 * entry per id). A poll is skipped while the previous fetch is still running (the reload flag).
 * Mount it only for a signed-in member: nothing runs while logged out.
 */
export function useNotificationFeed({
  isOnScreen,
}: {
  /** Whether the member is looking at what a notification tells of (its chat is open): it arrives read. */
  readonly isOnScreen?: (notification: BellNotification) => boolean;
} = {}) {
  const [items, setItems] = useState<BellNotification[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  const [subscriptionEnded, setSubscriptionEnded] = useState(false);
  const newest = useRef<string | null>(null);
  const reloading = useRef(false);
  const { state: socketState, connections } = useSocketStatus();
  // Each load asks the server: notifications are other people's writes (a reply, a status change).
  const [load] = useNotificationsQueryLazyQuery({ fetchPolicy: "network-only" });
  const onScreen = useRef(isOnScreen);
  onScreen.current = isOnScreen;
  const [markOne] = useMarkNotificationReadMutation();
  const [markAll] = useMarkAllNotificationsReadMutation();

  const take = useCallback((incoming: readonly BellNotification[], unread: number) => {
    setItems((current) => {
      const merged = mergeNotifications(current, incoming);
      newest.current = merged[0]?.createdAt ?? newest.current;
      return merged;
    });
    setUnreadCount(unread);
  }, []);

  const fetchNewer = useCallback(async () => {
    if (reloading.current) return;
    reloading.current = true;
    try {
      const result = await load({ variables: { lastMessageTime: newest.current } });
      const list = result.data?.notifications;
      if (list) {
        take(list.items, list.unreadCount);
        setState("ready");
      } else if (result.error) {
        setState((s) => (s === "loading" ? "error" : s));
      }
    } catch {
      setState((s) => (s === "loading" ? "error" : s));
    } finally {
      reloading.current = false;
    }
  }, [load, take]);

  useEffect(() => {
    void fetchNewer();
  }, [fetchNewer]);

  const subscription = useNotificationReceivedSubscription({
    onData: ({ data }) => {
      const received = data.data?.notificationReceived;
      if (!received) return;
      const { notification, unreadCount: unread } = received;
      if (notification.isRead || !onScreen.current?.(notification)) {
        take([notification], unread);
        return;
      }
      // Already seen in the open chat: it must not raise the bell; the server's count follows the mark.
      take([{ ...notification, isRead: true }], Math.max(0, unread - 1));
      void markOne({ variables: { id: notification.id } })
        .then((result) => {
          if (result.data) setUnreadCount(result.data.markNotificationRead);
        })
        .catch(() => undefined);
    },
    onError: () => setSubscriptionEnded(true),
    // The server ends it when the socket's session expired: reopen the socket with fresh cookies.
    onComplete: () => setSubscriptionEnded(true),
  });
  useResubscribe(subscriptionEnded, setSubscriptionEnded, subscription.restart, NOTIFICATION_POLL_INTERVAL_MS);

  const live = socketState === "connected" && !subscriptionEnded;
  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => void fetchNewer(), NOTIFICATION_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [live, fetchNewer]);

  useEffect(() => {
    if (connections === 0) return;
    void fetchNewer();
    const timer = setTimeout(() => void fetchNewer(), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [connections, fetchNewer]);

  const markRead = useCallback(
    async (id: string) => {
      setItems((current) => current.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
      const result = await markOne({ variables: { id } }).catch(() => undefined);
      if (result?.data) setUnreadCount(result.data.markNotificationRead);
    },
    [markOne],
  );

  const markAllRead = useCallback(async () => {
    setItems((current) => current.map((n) => ({ ...n, isRead: true })));
    const result = await markAll().catch(() => undefined);
    if (result?.data) setUnreadCount(result.data.markAllNotificationsRead);
  }, [markAll]);

  return { items, unreadCount, state, live, markRead, markAllRead, retry: fetchNewer };
}
