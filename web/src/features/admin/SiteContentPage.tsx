import { SITE_CONTENT_LABELS, SITE_CONTENT_NAMES, type SiteContentName } from "@iryo/domain/site-content";
import { Link } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminSiteContentsQuery } from "./AdminContent.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";

/** サイトコンテンツ (editors and admins): every document of the site with its current version, and the ads. */
export default function SiteContentPage() {
  const { data, dataState, loading, refetch } = useAdminSiteContentsQuery({ fetchPolicy: "cache-and-network" });
  const documents = dataState === "complete" ? data.siteContents : undefined;
  if (loading && !documents) return <Spinner label="サイトコンテンツを読み込んでいます" />;
  if (!documents) return <LoadFailed message="サイトコンテンツを読み込めませんでした。" onRetry={() => refetch()} />;
  const byName = new Map(documents.map((d) => [d.name, d]));
  return (
    <>
      <PageMeta title="サイトコンテンツ" />
      <h1 className={styles.heading}>サイトコンテンツ</h1>
      <p>
        公開すると新しい版として保存され、すぐにサイトに反映されます。以前の版に戻すこともできます。すべての操作は操作ログに記録されます。
      </p>
      <ul className={styles.queue}>
        <li className={`panel ${styles.queueItem}`}>
          <p className={styles.queueTitle}>
            <Link to="/admin/content/advertisements">広告</Link>
          </p>
          <p className={styles.queueMeta}>トップページに表示する広告（最大10件）の作成と変更</p>
        </li>
        {SITE_CONTENT_NAMES.map((name: SiteContentName) => {
          const row = byName.get(name);
          return (
            <li key={name} className={`panel ${styles.queueItem}`}>
              <p className={styles.queueTitle}>
                <Link to={`/admin/content/${name}`}>{SITE_CONTENT_LABELS[name]}</Link>
              </p>
              <p className={styles.queueMeta}>
                {row?.version && row.publishedAt
                  ? `第${row.version}版（${dateTime(row.publishedAt)} 公開${row.operatorEmail ? `・${row.operatorEmail}` : ""}）`
                  : "初期の内容のまま（まだ編集されていません）"}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
