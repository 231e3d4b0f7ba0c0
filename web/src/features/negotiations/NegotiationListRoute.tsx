import { useSearchParams } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Pagination } from "../../shared/ui/Pagination";
import { Spinner } from "../../shared/ui/Spinner";
import { NegotiationCard } from "./NegotiationCard";
import { type NegotiationListItem_NegotiationFragment, useNegotiationListRouteQuery } from "./Negotiations.generated";
import styles from "./negotiations.module.css";
import { StatusPopup } from "./StatusPopup";

function intParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** /negotiation/list: the member's negotiations, newest update first, with paging (product §2.3, §3). */
export default function NegotiationListRoute() {
  const [search] = useSearchParams();
  // Always read again from the server: providers change the negotiations' status (others' writes). The
  // cache shows meanwhile: the server's render of this page (hydrated as it is, ADR 190) or an earlier visit.
  const { data, dataState, loading, error } = useNegotiationListRouteQuery({
    variables: { pageSize: intParam(search.get("page_size")), pageNumber: intParam(search.get("page_number")) },
    fetchPolicy: "cache-and-network",
  });
  const page = dataState === "complete" ? data.negotiations : undefined;
  return (
    <section className="page">
      <PageMeta title="商談一覧" />
      <Breadcrumbs items={[{ label: "マイページ" }, { label: "商談一覧" }]} />
      <header className="page__header">
        <h1>商談一覧</h1>
        <p className="page__lead">お申し込みいただいた商談の状況を確認できます。</p>
      </header>
      <StatusPopup />
      {loading && !data ? (
        <Spinner label="商談を読み込んでいます" />
      ) : error || !page ? (
        <ShowFailed what="商談一覧" />
      ) : page.totalCount === 0 ? (
        <p className="empty">まだ商談はありません。サービス詳細ページから商談をお申し込みいただけます。</p>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            全{page.totalCount}件
          </p>
          <ul className={styles.negotiationList}>
            {page.items.map((n: NegotiationListItem_NegotiationFragment) => (
              <li key={n.id}>
                <NegotiationCard negotiation={n} to={`/negotiation/detail/${n.id}`} />
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
        </>
      )}
    </section>
  );
}
