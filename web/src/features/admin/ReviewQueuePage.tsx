import { Link, useSearchParams } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useReviewQueueQuery } from "./Admin.generated";
import styles from "./admin.module.css";
import { dateTime, flagLabel } from "./admin-labels";

/** 「レビュー審査」: ratings waiting for a decision, oldest first, with the flags to look at first. */
export default function ReviewQueuePage() {
  const [search, setSearch] = useSearchParams();
  const pageNumber = Math.max(1, Number(search.get("page")) || 1);
  const { data, dataState, loading, refetch } = useReviewQueueQuery({
    variables: { pageSize: 20, pageNumber },
    fetchPolicy: "cache-and-network",
  });
  const page = dataState === "complete" ? data.moderationQueue : undefined;
  if (loading && !page) return <Spinner label="審査待ちの評価を読み込んでいます" />;
  if (!page) return <LoadFailed message="審査待ちの評価を読み込めませんでした。" onRetry={() => refetch()} />;
  return (
    <>
      <PageMeta title="レビュー審査" />
      <h1 className={styles.heading}>レビュー審査</h1>
      <p>受付が古い順に並んでいます。フラグのある評価は、内容を特に注意して確認してください。</p>
      {page.items.length === 0 ? (
        <p className="notice">審査待ちの評価はありません。</p>
      ) : (
        <>
          <p className="result-count">{page.totalCount}件</p>
          <ul className={styles.queue}>
            {page.items.map((item) => (
              <li key={item.id} className={`panel ${styles.queueItem}`}>
                <p className={styles.queueTitle}>
                  <Link to={`/admin/reviews/${item.id}`}>{item.serviceName}</Link>
                  <span className={styles.queueMeta}>（{item.providerName}）</span>
                </p>
                <p className={styles.queueMeta}>
                  {dateTime(item.submittedAt)}に受付
                  {item.status === "published" ? "・公開中のレビューへの報告" : ""}
                </p>
                {item.flags.length > 0 ? (
                  <ul className={styles.flags} aria-label="確認が必要な点">
                    {item.flags.map((flag) => (
                      <li key={flag} className={styles.flag}>
                        {flagLabel(flag)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {page.pageCount > 1 ? (
            <nav aria-label="ページ" className={styles.pager}>
              <button
                type="button"
                className="button"
                disabled={pageNumber <= 1}
                onClick={() => setSearch({ page: String(pageNumber - 1) })}
              >
                前へ
              </button>
              <span>
                {pageNumber} / {page.pageCount}
              </span>
              <button
                type="button"
                className="button"
                disabled={pageNumber >= page.pageCount}
                onClick={() => setSearch({ page: String(pageNumber + 1) })}
              >
                次へ
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
