import { Navigate, type RouteObject } from "react-router";

/**
 * What the server needs to know of a route (read from `handle`): whether it is rendered on the server
 * (the public pages of product §2.1; member pages stay client-rendered), the HTTP status of its page,
 * and where a plain redirect route goes.
 */
export interface RouteHandle {
  readonly serverRender?: true;
  readonly status?: number;
  readonly redirect?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== "object" || value === null) return false;
  const { serverRender, status, redirect } = value as Record<string, unknown>;
  return (
    (serverRender === undefined || serverRender === true) &&
    (status === undefined || typeof status === "number") &&
    (redirect === undefined || typeof redirect === "string")
  );
}

const SERVER: RouteHandle = { serverRender: true };

/** A public page, rendered by the server with its data. */
export const publicPage = (path: string, element: React.ReactNode, status?: number): RouteObject => ({
  path,
  element,
  handle: status === undefined ? SERVER : { ...SERVER, status },
});

/** A path that only goes elsewhere: the server answers with a redirect, the browser with <Navigate>. */
export const redirectRoute = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
  handle: { redirect: to } satisfies RouteHandle,
});
