// The server render of the public pages (ADR 091). Built by `vite build --ssr` into web/dist-server/ and
// loaded by the BFF at runtime; the BFF passes its schema and a visitor context, so every query runs
// in-process (SchemaLink), never over HTTP back to the BFF.

import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { SchemaLink } from "@apollo/client/link/schema";
import { ApolloProvider } from "@apollo/client/react";
import { prerenderStatic } from "@apollo/client/react/ssr";
import type { ServerRenderRequest as ServerRenderContract, ServerRenderResult } from "@iryo/domain/server-render";
import type { GraphQLSchema } from "graphql";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router";
import { map } from "rxjs";
import { AppRoutes } from "./app/app-routes";
import { RenderedModulesContext } from "./app/lazy-page";
import { isRouteHandle, type RouteHandle } from "./app/route-handle";
import { APP_ROUTES } from "./app/routes";
import { type SsrState, serializeSsrState } from "./app/ssr-state";
import { ServerStatusContext } from "./shared/layout/ErrorRedirect";
import { PageMetaCollectorContext, type PageMetaProps, resolvePageMeta } from "./shared/layout/PageMeta";
import { type JsonLdBuilder, StructuredDataCollectorContext } from "./shared/seo/StructuredData";
import { serializeJsonLd } from "./shared/seo/structured-data";
import { SessionCheckedOnServer } from "./shared/session/session-ready";

/** One page to render, with the BFF's schema. */
export type ServerRenderRequest = ServerRenderContract<GraphQLSchema>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What a page adds to the head for search engines (ADR 168); error pages add nothing. */
interface SearchHead {
  /** The public origin (PUBLIC_WEB_URL): canonical URL and JSON-LD are absolute on it. */
  readonly publicOrigin: string;
  /** The page's path (the default canonical path). */
  readonly path: string;
  readonly structuredData: ReadonlyMap<string, JsonLdBuilder>;
}

function searchHeadOf(meta: PageMetaProps, head: SearchHead): string[] {
  const canonical = new URL(meta.canonical ?? head.path, head.publicOrigin).href;
  return [
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    // Not executed (a data block): the CSP's script-src does not apply; `<` is escaped inside.
    ...[...head.structuredData.values()].map(
      (build) => `<script type="application/ld+json">${serializeJsonLd(build(head.publicOrigin))}</script>`,
    ),
  ];
}

function headOf(meta: PageMetaProps, origin: string, search: SearchHead | undefined): string {
  const { title, description, image } = resolvePageMeta(meta, origin);
  return [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:image" content="${escapeAttribute(image)}" />`,
    `<meta property="og:type" content="website" />`,
    ...(search ? searchHeadOf(meta, search) : []),
  ].join("\n    ");
}

/** The handle of the route that `path` shows, or undefined when no route does. */
function handleOf(path: string): RouteHandle | undefined {
  const matches = matchRoutes(APP_ROUTES, path);
  if (!matches) return undefined;
  const handle: unknown = matches.at(-1)?.route.handle;
  return isRouteHandle(handle) ? handle : {};
}

/** What the data of a render said about the page as a whole. */
interface DataOutcome {
  status: 404 | 403 | undefined;
  /** An error the page cannot stand for (a failing api): the browser renders instead. */
  failed: boolean;
}

/** Notes, without changing them, the errors of every operation: NOT_FOUND → 404, FORBIDDEN → 403. */
function outcomeLink(outcome: DataOutcome): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        for (const error of result.errors ?? []) {
          const code = error.extensions?.code;
          if (code === "NOT_FOUND") outcome.status = 404;
          else if (code === "FORBIDDEN") outcome.status ??= 403;
          else outcome.failed = true;
        }
        return result;
      }),
    ),
  );
}

async function renderPage(
  request: ServerRenderRequest,
  location: string,
): Promise<{
  html: string;
  cache: InMemoryCache;
  meta: PageMetaProps;
  structuredData: Map<string, JsonLdBuilder>;
  modules: Set<string>;
  outcome: DataOutcome;
  /** Where a guard sent the reader (a member page for a provider account, say). */
  redirect: string | undefined;
}> {
  const outcome: DataOutcome = { status: undefined, failed: false };
  const cache = new InMemoryCache();
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([outcomeLink(outcome), new SchemaLink({ schema: request.schema, context: request.context })]),
    cache,
  });
  const modules = new Set<string>();
  const collector: { meta: PageMetaProps } = { meta: {} };
  const structuredData = new Map<string, JsonLdBuilder>();
  // A page that redirects to its error page (an id that cannot exist) answers that status instead.
  const redirected: { status: 403 | 404 | undefined; location?: string | undefined } = { status: undefined };
  const tree = (
    <StrictMode>
      <SessionCheckedOnServer.Provider value={request.session === true}>
        <ServerStatusContext.Provider value={redirected}>
          <RenderedModulesContext.Provider value={modules}>
            <PageMetaCollectorContext.Provider value={collector}>
              <StructuredDataCollectorContext.Provider value={structuredData}>
                <ApolloProvider client={client}>
                  {/* The same tree as the browser's <BrowserRouter><AppRoutes /> (main.tsx). */}
                  <StaticRouter location={location}>
                    <AppRoutes />
                  </StaticRouter>
                </ApolloProvider>
              </StructuredDataCollectorContext.Provider>
            </PageMetaCollectorContext.Provider>
          </RenderedModulesContext.Provider>
        </ServerStatusContext.Provider>
      </SessionCheckedOnServer.Provider>
    </StrictMode>
  );
  const { result } = await prerenderStatic({
    tree,
    // Web streams (Node 20 has them): the whole page once every query and lazy page has resolved.
    // No boundary is outlined (React moves large ones behind an inline script, which the CSP blocks).
    renderFunction: (node) =>
      prerender(node, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(request.signal ? { signal: request.signal } : {}),
      }),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  outcome.status ??= redirected.status;
  return {
    html: result,
    cache,
    meta: collector.meta,
    structuredData,
    modules,
    outcome,
    redirect: redirected.location,
  };
}

/**
 * Renders `request.url` for a visitor (public pages) or for the request's session (public pages and
 * member pages, ADR 190), or says why the server does not. A session the api no longer accepts fails
 * `me` (UNAUTHENTICATED): the browser renders, and its session guard asks the member to log in again.
 */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const path = new URL(request.url, request.origin).pathname;
  const handle = handleOf(path);
  if (!handle) return { kind: "client" };
  if (handle.redirect !== undefined) return { kind: "redirect", status: 302, location: handle.redirect };
  const rendered = handle.serverRender === true || (request.session === true && handle.memberRender === true);
  if (!rendered) return { kind: "client" };

  let page = await renderPage(request, request.url);
  if (page.outcome.failed) return { kind: "client" };
  if (page.redirect !== undefined) return { kind: "redirect", status: 302, location: page.redirect };
  let status = handle.status ?? 200;
  let hydrate = true;
  const dataStatus = page.outcome.status;
  if (dataStatus !== undefined) {
    // A missing (or forbidden) record: its error page with the real status. The browser renders the
    // path itself (as a client render would: the same query, then /error/404 in place of the page).
    page = await renderPage(request, `/error/${dataStatus}`);
    status = dataStatus;
    hydrate = false;
  }
  const state: SsrState = {
    hydrate,
    apollo: hydrate ? page.cache.extract() : {},
    ...(request.session === true && hydrate ? { session: true as const } : {}),
  };
  return {
    kind: "page",
    status,
    // Only a page that stands for its URL names a canonical URL and structured data (not 404/403).
    head: headOf(
      page.meta,
      request.origin,
      status === 200
        ? { publicOrigin: request.publicOrigin ?? request.origin, path, structuredData: page.structuredData }
        : undefined,
    ),
    body: page.html,
    state: serializeSsrState(state),
    modules: [...page.modules],
  };
}
