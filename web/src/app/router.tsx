import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { AUTH_ROUTES } from "../features/auth/routes";
import { ForbiddenRoute, NotFoundRoute } from "../features/errors/ErrorPages";
import { MEDIA_ROUTES } from "../features/static-pages/routes";
import { Layout } from "../shared/layout/Layout";

const HomeRoute = lazy(() => import("../features/home/HomeRoute"));
const CategoryRoute = lazy(() => import("../features/categories/CategoryRoute"));
const ServiceSearchRoute = lazy(() => import("../features/services/ServiceSearchRoute"));
const ServiceDetailRoute = lazy(() => import("../features/services/ServiceDetailRoute"));
const MaterialDownloadRoute = lazy(() => import("../features/services/MaterialDownloadRoute"));
const CompareRoute = lazy(() => import("../features/compare/CompareRoute"));
const RatingsRoute = lazy(() => import("../features/ratings/RatingsRoute"));
const SearchRoute = lazy(() => import("../features/search/SearchRoute"));

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
        ...AUTH_ROUTES,
        ...MEDIA_ROUTES,
        { path: "error/404", element: <NotFoundRoute /> },
        { path: "error/403", element: <ForbiddenRoute /> },
        // A bare /category and every unknown path show the not-found page.
        { path: "*", element: <NotFoundRoute /> },
      ],
    },
  ]);
}
