import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { getMainDefinition } from "@apollo/client/utilities";
import { INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import { createClient } from "graphql-ws";
import { appErrorOf } from "../shared/errors/graphql-error";
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
  return new ErrorLink(({ error }) => {
    const info = appErrorOf(error);
    if (info.kind === "FORBIDDEN") navigation.replace("/error/403");
    else if (info.kind === "NOT_FOUND") navigation.replace("/error/404");
    // A form the server refused field by field: the 'has error input' toast (SPEC §5); the fields show why.
    else if (hasFieldErrors(error)) showToast("error", INPUT_ERROR_TOAST_MESSAGE);
    else showToast("error", info.message);
    if (info.kind === "UNAUTHENTICATED") notifySessionLost();
  });
}

export function createApolloClient(navigation: ErrorNavigation): ApolloClient {
  const http = new HttpLink({ uri: "/graphql", credentials: "same-origin" });
  const wsUrl = `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/graphql`;
  const ws = new GraphQLWsLink(createClient({ url: wsUrl, lazy: true, retryAttempts: Number.POSITIVE_INFINITY }));
  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === "OperationDefinition" && definition.operation === "subscription";
    },
    ws,
    http,
  );
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(navigation), transport]),
    cache: new InMemoryCache(),
  });
}
