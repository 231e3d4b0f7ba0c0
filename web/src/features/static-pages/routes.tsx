import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";

const SeminarListRoute = lazy(() => import("../seminars/SeminarListRoute"));
const SeminarDetailRoute = lazy(() => import("../seminars/SeminarDetailRoute"));
const ContentListRoute = lazy(() => import("../contents/ContentListRoute"));
const ContentDetailRoute = lazy(() => import("../contents/ContentDetailRoute"));
const AdClickRoute = lazy(() => import("../ads/AdClickRoute"));
const ConceptRoute = lazy(() => import("./ConceptRoute"));
const GuideRoute = lazy(() => import("./GuideRoute"));
const FaqRoute = lazy(() => import("./FaqRoute"));
const ReviewGuidelinesRoute = lazy(() => import("./ReviewGuidelinesRoute"));
const TermsRoute = lazy(() => import("./TermsRoute"));
const PrivacyRoute = lazy(() => import("./PrivacyRoute"));

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
