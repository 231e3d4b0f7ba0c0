import styles from "./provider-insights.module.css";

export interface WeeklyValue {
  /** e.g. 11/24 (the week's Monday). */
  readonly label: string;
  readonly value: number;
}

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = 18;
const TOP = 14;

/**
 * One figure per ISO week as plain SVG bars (no chart library, no CDN: hospital networks are closed).
 * The drawing is one image with a text alternative; the table below the charts has the same numbers.
 */
export function WeeklyBarChart({
  id,
  title,
  values,
}: {
  readonly id: string;
  readonly title: string;
  readonly values: readonly WeeklyValue[];
}) {
  const max = Math.max(1, ...values.map((v) => v.value));
  const slot = WIDTH / Math.max(1, values.length);
  const bar = Math.max(2, slot * 0.6);
  const plot = HEIGHT - AXIS - TOP;
  const total = values.reduce((sum, v) => sum + v.value, 0);
  const summary = `${title}：期間合計 ${total}件、最大 ${max === 1 && total === 0 ? 0 : max}件（週ごとの値は下の表をご覧ください）`;
  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title}
        <span className={styles.chartTotal}>合計 {total}件</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chartSvg}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
      >
        <title>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} y1={HEIGHT - AXIS} x2={WIDTH} y2={HEIGHT - AXIS} className={styles.chartAxis} />
        {values.map((v, i) => {
          const h = (v.value / max) * plot;
          const x = i * slot + (slot - bar) / 2;
          const showLabel = values.length <= 12 || i % Math.ceil(values.length / 12) === 0;
          return (
            <g key={v.label}>
              <rect x={x} y={HEIGHT - AXIS - h} width={bar} height={h} className={styles.chartBar}>
                <title>{`${v.label}の週：${v.value}件`}</title>
              </rect>
              {v.value > 0 && values.length <= 12 && (
                <text x={x + bar / 2} y={HEIGHT - AXIS - h - 3} textAnchor="middle" className={styles.chartValue}>
                  {v.value}
                </text>
              )}
              {showLabel && (
                <text x={x + bar / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.chartLabel}>
                  {v.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
