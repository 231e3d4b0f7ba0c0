// Monaco's web workers (editor, JSON, GraphQL) bundled by Vite: no CDN.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./playground.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const DEFAULT_QUERY = `{
  categories {
    id
    name
    serviceCount
  }
}
`;

const wsProtocol = window.location.protocol === "https:" ? "wss:" : "ws:";

const fetcher = createGraphiQLFetcher({
  url: "/graphql",
  subscriptionUrl: `${wsProtocol}//${window.location.host}/graphql`,
  // POST JSON already passes Apollo's CSRF prevention; the header makes it explicit.
  headers: { "apollo-require-preflight": "true" },
});

const container = document.getElementById("graphiql");
if (!container) throw new Error("#graphiql element is missing");

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
