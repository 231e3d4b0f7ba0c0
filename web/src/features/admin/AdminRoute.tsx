import { Suspense, useEffect } from "react";
import { NavLink, Route, Routes } from "react-router";
import { lazyPage } from "../../app/lazy-page";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { onSecondFactorRequired } from "../../shared/session/session-events";
import { useMe } from "../../shared/session/use-me";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminSessionQuery } from "./Admin.generated";
import { AdminPasswordStep, AdminTotpStep } from "./AdminSignIn";
import styles from "./admin.module.css";
import { editsContent, moderates, ROLE_LABELS, reviewsChanges } from "./admin-labels";
import { supportsMembers } from "./organisation-labels";

// Each screen is a chunk of its own (ADR 192): the console's frame and sign-in steps come first, and a
// screen's forms (react-hook-form, its schemas) load with the screen that has them.
const AdminDashboard = lazyPage(() => import("./AdminDashboard"));
const AdvertisementsPage = lazyPage(() => import("./AdvertisementsPage"));
const AttributeQueuePage = lazyPage(() => import("./AttributeQueuePage"));
const AttributeReviewPage = lazyPage(() => import("./AttributeReviewPage"));
const AuditLogPage = lazyPage(() => import("./AuditLogPage"));
const ChangeDetailPage = lazyPage(() => import("./ChangeDetailPage"));
const ChangeQueuePage = lazyPage(() => import("./ChangeQueuePage"));
const MembersPage = lazyPage(() => import("./MembersPage"));
const OperatorsPage = lazyPage(() => import("./OperatorsPage"));
const OrganisationDetailPage = lazyPage(() => import("./OrganisationDetailPage"));
const OrganisationNewPage = lazyPage(() => import("./OrganisationNewPage"));
const OrganisationsPage = lazyPage(() => import("./OrganisationsPage"));
const ReviewDetailPage = lazyPage(() => import("./ReviewDetailPage"));
const ReviewQueuePage = lazyPage(() => import("./ReviewQueuePage"));
const SiteContentPage = lazyPage(() => import("./SiteContentPage"));
const SiteDocumentPage = lazyPage(() => import("./SiteDocumentPage"));

/**
 * /admin, the operator console (issue 24): a lazy part of the app that only operators load. Visitors sign
 * in with a password, then the TOTP step (ADR 147); any other kind of account sees 403. Each screen is
 * shown only to the roles the api admits to its calls (the api enforces, the console hides).
 */
export default function AdminRoute() {
  const { me, loading, loggedIn } = useMe();
  const operator = loggedIn && me?.accountKind === "operator";
  const session = useAdminSessionQuery({ skip: !operator, fetchPolicy: "network-only" });
  // A call refused for a second factor that ran out (ADR 214): re-read the session, which shows the TOTP step.
  const { refetch } = session;
  useEffect(() => onSecondFactorRequired(() => void refetch()), [refetch]);

  if (loading || !me) return <Spinner label="ログイン状態を確認しています" />;
  if (!loggedIn) return <AdminPasswordStep />;
  if (!operator) return <ErrorRedirect status={403} />;
  if (session.loading && !session.data) return <Spinner label="ログイン状態を確認しています" />;
  if (!session.data)
    return <LoadFailed message="運営コンソールを読み込めませんでした。" onRetry={() => session.refetch()} />;
  const current = session.data.operatorSession;
  if (!current.secondFactorVerified) return <AdminTotpStep onVerified={() => session.refetch()} />;

  const canModerate = moderates(current.role);
  const canReviewChanges = reviewsChanges(current.role);
  const canEditContent = editsContent(current.role);
  const canSupportMembers = supportsMembers(current.role);
  const isAdmin = current.role === "admin";
  return (
    <section className={`page ${styles.console}`}>
      <header className={styles.consoleHeader}>
        <p className={styles.consoleTitle}>医療ITナビ 運営コンソール</p>
        <p className={styles.consoleUser}>
          {current.displayName}（{ROLE_LABELS[current.role as keyof typeof ROLE_LABELS] ?? current.role}）
        </p>
      </header>
      <nav aria-label="運営コンソール" className={styles.consoleNav}>
        <NavLink end to="/admin">
          ダッシュボード
        </NavLink>
        {canModerate ? <NavLink to="/admin/reviews">レビュー審査</NavLink> : null}
        {canReviewChanges ? <NavLink to="/admin/changes">掲載変更の審査</NavLink> : null}
        {canReviewChanges ? <NavLink to="/admin/attributes">属性の確認</NavLink> : null}
        {canEditContent ? <NavLink to="/admin/content">サイトコンテンツ</NavLink> : null}
        {isAdmin ? <NavLink to="/admin/organisations">事業者</NavLink> : null}
        {canSupportMembers ? <NavLink to="/admin/members">会員サポート</NavLink> : null}
        <NavLink to="/admin/audit">操作ログ</NavLink>
        {isAdmin ? <NavLink to="/admin/operators">運営担当者</NavLink> : null}
      </nav>
      <div className={styles.consoleBody}>
        <Suspense fallback={<Spinner label="ページを読み込んでいます" />}>
          <Routes>
            <Route index element={<AdminDashboard canModerate={canModerate} canReviewChanges={canReviewChanges} />} />
            {canModerate ? <Route path="reviews" element={<ReviewQueuePage />} /> : null}
            {canModerate ? <Route path="reviews/:id" element={<ReviewDetailPage />} /> : null}
            {canReviewChanges ? <Route path="changes" element={<ChangeQueuePage />} /> : null}
            {canReviewChanges ? <Route path="changes/:id" element={<ChangeDetailPage />} /> : null}
            {canReviewChanges ? <Route path="attributes" element={<AttributeQueuePage />} /> : null}
            {canReviewChanges ? <Route path="attributes/:id" element={<AttributeReviewPage />} /> : null}
            {canEditContent ? <Route path="content" element={<SiteContentPage />} /> : null}
            {canEditContent ? <Route path="content/advertisements" element={<AdvertisementsPage />} /> : null}
            {canEditContent ? <Route path="content/:name" element={<SiteDocumentPage />} /> : null}
            {isAdmin ? <Route path="organisations" element={<OrganisationsPage />} /> : null}
            {isAdmin ? <Route path="organisations/new" element={<OrganisationNewPage />} /> : null}
            {isAdmin ? <Route path="organisations/:id" element={<OrganisationDetailPage />} /> : null}
            {canSupportMembers ? <Route path="members" element={<MembersPage />} /> : null}
            <Route path="audit" element={<AuditLogPage />} />
            {isAdmin ? <Route path="operators" element={<OperatorsPage viewerId={current.id} />} /> : null}
            <Route path="*" element={<ErrorRedirect status={404} />} />
          </Routes>
        </Suspense>
      </div>
    </section>
  );
}
