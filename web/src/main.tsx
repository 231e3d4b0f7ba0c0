import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createApolloClient } from "./app/apollo";
import { createRouter } from "./app/router";
import "./styles/global.css";

const router = createRouter();
const client = createApolloClient({ replace: (path) => void router.navigate(path, { replace: true }) });

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
