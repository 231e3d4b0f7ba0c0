/**
 * The count line above a page of results: 「全N件中 a〜b件を表示」, or 「0件」 when nothing matched.
 * `shown` is how many items the current page holds.
 */
export function ResultRange({
  totalCount,
  pageNumber,
  pageSize,
  shown,
}: {
  readonly totalCount: number;
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly shown: number;
}) {
  const first = (pageNumber - 1) * pageSize + 1;
  return (
    <p className="result-count" aria-live="polite">
      {totalCount === 0 ? "0件" : `全${totalCount}件中 ${first}〜${first + shown - 1}件を表示`}
    </p>
  );
}
