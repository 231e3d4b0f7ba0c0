import { RATING_MAX } from "@iryo/domain/constants";
import { useId } from "react";
import { RatingBadge, ratingText } from "../../shared/ui/RatingBadge";
import type { RatingSummaryPanel_SummaryFragment } from "./RatingSummaryPanel.generated";
import styles from "./ratings.module.css";

const BAR_WIDTH = 200;
const BAR_HEIGHT = 14;

/** A horizontal bar, `ratio` (0–1) filled; decorative — the text beside it carries the value. */
function Bar({ ratio }: { readonly ratio: number }) {
  return (
    <svg
      className={styles.ratingBar}
      width={BAR_WIDTH}
      height={BAR_HEIGHT}
      viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.ratingBarTrack} x="0" y="0" width={BAR_WIDTH} height={BAR_HEIGHT} rx="7" />
      <rect
        className={styles.ratingBarFill}
        x="0"
        y="0"
        width={Math.round(BAR_WIDTH * Math.max(0, Math.min(1, ratio)))}
        height={BAR_HEIGHT}
        rx="7"
      />
    </svg>
  );
}

/** The overall average, the criterion averages as a bar chart with their values, and the distribution. */
export function RatingSummaryPanel({ summary }: { readonly summary: RatingSummaryPanel_SummaryFragment }) {
  const chartId = useId();
  const distributionId = useId();
  const distribution = [...summary.distribution].sort((a, b) => b.score - a.score);
  return (
    <section className={styles.ratingSummary} aria-label="評価の概要">
      <div className={styles.ratingSummaryOverall}>
        <p className={styles.ratingSummaryCaption}>総合評価</p>
        <RatingBadge average={summary.overallAverage} count={summary.overallCount} size="large" />
        <p className={styles.ratingSummaryTotal}>評価・レビュー {summary.ratingCount}件</p>
      </div>

      <figure className={styles.ratingChart} aria-labelledby={chartId}>
        <figcaption id={chartId} className={styles.ratingChartTitle}>
          項目別の平均評価（{RATING_MAX}点満点）
        </figcaption>
        <ul className={styles.ratingChartRows}>
          {summary.criteria.map((c) => (
            <li key={c.key} className={styles.ratingChartRow}>
              <span className="rating-chart__label">{c.label}</span>
              <Bar ratio={(c.average ?? 0) / RATING_MAX} />
              <span className={styles.ratingChartValue}>{ratingText(c.average, c.count)}</span>
            </li>
          ))}
        </ul>
      </figure>

      <figure className={styles.ratingChart} aria-labelledby={distributionId}>
        <figcaption id={distributionId} className={styles.ratingChartTitle}>
          評価の分布
        </figcaption>
        <ul className={styles.ratingChartRows}>
          {distribution.map((d) => (
            <li key={d.score} className={styles.ratingChartRow}>
              <span className="rating-chart__label">{d.score === 0 ? "評価なし" : `★${d.score}`}</span>
              <Bar ratio={summary.ratingCount === 0 ? 0 : d.count / summary.ratingCount} />
              <span className={styles.ratingChartValue}>{d.count}件</span>
            </li>
          ))}
        </ul>
      </figure>
    </section>
  );
}
