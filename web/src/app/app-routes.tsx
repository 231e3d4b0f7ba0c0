import { useRoutes } from "react-router";
import { MeProvider } from "../shared/session/use-me";
import { APP_ROUTES } from "./routes";

/**
 * The app's routes as elements: the same tree in the browser (inside <BrowserRouter>) and in the server
 * render (inside <StaticRouter>), so that hydration matches. Declarative routing, not the data router:
 * no route has a loader or an action, and the data router would add ~17 KB (gzip) to every first
 * load (ADR 095). One `me` query serves every route (MeProvider).
 */
export function AppRoutes() {
  return <MeProvider>{useRoutes(APP_ROUTES)}</MeProvider>;
}
