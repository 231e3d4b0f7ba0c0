// The negotiation routes (SPEC §2.3): the member's application, list and room, and the provider
// console (/provider/…). The member's list and room are children of the my-page layout.

import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";
import { RequireProvider } from "../features/negotiations/provider/RequireProvider";
import { RequireLogin } from "../shared/session/guards";

const ApplyNegotiationRoute = lazy(() => import("../features/negotiations/ApplyNegotiationRoute"));
const NegotiationListRoute = lazy(() => import("../features/negotiations/NegotiationListRoute"));
const NegotiationDetailRoute = lazy(() => import("../features/negotiations/NegotiationDetailRoute"));
const ProviderInboxRoute = lazy(() => import("../features/negotiations/provider/ProviderInboxRoute"));
const ProviderRoomRoute = lazy(() => import("../features/negotiations/provider/ProviderRoomRoute"));
// The room's tab 2 comes from the files feature; the composition root wires them together.
const NegotiationFilesTab = lazy(() => import("../features/negotiation-files/NegotiationFilesTab"));

/** The member's list and room: children of the my-page layout (which holds the login guard). */
export const NEGOTIATION_MY_PAGE_CHILDREN: RouteObject[] = [
  { path: "negotiation/list", element: <NegotiationListRoute /> },
  { path: "negotiation/detail/:id", element: <NegotiationDetailRoute FilesTab={NegotiationFilesTab} /> },
];

export const NEGOTIATION_ROUTES: RouteObject[] = [
  {
    path: "business-negotiation/:id",
    element: (
      <RequireLogin>
        <ApplyNegotiationRoute />
      </RequireLogin>
    ),
  },
  { path: "negotiation", element: <Navigate to="/negotiation/list" replace /> },
  { path: "negotiation/detail", element: <Navigate to="/negotiation/list" replace /> },
  { path: "provider", element: <Navigate to="/provider/negotiations" replace /> },
  {
    path: "provider/negotiations",
    element: (
      <RequireProvider>
        <ProviderInboxRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/negotiations/:id",
    element: (
      <RequireProvider>
        <ProviderRoomRoute FilesTab={NegotiationFilesTab} />
      </RequireProvider>
    ),
  },
];
