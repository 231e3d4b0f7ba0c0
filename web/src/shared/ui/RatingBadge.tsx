import { RATING_MAX } from "@iryo/domain/constants";
import { formatNumber, formatOneDecimal } from "@iryo/domain/format/number";
import styles from "./rating-badge.module.css";

/** "4.2（38件）" — an average never appears without the number of ratings behind it. */
export function ratingText(average: number | null, count: number): string {
  return average === null
    ? `評価なし（${formatNumber(count)}件）`
    : `${formatOneDecimal(average)}（${formatNumber(count)}件）`;
}

/** Five stars filled to `average` (0–5); decorative: the text next to it carries the value. */
export function RatingStars({ average }: { readonly average: number | null }) {
  const ratio = average === null ? 0 : Math.max(0, Math.min(1, average / RATING_MAX));
  return (
    <span className={styles.ratingStars} aria-hidden="true">
      <span className={styles.ratingStarsEmpty}>★★★★★</span>
      <span className={styles.ratingStarsFill} style={{ width: `${ratio * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

export interface RatingBadgeProps {
  readonly average: number | null;
  readonly count: number;
  /** What the average is of, for screen readers (default: 総合評価). */
  readonly label?: string;
  readonly size?: "small" | "large";
}

/** How a screen reader reads a badge: "平均評価 4.2（38件の評価）" or "評価なし（0件）". */
function ratingLabel(average: number | null, count: number): string {
  return average === null
    ? `評価なし（${formatNumber(count)}件）`
    : `平均評価 ${formatOneDecimal(average)}（${formatNumber(count)}件の評価）`;
}

/**
 * THE rating badge (every list, the detail, the comparison, the ratings page): stars, the average and
 * the count — "★★★★☆ 4.2（38件）". An average never appears without the number of ratings behind it.
 */
export function RatingBadge({ average, count, label = "総合評価", size = "small" }: RatingBadgeProps) {
  const text = ratingText(average, count);
  return (
    <span
      className={size === "large" ? `${styles.ratingBadge} ${styles.ratingBadgeLarge}` : styles.ratingBadge}
      role="img"
      aria-label={ratingLabel(average, count)}
      title={`${label} ${text}`}
    >
      <RatingStars average={average} />
      <span className={styles.ratingBadgeText}>{text}</span>
    </span>
  );
}
