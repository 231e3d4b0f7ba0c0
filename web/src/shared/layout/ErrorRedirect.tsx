import { createContext, useContext } from "react";
import { Navigate } from "react-router";

/**
 * In a server render, where a page that must not be shown notes its status, or a guard the place it
 * sends the reader to (a member page for another kind of account, ADR 190). Undefined in the browser.
 */
export const ServerStatusContext = createContext<
  { status: 403 | 404 | undefined; location?: string | undefined } | undefined
>(undefined);

/**
 * Replaces the page with /error/403 or /error/404 (product §7: history replaced). On the server, where
 * nothing can navigate, it tells the render to answer that status with the error page instead.
 */
export function ErrorRedirect({ status }: { readonly status: 403 | 404 }) {
  const server = useContext(ServerStatusContext);
  if (server) {
    server.status ??= status;
    return null;
  }
  return <Navigate to={`/error/${status}`} replace />;
}

/**
 * Sends the reader to `to`, replacing the history entry (a guard's redirect). On the server, where nothing
 * can navigate, it tells the render to answer with a redirect to `to` instead of a page.
 */
export function GuardRedirect({ to }: { readonly to: string }) {
  const server = useContext(ServerStatusContext);
  if (server) {
    server.location ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
