import { useLocation, useNavigate } from "react-router";
import { useViewer } from "../session/use-me";
import { BookmarkLimitModal } from "./BookmarkLimitModal";
import styles from "./bookmarks.module.css";
import { useBookmark } from "./use-bookmark";

/**
 * The bookmark button of a service card or the detail page. Give `bookmarked` when the page already
 * knows it; otherwise the member's bookmarked ids (one cached query) decide. Visitors get a button to
 * the login page that comes back here.
 */
export function BookmarkToggle(props: {
  readonly serviceId: string;
  /** For the accessible name, e.g. 「◯◯をブックマークに追加」. */
  readonly serviceName?: string;
  readonly bookmarked?: boolean;
  readonly compact?: boolean;
}) {
  // A visitor's card needs no bookmark state: no query or mutation hooks for twenty cards (ADR 095).
  // Provider staff and gated members are signed in but do not bookmark (ADR 102).
  const { loggedIn, isMember } = useViewer();
  if (isMember) return <MemberBookmarkToggle {...props} />;
  return loggedIn ? null : <VisitorBookmarkButton {...props} />;
}

function BookmarkIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M6 3h12v18l-6-4-6 4z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const toggleClass = (compact: boolean | undefined) =>
  compact ? `${styles.bookmarkToggle} ${styles.bookmarkToggleCompact}` : styles.bookmarkToggle;

function VisitorBookmarkButton({
  serviceName,
  compact,
}: {
  readonly serviceName?: string;
  readonly compact?: boolean;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // A button, not a link: it bookmarks after the login that it leads to, and its name must not read
  // as one more "ログイン" link on a page with twenty cards.
  return (
    <button
      type="button"
      className={toggleClass(compact)}
      aria-label={
        serviceName ? `${serviceName}をブックマーク（ログインが必要です）` : "ブックマーク（ログインが必要です）"
      }
      onClick={() => void navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`)}
    >
      <BookmarkIcon filled={false} />
      <span>ブックマーク</span>
    </button>
  );
}

function MemberBookmarkToggle({
  serviceId,
  serviceName,
  bookmarked: known,
  compact = false,
}: {
  readonly serviceId: string;
  readonly serviceName?: string;
  readonly bookmarked?: boolean;
  readonly compact?: boolean;
}) {
  const { bookmarked, busy, toggle, limitReached, closeLimit } = useBookmark(serviceId, known);
  const className = toggleClass(compact);
  const icon = <BookmarkIcon filled={bookmarked} />;
  const label = bookmarked ? "ブックマーク済み" : "ブックマーク";
  return (
    <>
      <button
        type="button"
        className={className}
        aria-pressed={bookmarked}
        aria-label={
          // The visible text is part of the name (WCAG 2.5.3, axe label-content-name-mismatch).
          serviceName
            ? bookmarked
              ? `${serviceName}はブックマーク済みです（押すと解除します）`
              : `${serviceName}をブックマークに追加`
            : undefined
        }
        disabled={busy}
        onClick={() => void toggle()}
      >
        {icon}
        <span>{label}</span>
      </button>
      <BookmarkLimitModal open={limitReached} onClose={closeLimit} />
    </>
  );
}
