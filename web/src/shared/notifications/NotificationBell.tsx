import { formatNotificationTime } from "@iryo/domain/format/relative-time";
import { type NotificationType, notificationTargetTab } from "@iryo/domain/notification-target";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePopover } from "../ui/use-popover";
import styles from "./notifications.module.css";
import { type BellNotification, useNotificationFeed } from "./use-notification-feed";

/** The badge text: the count, capped. */
const badge = (count: number) => (count > 99 ? "99+" : String(count));

function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function NotificationItem({
  item,
  now,
  onOpen,
}: {
  readonly item: BellNotification;
  readonly now: Date;
  readonly onOpen: (item: BellNotification) => void;
}) {
  return (
    <li className={item.isRead ? styles.bellItem : `${styles.bellItem} ${styles.bellItemUnread}`}>
      <button type="button" className={styles.bellItemButton} onClick={() => onOpen(item)}>
        {item.logoFilepath ? (
          <img className={styles.bellItemLogo} src={item.logoFilepath} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={`${styles.bellItemLogo} ${styles.bellItemLogoPlaceholder}`} aria-hidden="true">
            {item.message.slice(0, 1)}
          </span>
        )}
        <span className={styles.bellItemBody}>
          <span className={styles.bellItemMessage}>{item.message}</span>
          <time className={styles.bellItemTime} dateTime={item.createdAt}>
            {formatNotificationTime(new Date(item.createdAt), now)}
          </time>
        </span>
        {item.isRead ? null : <span className="visually-hidden">未読</span>}
      </button>
    </li>
  );
}

/**
 * The header bell (product §2.5, §4.5): the unread count, and a dropdown of the newest notifications.
 * Opening one marks it read and goes to its negotiation: the information tab for type 1, the chat
 * tab otherwise. One that arrives for the chat the member has open is read already and raises no count.
 * Rendered only for a signed-in member with the my-page menu.
 */
export function NotificationBell() {
  const { pathname, search } = useLocation();
  // The room reads its tab from `?tab=` (information when absent).
  const openTab = Number(new URLSearchParams(search).get("tab") ?? "0");
  const feed = useNotificationFeed({
    isOnScreen: (item) =>
      pathname === `/negotiation/detail/${item.negotiationId}` &&
      openTab === notificationTargetTab(item.notificationType as NotificationType) &&
      document.visibilityState === "visible",
  });
  const { open, setOpen, ref, id: panelId } = usePopover();
  const navigate = useNavigate();
  const now = useNow();

  const openItem = (item: BellNotification) => {
    setOpen(false);
    if (!item.isRead) void feed.markRead(item.id);
    const tab = notificationTargetTab(item.notificationType as NotificationType);
    navigate(`/negotiation/detail/${item.negotiationId}?tab=${tab}`);
  };

  const label = feed.unreadCount > 0 ? `お知らせ（未読${feed.unreadCount}件）` : "お知らせ";
  return (
    <div className={styles.bell} ref={ref}>
      <button
        type="button"
        className={styles.accountBell}
        data-live={feed.live ? "true" : "false"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {/* The name is text, not aria-label: the visible badge then never disagrees with it (WCAG 2.5.3). */}
        <span className="visually-hidden">{label}</span>
        {feed.unreadCount > 0 ? (
          <span className={styles.bellBadge} aria-hidden="true" data-testid="bell-badge">
            {badge(feed.unreadCount)}
          </span>
        ) : null}
      </button>
      <section id={panelId} className={styles.bellPanel} hidden={!open} aria-label="お知らせ一覧">
        <header className={styles.bellHeader}>
          <h2 className={styles.bellTitle}>お知らせ</h2>
          {feed.unreadCount > 0 ? (
            <button type="button" className={styles.bellMarkAll} onClick={() => void feed.markAllRead()}>
              すべて既読にする
            </button>
          ) : null}
        </header>
        {feed.state === "loading" ? (
          <p className={styles.bellNote}>読み込み中です…</p>
        ) : feed.state === "error" && feed.items.length === 0 ? (
          <p className={styles.bellNote}>
            お知らせを取得できませんでした。
            <button type="button" className={styles.bellRetry} onClick={() => void feed.retry()}>
              再読み込み
            </button>
          </p>
        ) : feed.items.length === 0 ? (
          <p className={styles.bellNote}>お知らせはありません。</p>
        ) : (
          <ul className={styles.bellList}>
            {feed.items.map((item) => (
              <NotificationItem key={item.id} item={item} now={now} onOpen={openItem} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
