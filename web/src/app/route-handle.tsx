import { Navigate, type RouteObject } from "react-router";

/**
 * What the server needs to know of a route (read from `handle`): whether it is rendered on the server
 * (the public pages of product §2.1 for everyone; `memberRender` pages only for a signed-in session,
 * ADR 190), the HTTP status of its page, and where a plain redirect route goes.
 */
export interface RouteHandle {
  readonly serverRender?: true;
  readonly memberRender?: true;
  readonly status?: number;
  readonly redirect?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== "object" || value === null) return false;
  const { serverRender, memberRender, status, redirect } = value as Record<string, unknown>;
  return (
    (serverRender === undefined || serverRender === true) &&
    (memberRender === undefined || memberRender === true) &&
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

const MEMBER: RouteHandle = { memberRender: true };

/**
 * A signed-in page rendered by the server for the requesting session only (never cached; ADR 190); a
 * visitor gets the SPA shell, which sends them to log in.
 */
export const memberPage = (path: string, element: React.ReactNode): RouteObject => ({
  path,
  element,
  handle: MEMBER,
});

/** A path that only goes elsewhere: the server answers with a redirect, the browser with <Navigate>. */
export const redirectRoute = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
  handle: { redirect: to } satisfies RouteHandle,
});
