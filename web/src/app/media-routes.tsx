import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";

const SeminarListRoute = lazy(() => import("../features/seminars/SeminarListRoute"));
const SeminarDetailRoute = lazy(() => import("../features/seminars/SeminarDetailRoute"));
const ContentListRoute = lazy(() => import("../features/contents/ContentListRoute"));
const ContentDetailRoute = lazy(() => import("../features/contents/ContentDetailRoute"));
const AdClickRoute = lazy(() => import("../features/ads/AdClickRoute"));
const ConceptRoute = lazy(() => import("../features/static-pages/ConceptRoute"));
const GuideRoute = lazy(() => import("../features/static-pages/GuideRoute"));
const FaqRoute = lazy(() => import("../features/static-pages/FaqRoute"));
const ReviewGuidelinesRoute = lazy(() => import("../features/static-pages/ReviewGuidelinesRoute"));
const TermsRoute = lazy(() => import("../features/static-pages/TermsRoute"));
const PrivacyRoute = lazy(() => import("../features/static-pages/PrivacyRoute"));

/** Seminars, articles, the ad click page and the static pages (SPEC §2.1). */
export const MEDIA_ROUTES: RouteObject[] = [
  { path: "seminars", element: <Navigate to="/seminars/list" replace /> },
  { path: "seminars/list", element: <SeminarListRoute /> },
  { path: "seminars/detail/:id", element: <SeminarDetailRoute /> },
  { path: "contents", element: <Navigate to="/contents/list" replace /> },
  { path: "contents/list", element: <ContentListRoute /> },
  { path: "contents/detail/:id", element: <ContentDetailRoute /> },
  { path: "ads/:id/click", element: <AdClickRoute /> },
  { path: "concept", element: <ConceptRoute /> },
  { path: "guide", element: <GuideRoute /> },
  { path: "faq", element: <FaqRoute /> },
  { path: "review-guidelines", element: <ReviewGuidelinesRoute /> },
  { path: "terms", element: <TermsRoute /> },
  { path: "privacy", element: <PrivacyRoute /> },
];
