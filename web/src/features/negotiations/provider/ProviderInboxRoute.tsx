import { useSearchParams } from "react-router";
import { Breadcrumbs } from "../../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../../shared/layout/PageMeta";
import { ShowFailed } from "../../../shared/ui/LoadFailed";
import { Pagination } from "../../../shared/ui/Pagination";
import { Spinner } from "../../../shared/ui/Spinner";
import { NegotiationCard } from "../NegotiationCard";
import { useProviderInboxRouteQuery } from "../Negotiations.generated";
import styles from "../negotiations.module.css";

function intParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** /provider/negotiations: the provider's inbox of negotiations, newest update first. */
export default function ProviderInboxRoute() {
  const [search] = useSearchParams();
  // Always from the server: members apply and change their negotiations (others' writes).
  const { data, dataState, loading, error } = useProviderInboxRouteQuery({
    variables: { pageSize: intParam(search.get("page_size")), pageNumber: intParam(search.get("page_number")) },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data.providerNegotiations : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール 商談受付一覧" />
      <Breadcrumbs items={[{ label: "事業者コンソール" }, { label: "商談受付一覧" }]} />
      <header className="page__header">
        <h1>商談受付一覧</h1>
        {page && <p className="page__lead">{page.providerName} さま宛ての商談のお申し込みです。</p>}
      </header>
      {loading && !data ? (
        <Spinner label="商談を読み込んでいます" />
      ) : error || !page ? (
        <ShowFailed what="商談" />
      ) : page.totalCount === 0 ? (
        <p className="empty">まだ商談のお申し込みはありません。</p>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            全{page.totalCount}件
          </p>
          <ul className={styles.negotiationList}>
            {page.items.map((n) => (
              <li key={n.id}>
                <NegotiationCard
                  negotiation={n}
                  to={`/provider/negotiations/${n.id}`}
                  counterpart={`${n.hospitalName}（${n.memberName} 様）`}
                />
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
        </>
      )}
    </section>
  );
}
