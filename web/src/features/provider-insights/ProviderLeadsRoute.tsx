import { formatDateTime } from "@iryo/domain/format/date";
import { LEAD_CSV_FORMAT_NOTE, LEAD_KINDS, LEAD_SUBJECT_LABEL, type LeadKind } from "@iryo/domain/provider-insights";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Pagination } from "../../shared/ui/Pagination";
import { Spinner } from "../../shared/ui/Spinner";
import { ProviderConsoleNav } from "./ProviderConsoleNav";
import { useProviderLeadsRouteQuery } from "./ProviderInsights.generated";
import styles from "./provider-insights.module.css";

function kindParam(raw: string | null): LeadKind {
  return LEAD_KINDS.find((k) => k.key === raw)?.key ?? "material_download";
}

function intParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

const EMPTY: Readonly<Record<LeadKind, string>> = {
  material_download: "まだ資料のダウンロードはありません。",
  negotiation: "まだ商談のお申し込みはありません。",
  seminar_enrolment: "まだセミナーのお申し込みはありません。",
};

/** /provider/leads: the organisation's downloads, negotiations and seminar enrolments, and their CSV (ADR 151). */
export default function ProviderLeadsRoute() {
  const [search] = useSearchParams();
  const kind = kindParam(search.get("kind"));
  const { data, dataState, loading, error } = useProviderLeadsRouteQuery({
    variables: { kind, pageNumber: intParam(search.get("page_number")), pageSize: intParam(search.get("page_size")) },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data.providerLeads : undefined;
  const kindLabel = LEAD_KINDS.find((k) => k.key === kind)?.label ?? "";
  return (
    <section className="page">
      <PageMeta title="事業者コンソール リード" />
      <Breadcrumbs items={[{ label: "事業者コンソール", to: "/provider" }, { label: "リード" }]} />
      <header className="page__header">
        <h1>リード</h1>
        <p className="page__lead">
          貴社のサービスの資料ダウンロード、商談のお申し込み、セミナーのお申し込みです。会員の情報は、会員が共有に同意した項目のみ表示します。
        </p>
      </header>
      <ProviderConsoleNav />
      <nav className={styles.kindTabs} aria-label="リードの種類">
        <ul>
          {LEAD_KINDS.map((k) => (
            <li key={k.key}>
              <Link to={`/provider/leads?kind=${k.key}`} aria-current={k.key === kind ? "page" : undefined}>
                {k.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.exportBox}>
        <a className="button" href={`/downloads/provider/leads.csv?kind=${kind}`} download>
          {kindLabel}をCSVでダウンロード
        </a>
        <p className={styles.note}>{LEAD_CSV_FORMAT_NOTE}</p>
      </div>
      {loading && !data ? (
        <Spinner label="リードを読み込んでいます" />
      ) : error || !page ? (
        <ShowFailed what="リード" />
      ) : page.totalCount === 0 ? (
        <p className="empty">{EMPTY[kind]}</p>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            {kindLabel} 全{page.totalCount}件
          </p>
          <ul className={styles.leadList} aria-label={`${kindLabel}の一覧`}>
            {page.items.map((lead) => (
              <li key={lead.id} className={styles.leadCard}>
                <p className={styles.leadHead}>
                  <time dateTime={lead.occurredAt}>{formatDateTime(new Date(lead.occurredAt))}</time>
                  <span>{lead.serviceName}</span>
                </p>
                <dl className={styles.leadFacts}>
                  <div className={styles.leadFactRow}>
                    <dt>{LEAD_SUBJECT_LABEL[kind]}</dt>
                    <dd>{lead.subject || "—"}</dd>
                  </div>
                  {lead.details.map((d) => (
                    <div key={d.key} className={styles.leadFactRow}>
                      <dt>{d.label}</dt>
                      <dd>{d.value || "未登録"}</dd>
                    </div>
                  ))}
                  {kind !== "negotiation" && lead.details.length === 0 ? (
                    // Made before consent was asked, by a member who withdrew, or not the organiser's (ADR 173).
                    <div className={styles.leadFactRow}>
                      <dt>会員情報</dt>
                      <dd>共有なし</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
        </>
      )}
    </section>
  );
}
