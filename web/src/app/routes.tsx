import type { RouteObject } from "react-router";
import { ForbiddenRoute, NotFoundRoute } from "../features/errors/ErrorPages";
import { Layout } from "../shared/layout/Layout";
import { RequireLogin } from "../shared/session/guards";
import { AUTH_ROUTES } from "./auth-routes";
import { featurePage } from "./feature-page";
import { MEDIA_ROUTES } from "./media-routes";
import { MY_PAGE_ROUTES } from "./my-page-routes";
import { NEGOTIATION_ROUTES } from "./negotiation-routes";
import { publicPage, redirectRoute } from "./route-handle";

const HomeRoute = featurePage("home/HomeRoute");
const CategoryRoute = featurePage("categories/CategoryRoute");
const ServiceSearchRoute = featurePage("services/ServiceSearchRoute");
const ServiceDetailRoute = featurePage("services/ServiceDetailRoute");
const MaterialDownloadRoute = featurePage("services/MaterialDownloadRoute");
const CompareRoute = featurePage("compare/CompareRoute");
const RatingsRoute = featurePage("ratings/RatingsRoute");
const SearchRoute = featurePage("search/SearchRoute");
const ConciergeRequestRoute = featurePage("concierge/ConciergeRequestRoute");

/**
 * Every route of the app, shared by the browser router and the server render (`entry-server.tsx`).
 * Public pages (SPEC §2.1) carry a handle that lets the server render them; the rest stay client-rendered.
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
      { path: "services/material_download/:id", element: <MaterialDownloadRoute /> },
      publicPage("compare", <CompareRoute />),
      publicPage("services/:id/ratings-and-reviews", <RatingsRoute />),
      publicPage("search", <SearchRoute />),
      { path: "concierge", element: <RequireLogin>{<ConciergeRequestRoute />}</RequireLogin> },
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
