// The negotiation routes (product §2.3): the member's application, list and room, and the entries of the
// provider console (/provider/…, its own chunk: provider-console.tsx) and of the invitations. The member's
// list and room are children of the my-page layout.

import type { RouteObject } from "react-router";
import { RequireLogin } from "../shared/session/guards";
import { lazyPage } from "./lazy-page";
import { memberPage, redirectRoute } from "./route-handle";

const ApplyNegotiationRoute = lazyPage(() => import("../features/negotiations/ApplyNegotiationRoute"));
const NegotiationListRoute = lazyPage(() => import("../features/negotiations/NegotiationListRoute"));
// The room pages take the files tab as a prop (checked like any other).
const NegotiationDetailRoute = lazyPage(() => import("../features/negotiations/NegotiationDetailRoute"));
const ProviderConsole = lazyPage(() => import("./provider-console"));
const ProviderInvitationRoute = lazyPage(() => import("../features/provider-organisation/ProviderInvitationRoute"));
// The rooms' tab 2 (the member's here, the provider's in provider-console.tsx) comes from the files
// feature; the composition root wires them together.
export const NegotiationFilesTab = lazyPage(() => import("../features/negotiations/files/NegotiationFilesTab"));

/**
 * The member's list and room: children of the my-page layout (which holds the login guard), rendered by
 * the server for the member (ADR 190).
 */
export const NEGOTIATION_MY_PAGE_CHILDREN: RouteObject[] = [
  memberPage("negotiation/list", <NegotiationListRoute />),
  memberPage("negotiation/detail/:id", <NegotiationDetailRoute FilesTab={NegotiationFilesTab} />),
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
  redirectRoute("negotiation", "/negotiation/list"),
  redirectRoute("negotiation/detail", "/negotiation/list"),
  // The console: its own chunk (provider-console.tsx), loaded only under /provider.
  { path: "provider/*", element: <ProviderConsole /> },
  // Open to any visitor: the page itself asks to sign in, and the api decides who may accept.
  { path: "provider/invitations/:token", element: <ProviderInvitationRoute /> },
];
