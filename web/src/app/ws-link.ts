import { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { socketStatus } from "../shared/realtime/socket-status";

/**
 * The subscription transport (graphql-ws over /graphql). Its own chunk: only a member's bell and chat
 * subscribe, so a visitor's first load never downloads it (ADR 095).
 */
export function createWsLink(location: Pick<Location, "protocol" | "host">): ApolloLink {
  const wsClient = createClient({
    url: `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/graphql`,
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
  return new GraphQLWsLink(wsClient);
}
