import { formatDateTime } from "@iryo/domain/format/date";
import { Link } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useProviderArticlesRouteQuery } from "./ProviderArticles.generated";
import styles from "./provider-listings.module.css";
import { StatusBadge } from "./StatusBadge";

/** Where an article of the list is edited: a public one by its id, a new one by its change. */
function editPath(a: { articleId: string | null; change: { id: string } | null }): string | null {
  if (a.articleId) return `/provider/articles/${a.articleId}/edit`;
  return a.change ? `/provider/articles/new?change=${a.change.id}` : null;
}

/** /provider/articles: the organisation's articles and where each stands in the publishing workflow (ADR 163). */
export default function ProviderArticlesRoute() {
  const { data, dataState, loading, error, refetch } = useProviderArticlesRouteQuery({ fetchPolicy: "network-only" });
  const articles = dataState === "complete" ? data.providerArticles.articles : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール 記事" />
      <Breadcrumbs items={[{ label: "事業者コンソール", to: "/provider" }, { label: "記事" }]} />
      <header className="page__header">
        <h1>記事</h1>
        <p className="page__lead">
          記事の作成・編集・削除は、審査を申請して運営事務局が承認するとサイトに反映されます。{" "}
          <Link to="/provider/changes">申請履歴を見る</Link>
        </p>
        <p>
          <Link to="/provider/articles/new" className="button button--primary">
            記事を作成する
          </Link>
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="記事を読み込んでいます" />
      ) : error || !articles ? (
        <LoadFailed message="記事を表示できませんでした。" onRetry={() => refetch()} />
      ) : articles.length === 0 ? (
        <p className="empty">まだ記事はありません。「記事を作成する」から最初の記事を書きましょう。</p>
      ) : (
        <table className={styles.table} aria-label="記事一覧">
          <thead>
            <tr>
              <th scope="col">タイトル</th>
              <th scope="col">状態</th>
              <th scope="col">公開日時</th>
              <th scope="col">
                <span className="visually-hidden">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {articles.map((a) => {
              const path = editPath(a);
              return (
                <tr key={a.articleId ?? `change-${a.change?.id}`}>
                  <td>{a.title}</td>
                  <td>
                    <StatusBadge status={a.status} />
                    {a.status === "rejected" && a.change?.reason && (
                      <p className={styles.reason}>理由: {a.change.reason}</p>
                    )}
                  </td>
                  <td>
                    <span className={styles.mobileLabel}>公開日時: </span>
                    {a.publishedAt ? formatDateTime(new Date(a.publishedAt)) : "未公開"}
                  </td>
                  <td>
                    {path && (
                      <Link to={path} aria-label={`${a.title}を編集する`}>
                        編集する
                      </Link>
                    )}{" "}
                    {a.articleId && a.status === "public" && (
                      <Link to={`/contents/detail/${a.articleId}`}>サイトで見る</Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
