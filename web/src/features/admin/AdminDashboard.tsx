import { Link } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminDashboardQuery } from "./Admin.generated";
import { useAdminWaitingChangesQuery } from "./AdminChanges.generated";
import styles from "./admin.module.css";
import { dateTime, flagLabel } from "./admin-labels";

/** 掲載変更の審査待ち: how many, and the oldest (submitted changes come oldest first). */
function WaitingChangesCards() {
  const { data, dataState, loading, refetch } = useAdminWaitingChangesQuery({ fetchPolicy: "cache-and-network" });
  const waiting = dataState === "complete" ? data.operatorChanges : undefined;
  if (loading && !waiting) return <Spinner label="審査待ちの掲載変更を読み込んでいます" />;
  if (!waiting) return <LoadFailed message="審査待ちの掲載変更を読み込めませんでした。" onRetry={() => refetch()} />;
  const [oldest] = waiting.changes;
  return (
    <div className={styles.cards}>
      <div className={`panel ${styles.card}`}>
        <p className={styles.cardLabel}>掲載変更の審査待ち</p>
        <p className={styles.cardValue}>
          <Link to="/admin/changes?state=submitted">{waiting.total}件</Link>
        </p>
      </div>
      <div className={`panel ${styles.card}`}>
        <p className={styles.cardLabel}>最も古い掲載変更の申請</p>
        {oldest ? (
          <p className={styles.cardText}>
            <Link to={`/admin/changes/${oldest.id}`}>{oldest.objectName}</Link>（{oldest.providerName}）
            <br />
            {oldest.submittedAt ? `${dateTime(oldest.submittedAt)}に申請` : ""}
          </p>
        ) : (
          <p className={styles.cardText}>審査待ちはありません。</p>
        )}
      </div>
    </div>
  );
}

/**
 * The console's first page: counts per Tokyo day and the oldest waiting rating (ADR 148), and for editors
 * and admins the waiting provider changes.
 */
export default function AdminDashboard({
  canModerate,
  canReviewChanges,
}: {
  readonly canModerate: boolean;
  readonly canReviewChanges: boolean;
}) {
  const { data, dataState, loading, refetch } = useAdminDashboardQuery({ fetchPolicy: "cache-and-network" });
  const dashboard = dataState === "complete" ? data.operatorDashboard : undefined;
  if (loading && !dashboard) return <Spinner label="集計を読み込んでいます" />;
  if (!dashboard) return <LoadFailed message="集計を読み込めませんでした。" onRetry={() => refetch()} />;
  const { days, waitingCount, reportedCount, oldestWaiting } = dashboard;
  return (
    <>
      <PageMeta title="運営コンソール ダッシュボード" />
      <h1 className={styles.heading}>ダッシュボード</h1>
      <div className={styles.cards}>
        <div className={`panel ${styles.card}`}>
          <p className={styles.cardLabel}>審査待ち</p>
          <p className={styles.cardValue}>{waitingCount}件</p>
        </div>
        <div className={`panel ${styles.card}`}>
          <p className={styles.cardLabel}>報告されたレビュー</p>
          <p className={styles.cardValue}>{reportedCount}件</p>
        </div>
        <div className={`panel ${styles.card}`}>
          <p className={styles.cardLabel}>最も古い審査待ち</p>
          {oldestWaiting ? (
            <p className={styles.cardText}>
              {canModerate ? (
                <Link to={`/admin/reviews/${oldestWaiting.id}`}>{oldestWaiting.serviceName}</Link>
              ) : (
                oldestWaiting.serviceName
              )}
              <br />
              {dateTime(oldestWaiting.submittedAt)}に受付
              {oldestWaiting.flags.length > 0 ? `・${oldestWaiting.flags.map(flagLabel).join("、")}` : ""}
            </p>
          ) : (
            <p className={styles.cardText}>審査待ちはありません。</p>
          )}
        </div>
      </div>
      {canReviewChanges ? (
        <>
          <h2 className={styles.subheading}>掲載変更の審査</h2>
          <WaitingChangesCards />
        </>
      ) : null}
      <h2 className={styles.subheading}>日ごとの件数（過去14日）</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={styles.tableWrap} aria-label="表（横にスクロールできます）" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">日ごとの受付・承認・非公開の件数</caption>
          <thead>
            <tr>
              <th scope="col">日付</th>
              <th scope="col">受付</th>
              <th scope="col">承認</th>
              <th scope="col">非公開</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{d.date.replace(/-/g, "/")}</th>
                <td>{d.received}</td>
                <td>{d.approved}</td>
                <td>{d.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
