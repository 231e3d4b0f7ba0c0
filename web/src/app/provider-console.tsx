// The provider console (/provider/…): the organisation page, listings and their publishing workflow,
// materials, seminars, articles, attributes, changes, leads, analytics, review replies, the inbox and
// rooms. A chunk of its own, loaded only under /provider (the route table included), so no visitor or
// member downloads it. Every page is for a provider account only (RequireProvider); an unknown path under
// /provider shows the not-found page to anyone.

import { Outlet, Route, Routes } from "react-router";
import { NotFoundRoute } from "../features/errors/ErrorPages";
import { RequireProvider } from "../features/negotiations/provider/RequireProvider";
import { lazyPage } from "./lazy-page";
import { NegotiationFilesTab } from "./negotiation-routes";

const ProviderInboxRoute = lazyPage(() => import("../features/negotiations/provider/ProviderInboxRoute"));
const ProviderOrganisationRoute = lazyPage(() => import("../features/provider-organisation/ProviderOrganisationRoute"));
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

export default function ProviderConsole() {
  return (
    <Routes>
      <Route
        element={
          <RequireProvider>
            <Outlet />
          </RequireProvider>
        }
      >
        {/* The console's home: the organisation page (ADR 142). */}
        <Route index element={<ProviderOrganisationRoute />} />
        {/* Listings and their publishing workflow (ADR 143, 144). */}
        <Route path="services" element={<ProviderServicesRoute />} />
        <Route path="services/:id/edit" element={<ServiceEditRoute />} />
        {/* Materials in the workflow (ADR 145). */}
        <Route path="services/:id/materials" element={<ProviderMaterialsRoute />} />
        {/* Seminars in the workflow (ADR 162). */}
        <Route path="seminars" element={<ProviderSeminarsRoute />} />
        <Route path="seminars/new" element={<SeminarNewRoute />} />
        <Route path="seminars/:id/edit" element={<SeminarEditRoute />} />
        <Route path="seminars/drafts/:changeId" element={<SeminarDraftRoute />} />
        <Route path="seminars/:id/enrollments" element={<SeminarEnrollmentsRoute />} />
        {/* Articles in the workflow (ADR 163). */}
        <Route path="articles" element={<ProviderArticlesRoute />} />
        <Route path="articles/new" element={<ArticleEditRoute />} />
        <Route path="articles/:id/edit" element={<ArticleEditRoute />} />
        {/* Structured attributes in the workflow (ADR 170). */}
        <Route path="services/:id/attributes" element={<ProviderAttributesRoute />} />
        <Route path="changes" element={<ProviderChangesRoute />} />
        {/* Leads, analytics and review replies (ADRs 151, 152). */}
        <Route path="leads" element={<ProviderLeadsRoute />} />
        <Route path="analytics" element={<ProviderAnalyticsRoute />} />
        <Route path="reviews" element={<ProviderReviewsRoute />} />
        <Route path="negotiations" element={<ProviderInboxRoute />} />
        <Route path="negotiations/:id" element={<ProviderRoomRoute FilesTab={NegotiationFilesTab} />} />
      </Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
