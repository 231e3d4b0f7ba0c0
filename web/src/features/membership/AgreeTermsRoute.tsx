import { useApolloClient } from "@apollo/client/react";
import { UI_MESSAGES } from "@iryo/domain/error-catalogue";
import { safeRedirectTarget } from "@iryo/domain/session-navigation";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { AuthCard } from "../../shared/forms/AuthCard";
import styles from "../../shared/forms/forms.module.css";
import { PageMeta } from "../../shared/layout/PageMeta";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { useMe, useSignOut } from "../../shared/session/use-me";
import { showToast } from "../../shared/toast/toast-store";
import { useAgreeTermsOfUsageMutation } from "./Membership.generated";

/**
 * /agree-term-of-usage: agree → continue where the member was going (`redirect`, set by the login page),
 * else home; refuse → signed out with a message (product §4.3).
 */
export default function AgreeTermsRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeRedirectTarget(search.get("redirect"));
  const client = useApolloClient();
  const signOut = useSignOut();
  const [agree, { loading }] = useAgreeTermsOfUsageMutation();
  const { me } = useMe();
  // Only an account that must accept new terms is asked (ADR 102); anyone else goes home.
  const asked = me?.needsTermsAcceptance === true;

  async function accept() {
    try {
      await agree();
    } catch {
      return; // the error link shows the toast
    }
    await client.refetchQueries({ include: [MeQueryDocument] });
    showToast("success", "利用規約に同意しました。");
    navigate(next, { replace: true });
  }

  async function refuse() {
    await signOut();
    showToast("error", UI_MESSAGES.termsRefused);
    navigate("/", { replace: true });
  }

  if (me && !asked && !loading) return <Navigate to={next} replace />;
  return (
    <AuthCard
      title="利用規約改定のお知らせ"
      lead={<p>利用規約が改定されました。引き続きご利用いただくには、改定後の利用規約への同意が必要です。</p>}
    >
      <PageMeta title="利用規約への同意" />
      <p>
        <Link to="/terms" target="_blank" rel="noopener">
          利用規約（新しいタブで開きます）
        </Link>
        をご確認ください。
      </p>
      <div className={styles.formActions}>
        <button type="button" className="button" onClick={() => void refuse()} disabled={loading}>
          同意しない
        </button>
        <button type="button" className="button button--primary" onClick={() => void accept()} disabled={loading}>
          同意する
        </button>
      </div>
    </AuthCard>
  );
}
