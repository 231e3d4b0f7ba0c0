import { useEffect } from "react";
import { replayEarlyInput } from "../forms/early-input";
import { markPageHydrated } from "../session/page-hydrated";

/**
 * Marks the document once the current page has hydrated or rendered (`html[data-app-ready]`; the e2e
 * tests wait for it before they use a control). It sits beside the page inside the layout's Suspense
 * boundary: a lazy page that is still loading keeps that boundary dehydrated (server HTML that does
 * not answer yet), and this mark commits only together with the page. The start-up session check
 * waits for the same moment (`pageHydrated`), and what the person did to the server's controls before
 * the app started is handed to React then (ADR 199).
 */
export function AppReady() {
  useEffect(() => {
    void replayEarlyInput();
    markPageHydrated();
    document.documentElement.setAttribute("data-app-ready", "");
  }, []);
  return null;
}
