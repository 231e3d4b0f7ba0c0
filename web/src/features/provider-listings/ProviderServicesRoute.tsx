import { Link } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useProviderServicesRouteQuery } from "./ProviderListings.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

/** "YYYY-MM-DD" as 2026/12/01; an open end as "". */
const slashDate = (key: string | null) => (key ? key.replaceAll("-", "/") : "");

function periodText(starts: string | null, ends: string | null): string {
  if (!starts && !ends) return "期間の指定なし";
  return `${slashDate(starts) || "指定なし"} 〜 ${slashDate(ends) || "指定なし"}`;
}

/** /provider/services: the organisation's services and where each stands in the publishing workflow. */
export default function ProviderServicesRoute() {
  const { data, dataState, loading, error } = useProviderServicesRouteQuery({ fetchPolicy: "network-only" });
  const services = dataState === "complete" ? data.providerServices : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール 掲載サービス" />
      <Breadcrumbs items={[{ label: "事業者コンソール", to: "/provider" }, { label: "掲載サービス" }]} />
      <header className="page__header">
        <h1>掲載サービス</h1>
        <p className="page__lead">
          掲載内容の変更は下書きとして保存し、審査を申請してください。運営事務局の承認後にサイトへ反映されます。{" "}
          <Link to="/provider/changes">申請履歴を見る</Link>
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="掲載サービスを読み込んでいます" />
      ) : error || !services ? (
        <ShowFailed what="掲載サービス" />
      ) : services.length === 0 ? (
        <p className="empty">掲載中のサービスはありません。</p>
      ) : (
        <table className={styles.table} aria-label="掲載サービス一覧">
          <thead>
            <tr>
              <th scope="col">サービス</th>
              <th scope="col">状態</th>
              <th scope="col">掲載期間</th>
              <th scope="col">
                <span className="visually-hidden">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {services.map((s) => (
              <tr key={s.id}>
                <td>
                  <div className={styles.actions}>
                    {s.logoUrl && <img src={s.logoUrl} alt="" className={styles.logo} width={48} height={48} />}
                    <span>{s.name}</span>
                  </div>
                </td>
                <td>
                  <StatusBadge status={s.status} />
                  {s.status === "rejected" && s.reason && <p className={styles.reason}>理由: {s.reason}</p>}
                </td>
                <td>{periodText(s.listingStartsOn, s.listingEndsOn)}</td>
                <td>
                  <Link to={`/provider/services/${s.id}/edit`} aria-label={`${s.name}を編集する`}>
                    編集する
                  </Link>{" "}
                  <Link to={`/provider/services/${s.id}/materials`} aria-label={`${s.name}の資料を管理する`}>
                    資料
                  </Link>{" "}
                  <Link
                    to={`/provider/services/${s.id}/attributes`}
                    aria-label={`${s.name}のセキュリティ・制度対応を編集する`}
                  >
                    セキュリティ・制度対応
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
