// The negotiation routes (product §2.3): the member's application, list and room, and the provider
// console (/provider/…: the organisation page, invitations, listings and changes, leads, analytics, review
// replies, the inbox and rooms). The member's list and room are children of the my-page layout.

import type { RouteObject } from "react-router";
import { RequireProvider } from "../features/negotiations/provider/RequireProvider";
import { RequireLogin } from "../shared/session/guards";
import { lazyPage } from "./lazy-page";
import { memberPage, redirectRoute } from "./route-handle";

const ApplyNegotiationRoute = lazyPage(() => import("../features/negotiations/ApplyNegotiationRoute"));
const NegotiationListRoute = lazyPage(() => import("../features/negotiations/NegotiationListRoute"));
// The room pages take the files tab as a prop (checked like any other).
const NegotiationDetailRoute = lazyPage(() => import("../features/negotiations/NegotiationDetailRoute"));
const ProviderInboxRoute = lazyPage(() => import("../features/negotiations/provider/ProviderInboxRoute"));
const ProviderOrganisationRoute = lazyPage(() => import("../features/provider-organisation/ProviderOrganisationRoute"));
const ProviderInvitationRoute = lazyPage(() => import("../features/provider-organisation/ProviderInvitationRoute"));
const ProviderAnalyticsRoute = lazyPage(() => import("../features/provider-insights/ProviderAnalyticsRoute"));
const ProviderLeadsRoute = lazyPage(() => import("../features/provider-insights/ProviderLeadsRoute"));
const ProviderReviewsRoute = lazyPage(() => import("../features/provider-insights/ProviderReviewsRoute"));
const ProviderServicesRoute = lazyPage(() => import("../features/provider-listings/ProviderServicesRoute"));
const ServiceEditRoute = lazyPage(() => import("../features/provider-listings/ServiceEditRoute"));
const ProviderMaterialsRoute = lazyPage(() => import("../features/provider-listings/ProviderMaterialsRoute"));
const ProviderArticlesRoute = lazyPage(() => import("../features/provider-listings/ProviderArticlesRoute"));
const ArticleEditRoute = lazyPage(() => import("../features/provider-listings/ArticleEditRoute"));
const ProviderSeminarsRoute = lazyPage(() => import("../features/provider-listings/ProviderSeminarsRoute"));
const SeminarNewRoute = lazyPage(() => import("../features/provider-listings/SeminarNewRoute"));
const SeminarEditRoute = lazyPage(() => import("../features/provider-listings/SeminarEditRoute"));
const SeminarDraftRoute = lazyPage(() => import("../features/provider-listings/SeminarDraftRoute"));
const SeminarEnrollmentsRoute = lazyPage(() => import("../features/provider-listings/SeminarEnrollmentsRoute"));
const ProviderAttributesRoute = lazyPage(() => import("../features/provider-listings/ProviderAttributesRoute"));
const ProviderChangesRoute = lazyPage(() => import("../features/provider-listings/ProviderChangesRoute"));
const ProviderRoomRoute = lazyPage(() => import("../features/negotiations/provider/ProviderRoomRoute"));
// The room's tab 2 comes from the files feature; the composition root wires them together.
const NegotiationFilesTab = lazyPage(() => import("../features/negotiations/files/NegotiationFilesTab"));

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
  // The console's home: the organisation page (ADR 142).
  {
    path: "provider",
    element: (
      <RequireProvider>
        <ProviderOrganisationRoute />
      </RequireProvider>
    ),
  },
  // Listings and their publishing workflow (ADR 143, 144).
  {
    path: "provider/services",
    element: (
      <RequireProvider>
        <ProviderServicesRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/services/:id/edit",
    element: (
      <RequireProvider>
        <ServiceEditRoute />
      </RequireProvider>
    ),
  },
  // Materials in the workflow (ADR 145).
  {
    path: "provider/services/:id/materials",
    element: (
      <RequireProvider>
        <ProviderMaterialsRoute />
      </RequireProvider>
    ),
  },
  // Seminars in the workflow (ADR 162).
  {
    path: "provider/seminars",
    element: (
      <RequireProvider>
        <ProviderSeminarsRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/seminars/new",
    element: (
      <RequireProvider>
        <SeminarNewRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/seminars/:id/edit",
    element: (
      <RequireProvider>
        <SeminarEditRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/seminars/drafts/:changeId",
    element: (
      <RequireProvider>
        <SeminarDraftRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/seminars/:id/enrollments",
    element: (
      <RequireProvider>
        <SeminarEnrollmentsRoute />
      </RequireProvider>
    ),
  },
  // Articles in the workflow (ADR 163).
  {
    path: "provider/articles",
    element: (
      <RequireProvider>
        <ProviderArticlesRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/articles/new",
    element: (
      <RequireProvider>
        <ArticleEditRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/articles/:id/edit",
    element: (
      <RequireProvider>
        <ArticleEditRoute />
      </RequireProvider>
    ),
  },
  // Structured attributes in the workflow (ADR 170).
  {
    path: "provider/services/:id/attributes",
    element: (
      <RequireProvider>
        <ProviderAttributesRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/changes",
    element: (
      <RequireProvider>
        <ProviderChangesRoute />
      </RequireProvider>
    ),
  },
  // Leads, analytics and review replies (ADRs 151, 152).
  {
    path: "provider/leads",
    element: (
      <RequireProvider>
        <ProviderLeadsRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/analytics",
    element: (
      <RequireProvider>
        <ProviderAnalyticsRoute />
      </RequireProvider>
    ),
  },
  {
    path: "provider/reviews",
    element: (
      <RequireProvider>
        <ProviderReviewsRoute />
      </RequireProvider>
    ),
  },
  // Open to any visitor: the page itself asks to sign in, and the api decides who may accept.
  { path: "provider/invitations/:token", element: <ProviderInvitationRoute /> },
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
