import "./app/zod-jitless";
import { ApolloProvider } from "@apollo/client/react";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createApolloClient } from "./app/apollo";
import { AppRoutes } from "./app/app-routes";
import { appNavigation, NavigationBridge } from "./app/router";
import { readSsrState } from "./app/ssr-state";
import { markSessionReady, SessionCheckedOnServer } from "./shared/session/session-ready";
import "./styles/global.css";
import { noteEarlyInput } from "./shared/forms/early-input";

// A page the server rendered carries its data: hydrate it with the same routes and
// hooks. Otherwise (the SPA shell, or a server error page the browser should redo) render from scratch.
const ssr = readSsrState(document);
const hydrating = ssr?.hydrate === true;
const client = createApolloClient(appNavigation, hydrating ? ssr.apollo : undefined);
// A page rendered for this browser's session (ADR 190) carries `me`: the session starts ready, as the
// server rendered it; the forced refresh of product §4.3 still runs once the page is live (SessionGuard).
const sessionChecked = hydrating && ssr.session === true;
if (sessionChecked) markSessionReady();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const app = (
  <StrictMode>
    <SessionCheckedOnServer.Provider value={sessionChecked}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </SessionCheckedOnServer.Provider>
  </StrictMode>
);
// As a transition, React renders (and hydrates) in slices and yields to the browser between them, so
// the page stays responsive while it starts instead of blocking for the whole tree (ADR 095). It starts
// in a task of its own, after the one that evaluated the entry and restored the server's cache (ADR 185).
setTimeout(() => {
  startTransition(() => {
    if (hydrating) {
      // What the person did to the server's page before now is handed to React once it has hydrated.
      noteEarlyInput(root);
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}, 0);
