import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import { formatDate } from "@iryo/domain/format/date";
import { formatNumber } from "@iryo/domain/format/number";
import { STAFF_ROLE_LABEL, type StaffRole } from "@iryo/domain/provider-organisation";
import { Link } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { InviteStaffForm } from "./InviteStaffForm";
import { useProviderOrganisationRouteQuery } from "./ProviderOrganisation.generated";
import styles from "./provider-organisation.module.css";
import { StaffTable } from "./StaffTable";
import { useRevokeInvitation } from "./use-staff-mutations";

/** /provider: the staff member's organisation — business information, staff and (for admins) invitations. */
export default function ProviderOrganisationRoute() {
  // Always from the server: colleagues change the staff too.
  const { data, dataState, loading, error } = useProviderOrganisationRouteQuery({ fetchPolicy: "network-only" });
  const [revoke, { loading: revoking }] = useRevokeInvitation();
  const page = dataState === "complete" ? data.providerOrganisation : undefined;
  const isAdmin = page?.viewerRole === "admin";
  return (
    <section className="page">
      <PageMeta title="事業者コンソール 組織情報" />
      <Breadcrumbs items={[{ label: "事業者コンソール" }, { label: "組織情報" }]} />
      <header className="page__header">
        <h1>組織情報</h1>
        {page && (
          <p className="page__lead">
            {page.organisation.name} の担当者としてログインしています（権限:{" "}
            {STAFF_ROLE_LABEL[page.viewerRole as StaffRole]}）。
          </p>
        )}
        <nav aria-label="事業者コンソール">
          <ul className={styles.consoleLinks}>
            <li>
              <Link to="/provider/services">掲載サービスの編集</Link>
            </li>
            <li>
              <Link to="/provider/articles">記事の作成・編集</Link>
            </li>
            <li>
              <Link to="/provider/seminars">セミナーの登録・編集</Link>
            </li>
            <li>
              <Link to="/provider/changes">申請履歴</Link>
            </li>
            <li>
              <Link to="/provider/negotiations">商談受付一覧</Link>
            </li>
            <li>
              <Link to="/provider/leads">リード（資料ダウンロード・商談・セミナー申込）</Link>
            </li>
            <li>
              <Link to="/provider/analytics">アクセス解析</Link>
            </li>
            <li>
              <Link to="/provider/reviews">レビューへの返信</Link>
            </li>
          </ul>
        </nav>
      </header>
      {loading && !data ? (
        <Spinner label="組織情報を読み込んでいます" />
      ) : error && appErrorOf(error).code === FORBIDDEN_CODE ? (
        // A provider account that belongs to no organisation (removed, or not yet accepted an invitation).
        <p className="notice">
          所属する事業者がありません。事業者の管理者から届いた招待メールのリンクを開くと、ここに組織の情報が表示されます。
        </p>
      ) : error || !page ? (
        <ShowFailed what="組織情報" />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="org-facts">
            <h2 id="org-facts">事業者情報</h2>
            <dl className={styles.facts}>
              <dt>会社名</dt>
              <dd>{page.organisation.name}</dd>
              <dt>所在地</dt>
              <dd>{page.organisation.location || "未登録"}</dd>
              <dt>資本金</dt>
              <dd>
                {page.organisation.capitalYen === null ? "未登録" : `${formatNumber(page.organisation.capitalYen)}円`}
              </dd>
              <dt>代表者</dt>
              <dd>{page.organisation.representative || "未登録"}</dd>
              <dt>設立</dt>
              <dd>{page.organisation.foundedOn ? formatDate(new Date(page.organisation.foundedOn)) : "未登録"}</dd>
              <dt>事業内容</dt>
              <dd>{page.organisation.businessDescription || "未登録"}</dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="org-staff">
            <h2 id="org-staff">担当者</h2>
            <StaffTable staff={page.staff} viewerId={page.viewerAccountId} isAdmin={isAdmin} />
          </section>
          <section className={styles.section} aria-labelledby="org-invitations">
            <h2 id="org-invitations">招待中の担当者</h2>
            {page.invitations.length === 0 ? (
              <p className="empty">招待中の担当者はいません。</p>
            ) : (
              <ul aria-label="招待中の担当者">
                {page.invitations.map((i) => (
                  <li key={i.id} className={styles.rowActions}>
                    <span>
                      {i.email}（{STAFF_ROLE_LABEL[i.role as StaffRole]}・{formatDate(new Date(i.expiresAt))}まで有効）
                    </span>
                    {isAdmin && (
                      <button
                        type="button"
                        className="button"
                        disabled={revoking}
                        onClick={() =>
                          void runWithToast(
                            () => revoke({ variables: { id: i.id } }),
                            `${i.email} への招待を取り消しました。`,
                          )
                        }
                      >
                        招待を取り消す
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {isAdmin && (
            <section className={styles.section} aria-labelledby="org-invite">
              <h2 id="org-invite">担当者を招待する</h2>
              <p>
                招待メールのリンクから、同じメールアドレスでログイン（未登録の場合は新規登録）すると担当者になります。
              </p>
              <InviteStaffForm />
            </section>
          )}
        </>
      )}
    </section>
  );
}
