import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createApolloClient } from "./app/apollo";
import { createRouter } from "./app/router";
import { readSsrState } from "./app/ssr-state";
import "./styles/global.css";

// A page the server rendered carries its data and router state: hydrate it with the same routes and
// hooks. Otherwise (the SPA shell, or a server error page the browser should redo) render from scratch.
const ssr = readSsrState(document);
const hydrating = ssr?.hydrate === true;
const router = createRouter(hydrating ? ssr.router : undefined);
const client = createApolloClient(
  { replace: (path) => void router.navigate(path, { replace: true }) },
  hydrating ? ssr.apollo : undefined,
);

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>
);
if (hydrating) hydrateRoot(root, app);
else createRoot(root).render(app);
