import { afterLoginPath, loggedOutRedirect, PROVIDER_HOME_PATH } from "@iryo/domain/session-navigation";
import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { ErrorRedirect, GuardRedirect } from "../layout/ErrorRedirect";
import { Spinner } from "../ui/Spinner";
import { useMe } from "./use-me";

/**
 * A member-only page: logged-out visitors go where product §2.4 says (login with or without redirect);
 * a provider account goes to its console and an operator to the 403 page (ADR 102).
 */
export function RequireLogin({ children }: { readonly children: ReactNode }) {
  const { me, loading, error } = useMe();
  const { pathname, search } = useLocation();
  if (!me && error && !loading) {
    return (
      <section className="page">
        <p className="notice notice--error">ログイン状態を確認できませんでした。時間をおいて再度お試しください。</p>
      </section>
    );
  }
  if (loading || !me) return <Spinner label="ログイン状態を確認しています" />;
  if (!me.loggedIn) return <GuardRedirect to={loggedOutRedirect(pathname, search) ?? "/login"} />;
  if (me.isProvider) return <GuardRedirect to={PROVIDER_HOME_PATH} />;
  if (me.accountKind !== "member") return <ErrorRedirect status={403} />;
  return <>{children}</>;
}

/**
 * A public auth page (product §2.2): a signed-in account goes where the login page sends it (the redirect
 * target or home; a provider without a target to its console).
 */
export function PublicOnly({ children }: { readonly children: ReactNode }) {
  const { me, loading } = useMe();
  const [search] = useSearchParams();
  if (loading && !me) return <Spinner label="ログイン状態を確認しています" />;
  if (me?.loggedIn) return <Navigate to={afterLoginPath(me, search.get("redirect"))} replace />;
  return <>{children}</>;
}
