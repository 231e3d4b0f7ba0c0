import { createBrowserRouter, type HydrationState } from "react-router";
import { APP_ROUTES } from "./routes";

/** The browser's router over the shared routes; `hydrationData` when the page was rendered by the server. */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(APP_ROUTES, hydrationData ? { hydrationData } : {});
}
