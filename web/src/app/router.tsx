import { lazy } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { ForbiddenRoute, NotFoundRoute } from "../features/errors/ErrorPages";
import { Layout } from "../shared/layout/Layout";

const HomeRoute = lazy(() => import("../features/home/HomeRoute"));
const CategoryRoute = lazy(() => import("../features/categories/CategoryRoute"));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: "home", element: <Navigate to="/" replace /> },
        { path: "category/:id", element: <CategoryRoute /> },
        { path: "error/404", element: <NotFoundRoute /> },
        { path: "error/403", element: <ForbiddenRoute /> },
        // A bare /category and every unknown path show the not-found page.
        { path: "*", element: <NotFoundRoute /> },
      ],
    },
  ]);
}
