import { ATTRIBUTE_GROUP_OF_KEY, type AttributeGroupKey } from "@iryo/domain/service-attribute-edits";
import { attributeGroup } from "@iryo/domain/service-attributes";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminUnverifiedAttributesQuery } from "./AdminAttributes.generated";
import styles from "./admin.module.css";

const groupTitle = (key: string) =>
  key in ATTRIBUTE_GROUP_OF_KEY ? attributeGroup.label(ATTRIBUTE_GROUP_OF_KEY[key as AttributeGroupKey]) : key;

/** 「属性の確認」 (ADR 170): services with attribute groups not verified yet, oldest as-of date first. */
export default function AttributeQueuePage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const { data, dataState, loading, refetch } = useAdminUnverifiedAttributesQuery({
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  const result = dataState === "complete" ? data.unverifiedAttributes : undefined;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const go = (next: number) => setSearch({ page: String(next) });

  return (
    <>
      <PageMeta title="属性の確認" />
      <h1 className={styles.heading}>属性の確認</h1>
      <p>
        提供事業者が申告したセキュリティ・制度対応のうち、運営が確認していないグループがあるサービスです。時点が古い順に並んでいます。
      </p>
      {loading && !result ? (
        <Spinner label="サービスを読み込んでいます" />
      ) : !result ? (
        <LoadFailed message="サービスを読み込めませんでした。" onRetry={() => refetch()} />
      ) : result.services.length === 0 ? (
        <p className="notice">未確認のグループがあるサービスはありません。</p>
      ) : (
        <>
          <p className="result-count">{result.total}件</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className={styles.tableWrap} aria-label="サービスの一覧（横にスクロールできます）" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">未確認のグループがあるサービス</caption>
              <thead>
                <tr>
                  <th scope="col">サービス</th>
                  <th scope="col">提供事業者</th>
                  <th scope="col">最も古い時点</th>
                  <th scope="col">未確認のグループ</th>
                </tr>
              </thead>
              <tbody>
                {result.services.map((s) => (
                  <tr key={s.serviceId}>
                    <th scope="row">
                      <Link to={`/admin/attributes/${s.serviceId}`}>{s.serviceName}</Link>
                    </th>
                    <td>{s.providerName}</td>
                    <td>{s.oldestAsOf.replaceAll("-", "/")}</td>
                    <td>{s.unverifiedGroups.map(groupTitle).join("、")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {pageCount > 1 ? (
            <nav aria-label="ページ" className={styles.pager}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => go(page - 1)}>
                前へ
              </button>
              <span>
                {page} / {pageCount}
              </span>
              <button type="button" className="button" disabled={page >= pageCount} onClick={() => go(page + 1)}>
                次へ
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
