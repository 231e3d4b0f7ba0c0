import type { RouteObject } from "react-router";
import { ForbiddenRoute, NotFoundRoute } from "../features/errors/ErrorPages";
import { Layout } from "../shared/layout/Layout";
import { RequireLogin } from "../shared/session/guards";
import { AUTH_ROUTES } from "./auth-routes";
import { lazyPage } from "./lazy-page";
import { MEDIA_ROUTES } from "./media-routes";
import { MY_PAGE_ROUTES } from "./my-page-routes";
import { NEGOTIATION_ROUTES } from "./negotiation-routes";
import { publicPage, redirectRoute } from "./route-handle";

const HomeRoute = lazyPage(() => import("../features/home/HomeRoute"));
const CategoryRoute = lazyPage(() => import("../features/categories/CategoryRoute"));
const ServiceSearchRoute = lazyPage(() => import("../features/services/ServiceSearchRoute"));
const ServiceDetailRoute = lazyPage(() => import("../features/services/ServiceDetailRoute"));
const MaterialDownloadRoute = lazyPage(() => import("../features/services/MaterialDownloadRoute"));
const CompareRoute = lazyPage(() => import("../features/compare/CompareRoute"));
const RatingsRoute = lazyPage(() => import("../features/ratings/RatingsRoute"));
const SearchRoute = lazyPage(() => import("../features/search/SearchRoute"));
const ConciergeRequestRoute = lazyPage(() => import("../features/concierge/ConciergeRequestRoute"));
// The operator console (issue 24): its own chunk, loaded only on /admin, so no visitor or member downloads it.
const AdminRoute = lazyPage(() => import("../features/admin/AdminRoute"));

/**
 * Every route of the app, shared by the browser router and the server render (`entry-server.tsx`).
 * Public pages (product §2.1) carry a handle that lets the server render them; the rest stay client-rendered.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomeRoute />, handle: { serverRender: true } },
      redirectRoute("home", "/"),
      publicPage("category/:id", <CategoryRoute />),
      redirectRoute("services", "/services/search?tab=1"),
      publicPage("services/search", <ServiceSearchRoute />),
      publicPage("services/detail/:id", <ServiceDetailRoute />),
      // Rendered for visitors (the file list and the sign-in prompt): an unknown id answers 404 (ADR 168).
      publicPage("services/material_download/:id", <MaterialDownloadRoute />),
      publicPage("compare", <CompareRoute />),
      publicPage("services/:id/ratings-and-reviews", <RatingsRoute />),
      publicPage("search", <SearchRoute />),
      { path: "concierge", element: <RequireLogin>{<ConciergeRequestRoute />}</RequireLogin> },
      { path: "admin/*", element: <AdminRoute /> },
      ...AUTH_ROUTES,
      ...MY_PAGE_ROUTES,
      ...NEGOTIATION_ROUTES,
      ...MEDIA_ROUTES,
      publicPage("error/404", <NotFoundRoute />, 404),
      publicPage("error/403", <ForbiddenRoute />, 403),
      // A bare /category and every unknown path show the not-found page.
      publicPage("*", <NotFoundRoute />, 404),
    ],
  },
];
