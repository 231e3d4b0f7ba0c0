import { formatDateTime } from "@iryo/domain/format/date";
import { seminarReceptionStatus } from "@iryo/domain/seminar-reception-status";
import { Link } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useProviderSeminarsRouteQuery } from "./ProviderSeminars.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

/** /provider/seminars: the organisation's seminars, where each stands, and new ones proposed (ADR 162). */
export default function ProviderSeminarsRoute() {
  const { data, dataState, loading, error } = useProviderSeminarsRouteQuery({ fetchPolicy: "network-only" });
  const seminars = dataState === "complete" ? data.providerSeminars.seminars : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール セミナー" />
      <Breadcrumbs items={[{ label: "事業者コンソール", to: "/provider" }, { label: "セミナー" }]} />
      <header className="page__header">
        <h1>セミナー</h1>
        <p className="page__lead">
          セミナーの登録・変更は下書きとして保存し、審査を申請してください。運営事務局の承認後にサイトへ公開されます。受付状況は受付期間と開催日時に合わせて自動で切り替わります。
        </p>
        <p>
          <Link to="/provider/seminars/new" className="button button--primary">
            セミナーを登録する
          </Link>
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="セミナーを読み込んでいます" />
      ) : error || !seminars ? (
        <ShowFailed what="セミナー" />
      ) : seminars.length === 0 ? (
        <p className="empty">登録されたセミナーはありません。</p>
      ) : (
        <table className={styles.table} aria-label="セミナー一覧">
          <thead>
            <tr>
              <th scope="col">セミナー</th>
              <th scope="col">開始日時</th>
              <th scope="col">審査</th>
              <th scope="col">受付状況</th>
              <th scope="col">申込数</th>
              <th scope="col">
                <span className="visually-hidden">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {seminars.map((s) => (
              <tr key={s.seminarId ?? `change-${s.change?.id}`}>
                <td>{s.title}</td>
                <td>
                  <span className={styles.mobileLabel}>開始日時: </span>
                  {formatDateTime(new Date(s.startsAt))}
                </td>
                <td>
                  <StatusBadge status={s.status} />
                  {s.status === "rejected" && s.change?.reason && (
                    <p className={styles.reason}>理由: {s.change.reason}</p>
                  )}
                </td>
                <td>
                  <span className={styles.mobileLabel}>受付状況: </span>
                  {s.receptionStatus === null ? "未公開" : (seminarReceptionStatus.labelOf(s.receptionStatus) ?? "")}
                </td>
                <td>
                  <span className={styles.mobileLabel}>申込数: </span>
                  {s.enrolledCount}件
                </td>
                <td>
                  {s.seminarId !== null ? (
                    <>
                      <Link to={`/provider/seminars/${s.seminarId}/edit`} aria-label={`${s.title}を編集する`}>
                        編集する
                      </Link>{" "}
                      <Link to={`/provider/seminars/${s.seminarId}/enrollments`} aria-label={`${s.title}の申込者一覧`}>
                        申込者一覧
                      </Link>
                    </>
                  ) : s.change ? (
                    <Link to={`/provider/seminars/drafts/${s.change.id}`} aria-label={`${s.title}の下書きを開く`}>
                      下書きを開く
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
