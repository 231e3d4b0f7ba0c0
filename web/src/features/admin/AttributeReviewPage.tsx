import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import { Link, useParams } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminAttributeReviewQuery, useAdminSetAttributeVerificationMutation } from "./AdminAttributes.generated";
import styles from "./admin.module.css";

const day = (iso: string) => tokyoDateKey(new Date(iso)).replaceAll("-", "/");

/**
 * One service's published attribute groups as the detail page shows them; each group is marked
 * 「運営確認済み」 (now, by the operator) or cleared, with one audit row each (ADR 170).
 */
export default function AttributeReviewPage() {
  const { id = "" } = useParams();
  const { data, dataState, loading, refetch } = useAdminAttributeReviewQuery({
    variables: { serviceId: id },
    fetchPolicy: "network-only",
  });
  const [setVerification, { loading: saving }] = useAdminSetAttributeVerificationMutation();
  const review = dataState === "complete" ? data.attributeReview : undefined;
  if (loading && !review) return <Spinner label="属性を読み込んでいます" />;
  if (!review) return <LoadFailed message="属性を読み込めませんでした。" onRetry={() => refetch()} />;

  const act = (group: string, verified: boolean, title: string) =>
    runWithToast(
      () => setVerification({ variables: { serviceId: review.serviceId, group, verified } }),
      verified ? `「${title}」を運営確認済みにしました。` : `「${title}」の運営確認を外しました。`,
    );

  return (
    <>
      <PageMeta title={`属性の確認：${review.serviceName}`} />
      <p>
        <Link to="/admin/attributes">一覧へ戻る</Link>
      </p>
      <h1 className={styles.heading}>{review.serviceName}</h1>
      <dl className={styles.facts}>
        <dt>提供事業者</dt>
        <dd>{review.providerName}</dd>
      </dl>
      {review.groups.map((g) => (
        <section key={g.key} className={styles.section} aria-labelledby={`attr-group-${g.key}`}>
          <h2 id={`attr-group-${g.key}`} className={styles.subheading}>
            {g.title}
          </h2>
          <p>
            {g.asOf.replaceAll("-", "/")}時点・
            {g.verifiedAt ? (
              <strong>
                運営確認済み（{day(g.verifiedAt)}
                {g.verifiedBy ? `・${g.verifiedBy}` : ""}）
              </strong>
            ) : (
              "未確認（提供者の申告）"
            )}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className={styles.tableWrap} tabIndex={0} aria-label={`${g.title}の値`}>
            <table className={styles.table}>
              <caption className="visually-hidden">{g.title}の値</caption>
              <tbody>
                {g.rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.label}</th>
                    <td>
                      {r.value}
                      {r.url ? (
                        <>
                          {" "}
                          <a href={r.url} target="_blank" rel="noopener noreferrer">
                            開く<span className="visually-hidden">（{r.label}、新しいタブ）</span>
                          </a>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <p>
            {g.verifiedAt ? (
              <button
                type="button"
                className="button"
                disabled={saving}
                onClick={() => void act(g.key, false, g.title)}
              >
                「{g.title}」の運営確認を外す
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={saving}
                onClick={() => void act(g.key, true, g.title)}
              >
                「{g.title}」を運営確認済みにする
              </button>
            )}
          </p>
        </section>
      ))}
    </>
  );
}
