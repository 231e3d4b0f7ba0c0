import type { ApolloClient } from "@apollo/client";
import { pageHydrated } from "./page-hydrated";
import { RefreshSessionMutationDocument } from "./Session.generated";
import { markSessionReady } from "./session-ready";

/**
 * product §4.3: initialisation refreshes the token by force, then `me` is read. The refresh waits until
 * the first page is live (ADR 194, 198); `me`'s first read follows in a task of its own, because the
 * session's readiness is a store change React renders at once, and Apollo hands the refresh's answer
 * over in a microtask of the task that received it — together one long task on a slow phone (ADR 202).
 */
export function refreshSessionOnStart(client: ApolloClient): Promise<void> {
  // Nothing reads the answer (a Boolean): kept out of the cache, it wakes no watched query (ADR 202).
  return pageHydrated()
    .then(() => client.mutate({ mutation: RefreshSessionMutationDocument, fetchPolicy: "no-cache" }))
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .finally(markSessionReady);
}
