/** An average rating always shown with how many ratings stand behind it (ステマ規制 / SPEC trust rule). */
export function RatingBadge({
  average,
  count,
}: {
  readonly average: number | null | undefined;
  readonly count: number | undefined;
}) {
  if (average === null || average === undefined || !count) {
    return <span className="rating-badge rating-badge--none">評価はまだありません</span>;
  }
  return (
    <span className="rating-badge" role="img" aria-label={`平均評価 ${average.toFixed(1)}（${count}件の評価）`}>
      <span aria-hidden="true">★ {average.toFixed(1)}</span>
      <span className="rating-badge__count" aria-hidden="true">
        （{count}件）
      </span>
    </span>
  );
}
