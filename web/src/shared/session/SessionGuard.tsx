import { useApolloClient } from "@apollo/client/react";
import { forcedPathOf, gatingAction, gatingLogoutMessage } from "@iryo/domain/session-navigation";
import { sessionCheckIntervalMs } from "@iryo/domain/session-refresh";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { showToast } from "../toast/toast-store";
import { onSessionLost } from "./session-events";
import { trackStartupRefresh, useSessionReady } from "./session-ready";
import { refreshSessionOnStart } from "./startup-refresh";
import { useMe, useSignOut } from "./use-me";

/**
 * The session of product §4.3, mounted once (in the header): refreshes by force on start, checks the
 * session on an interval derived from the token lifetime, re-reads `me` when a call answers
 * UNAUTHENTICATED, and applies the gating of flagged members (force, block, sign out).
 */
export function SessionGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // client.mutate, not the generated mutation hook: the entry chunk then carries no useMutation (ADR 188).
  const client = useApolloClient();
  const ready = useSessionReady();
  // The app's one watched `me` (MeProvider), not a second watch of the same query.
  const { me, refetch } = useMe();
  const previousPath = useRef<string | undefined>(undefined);
  const signingOut = useRef(false);

  // Initialisation refreshes the token by force, then re-reads the flags: once the first page is live,
  // so that the new `me` does not force the rest of a server-rendered page to hydrate in one long task.
  useEffect(() => {
    trackStartupRefresh(refreshSessionOnStart(client));
  }, [client]);

  useEffect(
    () =>
      onSessionLost(() => {
        if (ready) void refetch().catch(() => undefined);
      }),
    [ready, refetch],
  );

  // The periodic check: `me` goes to the BFF, which refreshes an id token close to expiry.
  const interval = sessionCheckIntervalMs(me?.tokenLifetimeSeconds);
  const loggedIn = me?.loggedIn === true;
  useEffect(() => {
    if (!loggedIn) return;
    const timer = setInterval(() => void refetch().catch(() => undefined), interval);
    return () => clearInterval(timer);
  }, [loggedIn, interval, refetch]);

  useEffect(() => {
    const pathname = location.pathname;
    if (!me?.loggedIn || signingOut.current) {
      previousPath.current = pathname;
      return;
    }
    const action = gatingAction({ pathname, flags: me, previousPathname: previousPath.current });
    const forced = forcedPathOf(me);
    if ((action === "force" || action === "block") && forced) {
      navigate(forced, { replace: true });
      return;
    }
    if (action === "signOut") {
      signingOut.current = true;
      const message = gatingLogoutMessage(me);
      void signOut().finally(() => {
        signingOut.current = false;
        showToast("error", message);
      });
    }
    previousPath.current = pathname;
  }, [me, location.pathname, navigate, signOut]);

  return null;
}
