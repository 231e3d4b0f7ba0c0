import { PROVIDER_HOME_PATH } from "@iryo/domain/session-navigation";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { useMe } from "../../shared/session/use-me";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { showToast } from "../../shared/toast/toast-store";
import { Spinner } from "../../shared/ui/Spinner";
import { useAcceptProviderInvitationMutation } from "./ProviderOrganisation.generated";

/**
 * /provider/invitations/:token: the invitee signs in (or signs up) with the invited address and accepts;
 * the account then becomes staff of the organisation and lands in the console.
 */
export default function ProviderInvitationRoute() {
  const { token = "" } = useParams();
  const { me, loading, refetch } = useMe();
  const navigate = useNavigate();
  const [accept, { loading: accepting }] = useAcceptProviderInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const here = `/provider/invitations/${encodeURIComponent(token)}`;

  if (loading || !me) return <Spinner label="ログイン状態を確認しています" />;
  return (
    <section className="page">
      <PageMeta title="事業者担当者への招待" />
      <header className="page__header">
        <h1>事業者担当者への招待</h1>
      </header>
      {!me.loggedIn ? (
        <>
          <p>
            招待を受けたメールアドレスのアカウントでログインしてください。アカウントをお持ちでない場合は、新規登録のあと、もう一度このリンクを開いてください。
          </p>
          <p>
            <Link className="button button--primary" to={`/login?redirect=${encodeURIComponent(here)}`}>
              ログインする
            </Link>{" "}
            <Link className="button" to="/register-email">
              新規登録する
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            この招待を承認すると、ログイン中のアカウントが事業者の担当者になります。会員として登録済みのアカウントは担当者になれません。
          </p>
          {failure && (
            <p className="notice notice--error" role="alert">
              {failure}
            </p>
          )}
          <button
            type="button"
            className="button button--primary"
            disabled={accepting}
            onClick={async () => {
              try {
                const result = await accept({ variables: { token } });
                showToast("success", `${result.data?.acceptProviderInvitation.name ?? "事業者"}の担当者になりました。`);
                await refetch();
                void navigate(PROVIDER_HOME_PATH, { replace: true });
              } catch (e) {
                setFailure(toastFailure(e).message);
              }
            }}
          >
            招待を承認する
          </button>
        </>
      )}
    </section>
  );
}
