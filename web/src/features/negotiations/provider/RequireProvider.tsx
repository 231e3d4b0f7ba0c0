import { loggedOutRedirect } from "@iryo/domain/session-navigation";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { ErrorRedirect } from "../../../shared/layout/ErrorRedirect";
import { useMe } from "../../../shared/session/use-me";
import { Spinner } from "../../../shared/ui/Spinner";

/** The provider console: a provider account only; visitors sign in first, members see 403. */
export function RequireProvider({ children }: { readonly children: ReactNode }) {
  const { me, loading } = useMe();
  const { pathname, search } = useLocation();
  if (loading || !me) return <Spinner label="ログイン状態を確認しています" />;
  if (!me.loggedIn) {
    return (
      <Navigate
        to={loggedOutRedirect(pathname, search) ?? `/login?redirect=${encodeURIComponent(pathname + search)}`}
        replace
      />
    );
  }
  if (!me.isProvider) return <ErrorRedirect status={403} />;
  return <>{children}</>;
}
