import { formatDateTime } from "@iryo/domain/format/date";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { changeEditPath } from "./change-edit-path";
import { DiffTable } from "./DiffTable";
import { useProviderChangesRouteQuery } from "./ProviderListings.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

/** The link to the editor of the change's object (ADR 143: each object type has its own editor). */
function EditLink({
  change,
  objectName,
  children,
}: {
  change: Parameters<typeof changeEditPath>[0];
  objectName: string;
  children: string;
}) {
  const to = changeEditPath(change);
  if (!to) return null;
  return (
    <Link to={to} aria-label={`${objectName}を${children}`}>
      {children}
    </Link>
  );
}

const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : undefined);

/** /provider/changes: the organisation's submissions, newest first — state, rejection reason and diff. */
export default function ProviderChangesRoute() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const { data, dataState, loading, error } = useProviderChangesRouteQuery({
    variables: { page },
    fetchPolicy: "network-only",
  });
  const result = dataState === "complete" ? data.providerChanges : undefined;
  const lastPage = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール 申請履歴" />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "掲載サービス", to: "/provider/services" },
          { label: "申請履歴" },
        ]}
      />
      <header className="page__header">
        <h1>申請履歴</h1>
        <p className="page__lead">
          掲載内容の変更申請と審査の結果です。差し戻された申請は理由を確認し、修正して再度申請してください。
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="申請履歴を読み込んでいます" />
      ) : error || !result ? (
        <ShowFailed what="申請履歴" />
      ) : result.changes.length === 0 ? (
        <p className="empty">まだ申請はありません。</p>
      ) : (
        <>
          <ol className={styles.list} aria-label="申請の一覧">
            {result.changes.map((c) => (
              <li key={c.id} className={styles.changeItem}>
                <div className={styles.changeHead}>
                  <h2>{c.objectName}</h2>
                  <StatusBadge status={c.state} />
                  <span className={styles.meta}>
                    {c.submittedAt ? `申請 ${when(c.submittedAt)}` : `更新 ${when(c.updatedAt)}`}
                    {c.decidedAt && ` ・ 審査 ${when(c.decidedAt)}`}
                    {c.publishAt && c.state === "approved" && ` ・ 公開予定 ${when(c.publishAt)}`}
                    {c.publishedAt && ` ・ 公開 ${when(c.publishedAt)}`}
                  </span>
                </div>
                {c.state === "rejected" && c.reason && (
                  <div className={styles.notice}>
                    <strong>差し戻しの理由</strong>
                    <p className={styles.reason}>{c.reason}</p>
                  </div>
                )}
                {c.state === "draft" ? (
                  <p>
                    下書きです。{" "}
                    <EditLink change={c} objectName={c.objectName}>
                      編集して申請する
                    </EditLink>
                  </p>
                ) : (
                  <>
                    <DiffTable diff={c.diff} caption={`${c.objectName}の変更内容`} />
                    {c.state === "rejected" && (
                      <p>
                        <EditLink change={c} objectName={c.objectName}>
                          修正して再度申請する
                        </EditLink>
                      </p>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
          {lastPage > 1 && (
            <nav className={styles.pager} aria-label="ページ送り">
              {page > 1 && <Link to={`/provider/changes?page=${page - 1}`}>前のページ</Link>}
              <span>
                {page} / {lastPage} ページ
              </span>
              {page < lastPage && <Link to={`/provider/changes?page=${page + 1}`}>次のページ</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
