import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import { createClient } from "graphql-ws";
import { appErrorOf } from "../shared/errors/graphql-error";
import { socketStatus } from "../shared/realtime/socket-status";
import { hasFieldErrors, notifySessionLost } from "../shared/session/session-events";
import { showToast } from "../shared/toast/toast-store";

export interface ErrorNavigation {
  /** Replaces the current history entry (SPEC §7: 403/404 replace history). */
  replace(path: string): void;
}

/**
 * SPEC §7 response handling, in one place: 403 → /error/403, 404 → /error/404 (history replaced),
 * everything else → an error toast with the Japanese message for the code.
 */
export function createErrorLink(navigation: ErrorNavigation): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    // Subscriptions handle their own errors (the bell falls back to polling, ADR 080).
    if (isSubscription(operation.query)) return;
    const info = appErrorOf(error);
    if (info.kind === "FORBIDDEN") navigation.replace("/error/403");
    else if (info.kind === "NOT_FOUND") navigation.replace("/error/404");
    // A form the server refused field by field: the 'has error input' toast (SPEC §5); the fields show why.
    else if (hasFieldErrors(error)) showToast("error", INPUT_ERROR_TOAST_MESSAGE);
    else showToast("error", info.message);
    if (info.kind === "UNAUTHENTICATED") notifySessionLost();
  });
}

function isSubscription(query: Parameters<typeof getMainDefinition>[0]): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === "OperationDefinition" && definition.operation === "subscription";
}

/**
 * The browser's client. `serverCache` is the cache a server render filled (ssr-state.ts): restored
 * before hydration, and queries answer from it for a moment (`ssrForceFetchDelay`) even when their
 * policy would go to the network, so that the first render matches the server's HTML.
 */
export function createApolloClient(navigation: ErrorNavigation, serverCache?: NormalizedCacheObject): ApolloClient {
  const http = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  const wsUrl = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/graphql`;
  const wsClient = createClient({
    url: wsUrl,
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    // Up to ~10 s between attempts; the bell polls meanwhile.
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 500 * 2 ** retries))),
    shouldRetry: () => true,
    on: {
      connecting: () => socketStatus.set("connecting"),
      connected: () => socketStatus.set("connected"),
      closed: () => socketStatus.set("closed"),
    },
  });
  socketStatus.setRestart(() => wsClient.terminate());
  const ws = new GraphQLWsLink(wsClient);
  const transport = ApolloLink.split(({ query }) => isSubscription(query), ws, http);
  const cache = new InMemoryCache();
  if (serverCache) cache.restore(serverCache);
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(navigation), transport]),
    cache,
    ...(serverCache ? { ssrForceFetchDelay: 100 } : {}),
  });
}
