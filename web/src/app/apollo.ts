import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { getMainDefinition } from "@apollo/client/utilities";
import { Observable, type Subscription } from "rxjs";
import { errorKindOf, needsSecondFactor } from "../shared/errors/error-kind";
import { notifySecondFactorRequired, notifySessionLost } from "../shared/session/session-events";
import { showToast } from "../shared/toast/toast-store";

export interface ErrorNavigation {
  /** Replaces the current history entry (product §7: 403/404 replace history). */
  replace(path: string): void;
}

/**
 * product §7 response handling, in one place: 403 → /error/403, 404 → /error/404 (history replaced),
 * everything else → an error toast with the Japanese message for the code.
 */
export function createErrorLink(navigation: ErrorNavigation): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    // Subscriptions handle their own errors (the bell falls back to polling, ADR 080).
    if (isSubscription(operation.query)) return;
    // Background counting (the service-event beacon, ADR 151) never interrupts the visitor.
    if (operation.getContext().silentErrors === true) return;
    const kind = errorKindOf(error);
    if (needsSecondFactor(error)) notifySecondFactorRequired();
    else if (kind === "FORBIDDEN") navigation.replace("/error/403");
    else if (kind === "NOT_FOUND") navigation.replace("/error/404");
    // The toast's text needs the message catalogue: it loads with the first error (ADR 188).
    else void showErrorToastLater(error);
    if (kind === "UNAUTHENTICATED") notifySessionLost();
  });
}

async function showErrorToastLater(error: unknown): Promise<void> {
  try {
    const { showErrorToast } = await import("../shared/errors/error-toast");
    showErrorToast(error);
  } catch {
    // The chunk did not load (offline): say so without the catalogue's words.
    showToast("error", "通信に失敗しました。時間をおいて再度お試しください。");
  }
}

function isSubscription(query: Parameters<typeof getMainDefinition>[0]): boolean {
  const definition = getMainDefinition(query);
  return definition.kind === "OperationDefinition" && definition.operation === "subscription";
}

/**
 * A link that loads the real one on its first request and hands every request to it from then on
 * (a failed load fails that request; the next one tries again).
 */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        loading ??= load().catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
        loading.then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/**
 * The browser's client. `serverCache` is the cache a server render filled (ssr-state.ts): restored
 * before hydration, and queries answer from it for a moment (`ssrForceFetchDelay`) even when their
 * policy would go to the network, so that the first render matches the server's HTML.
 */
export function createApolloClient(navigation: ErrorNavigation, serverCache?: NormalizedCacheObject): ApolloClient {
  const http = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  // Subscriptions (a member's bell and chat) load their transport on first use (./ws-link).
  const ws = lazyLink(() => import("./ws-link").then(({ createWsLink }) => createWsLink(window.location)));
  const transport = ApolloLink.split(({ query }) => isSubscription(query), ws, http);
  const cache = new InMemoryCache();
  if (serverCache) cache.restore(serverCache);
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(navigation), transport]),
    cache,
    ...(serverCache ? { ssrForceFetchDelay: 100 } : {}),
  });
}
