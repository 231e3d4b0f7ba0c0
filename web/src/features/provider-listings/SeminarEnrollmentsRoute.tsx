import { formatDateTime } from "@iryo/domain/format/date";
import { LEAD_CSV_FORMAT_NOTE, LEAD_DETAIL_FIELDS } from "@iryo/domain/provider-insights";
import { ENROLMENT_SHARING_LABEL } from "@iryo/domain/seminar-enrollment";
import { useParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useSeminarEnrollmentsRouteQuery } from "./ProviderSeminars.generated";
import styles from "./provider-listings.module.css";

/** The member details an enrolment shares with its organiser, as columns (ADR 173). */
const FIELDS = LEAD_DETAIL_FIELDS.seminar_enrolment;

function sharingLabel(sharing: string): string {
  return sharing === "erased" ? ENROLMENT_SHARING_LABEL.erased : ENROLMENT_SHARING_LABEL.none;
}

/**
 * /provider/seminars/:id/enrollments: a seminar's enrolments with the details each member consented to
 * share, and their CSV (its organisation only).
 */
export default function SeminarEnrollmentsRoute() {
  const { id = "" } = useParams();
  const { data, dataState, loading, error } = useSeminarEnrollmentsRouteQuery({
    variables: { seminarId: id },
    fetchPolicy: "network-only",
  });
  const list = dataState === "complete" ? data.providerSeminarEnrollments : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール セミナーの申込者一覧" />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "セミナー", to: "/provider/seminars" },
          { label: "申込者一覧" },
        ]}
      />
      <header className="page__header">
        <h1>{list ? `${list.title}の申込者一覧` : "申込者一覧"}</h1>
        <p className="page__lead">
          会員の方がお申し込みの際に提供に同意した情報のみを表示します。同意の確認を始める前のお申し込みと、退会された方の情報は表示しません。
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="申込者一覧を読み込んでいます" />
      ) : error && appErrorOf(error).code === "0109005" ? (
        <p className="notice">このセミナーは見つかりません。自社のセミナーの申込者のみ確認できます。</p>
      ) : error || !list ? (
        <ShowFailed what="申込者一覧" />
      ) : (
        <>
          <p>
            申込数: {list.enrolledCount}件{list.capacity !== null ? `（定員 ${list.capacity}名）` : "（定員なし）"}
          </p>
          <p>
            <a href={`/downloads/provider/seminars/${encodeURIComponent(id)}/enrollments.csv`} download>
              CSVをダウンロードする
            </a>
          </p>
          <p className={styles.meta}>{LEAD_CSV_FORMAT_NOTE}</p>
          {list.enrollments.length === 0 ? (
            <p className="empty">まだお申し込みはありません。</p>
          ) : (
            <table className={styles.table} aria-label="申込者一覧">
              <thead>
                <tr>
                  <th scope="col">申込番号</th>
                  <th scope="col">申込日時</th>
                  <th scope="col">状態</th>
                  {FIELDS.map((f) => (
                    <th key={f.key} scope="col">
                      {f.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.enrollments.map((e) => (
                  <tr key={e.id}>
                    <td>
                      <span className={styles.mobileLabel}>申込番号: </span>
                      {e.id}
                    </td>
                    <td>
                      <span className={styles.mobileLabel}>申込日時: </span>
                      {formatDateTime(new Date(e.enrolledAt))}
                    </td>
                    <td>
                      <span className={styles.mobileLabel}>状態: </span>
                      {e.cancelledAt ? `キャンセル（${formatDateTime(new Date(e.cancelledAt))}）` : "申込中"}
                    </td>
                    {e.sharing === "shared" ? (
                      FIELDS.map((f) => (
                        <td key={f.key}>
                          <span className={styles.mobileLabel}>{f.label}: </span>
                          {e.details.find((d) => d.key === f.key)?.value || "未登録"}
                        </td>
                      ))
                    ) : (
                      <td colSpan={FIELDS.length}>
                        <span className={styles.mobileLabel}>会員情報: </span>
                        {sharingLabel(e.sharing)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
