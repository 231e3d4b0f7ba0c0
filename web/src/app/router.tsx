import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { ForbiddenRoute, NotFoundRoute } from "../features/errors/ErrorPages";
import { Layout } from "../shared/layout/Layout";
import { RequireLogin } from "../shared/session/guards";
import { AUTH_ROUTES } from "./auth-routes";
import { MEDIA_ROUTES } from "./media-routes";
import { MY_PAGE_ROUTES } from "./my-page-routes";
import { NEGOTIATION_ROUTES } from "./negotiation-routes";

const HomeRoute = lazy(() => import("../features/home/HomeRoute"));
const CategoryRoute = lazy(() => import("../features/categories/CategoryRoute"));
const ServiceSearchRoute = lazy(() => import("../features/services/ServiceSearchRoute"));
const ServiceDetailRoute = lazy(() => import("../features/services/ServiceDetailRoute"));
const MaterialDownloadRoute = lazy(() => import("../features/services/MaterialDownloadRoute"));
const CompareRoute = lazy(() => import("../features/compare/CompareRoute"));
const RatingsRoute = lazy(() => import("../features/ratings/RatingsRoute"));
const SearchRoute = lazy(() => import("../features/search/SearchRoute"));
const ConciergeRequestRoute = lazy(() => import("../features/concierge/ConciergeRequestRoute"));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: "home", element: <Navigate to="/" replace /> },
        { path: "category/:id", element: <CategoryRoute /> },
        { path: "services", element: <Navigate to="/services/search?tab=1" replace /> },
        { path: "services/search", element: <ServiceSearchRoute /> },
        { path: "services/detail/:id", element: <ServiceDetailRoute /> },
        { path: "services/material_download/:id", element: <MaterialDownloadRoute /> },
        { path: "compare", element: <CompareRoute /> },
        { path: "services/:id/ratings-and-reviews", element: <RatingsRoute /> },
        { path: "search", element: <SearchRoute /> },
        { path: "concierge", element: <RequireLogin>{<ConciergeRequestRoute />}</RequireLogin> },
        ...AUTH_ROUTES,
        ...MY_PAGE_ROUTES,
        ...NEGOTIATION_ROUTES,
        ...MEDIA_ROUTES,
        { path: "error/404", element: <NotFoundRoute /> },
        { path: "error/403", element: <ForbiddenRoute /> },
        // A bare /category and every unknown path show the not-found page.
        { path: "*", element: <NotFoundRoute /> },
      ],
    },
  ]);
}
