import { listingStatusLabel, statusTone } from "./listing-status";
import styles from "./provider-listings.module.css";

const TONE_CLASS = {
  ok: styles.badgeOk,
  draft: styles.badgeDraft,
  review: styles.badgeReview,
  rejected: styles.badgeRejected,
} as const;

/** 公開中 / 下書き / 審査中 / 公開予約 / 差し戻し … as a badge (text, not colour alone). */
export function StatusBadge({ status }: { readonly status: string }) {
  return <span className={`${styles.badge} ${TONE_CLASS[statusTone(status)]}`}>{listingStatusLabel(status)}</span>;
}
