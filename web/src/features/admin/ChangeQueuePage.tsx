import { CHANGE_STATE_LABEL, CHANGE_STATES, type ChangeState } from "@iryo/domain/publishing";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminChangesQuery } from "./AdminChanges.generated";
import styles from "./admin.module.css";
import { changeStateLabel, dateTime, objectTypeLabel } from "./admin-labels";

/** The states an operator filters by: the open ones first (drafts are the staff's own and never listed). */
const FILTER_STATES = CHANGE_STATES.filter((s) => s !== "draft");

function stateOf(value: string | null): ChangeState | "" {
  if (value === "") return "";
  return (CHANGE_STATES as readonly string[]).includes(value ?? "") ? (value as ChangeState) : "submitted";
}

/**
 * 「掲載変更の審査」 (issue 24 item 3): providers' changes by state, submitted ones oldest first, 20 a
 * page; each opens its diff and decision. Only editors and admins see it (the api admits only them).
 */
export default function ChangeQueuePage() {
  const [search, setSearch] = useSearchParams();
  const state = stateOf(search.get("state"));
  const page = Math.max(1, Number(search.get("page")) || 1);
  const { data, dataState, loading, refetch } = useAdminChangesQuery({
    variables: { state: state === "" ? null : state, page },
    fetchPolicy: "cache-and-network",
  });
  const result = dataState === "complete" ? data.operatorChanges : undefined;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const go = (next: { state?: string; page?: number }) =>
    setSearch({ state: next.state ?? state, page: String(next.page ?? 1) });

  return (
    <>
      <PageMeta title="掲載変更の審査" />
      <h1 className={styles.heading}>掲載変更の審査</h1>
      <p>提供事業者が申請した掲載内容の変更です。審査中の申請は、申請が古い順に並んでいます。</p>
      <div className={styles.filter}>
        <label htmlFor="change-state">状態</label>
        <select id="change-state" value={state} onChange={(e) => go({ state: e.target.value })}>
          <option value="">すべて</option>
          {FILTER_STATES.map((s) => (
            <option key={s} value={s}>
              {CHANGE_STATE_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      {loading && !result ? (
        <Spinner label="申請を読み込んでいます" />
      ) : !result ? (
        <LoadFailed message="申請を読み込めませんでした。" onRetry={() => refetch()} />
      ) : result.changes.length === 0 ? (
        <p className="notice">
          {state === "submitted" ? "審査待ちの申請はありません。" : "該当する申請はありません。"}
        </p>
      ) : (
        <>
          <p className="result-count">{result.total}件</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className={styles.tableWrap} aria-label="申請の一覧（横にスクロールできます）" tabIndex={0}>
            <table className={`${styles.table} ${styles.changeTable}`}>
              <caption className="visually-hidden">掲載変更の申請</caption>
              <thead>
                <tr>
                  <th scope="col">対象</th>
                  <th scope="col">提供事業者</th>
                  <th scope="col">状態</th>
                  <th scope="col">申請日時</th>
                </tr>
              </thead>
              <tbody>
                {result.changes.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">
                      <Link to={`/admin/changes/${c.id}`}>{c.objectName}</Link>
                      <span className={styles.queueMeta}>（{objectTypeLabel(c.objectType)}）</span>
                    </th>
                    <td>{c.providerName}</td>
                    <td>
                      {changeStateLabel(c.state)}
                      {c.state === "approved" && c.publishAt ? `（${dateTime(c.publishAt)}に公開）` : ""}
                    </td>
                    <td>{c.submittedAt ? dateTime(c.submittedAt) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {pageCount > 1 ? (
            <nav aria-label="ページ" className={styles.pager}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                前へ
              </button>
              <span>
                {page} / {pageCount}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= pageCount}
                onClick={() => go({ page: page + 1 })}
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
