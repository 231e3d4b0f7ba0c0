import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";
import { publicPage, redirectRoute } from "./route-handle";

const SeminarListRoute = lazyPage(() => import("../features/seminars/SeminarListRoute"));
const SeminarDetailRoute = lazyPage(() => import("../features/seminars/SeminarDetailRoute"));
const ContentListRoute = lazyPage(() => import("../features/contents/ContentListRoute"));
const ContentDetailRoute = lazyPage(() => import("../features/contents/ContentDetailRoute"));
const AdClickRoute = lazyPage(() => import("../features/advertisements/AdClickRoute"));
const ConceptRoute = lazyPage(() => import("../features/static-pages/ConceptRoute"));
const GuideRoute = lazyPage(() => import("../features/static-pages/GuideRoute"));
const FaqRoute = lazyPage(() => import("../features/static-pages/FaqRoute"));
const ReviewGuidelinesRoute = lazyPage(() => import("../features/static-pages/ReviewGuidelinesRoute"));
const TermsRoute = lazyPage(() => import("../features/static-pages/TermsRoute"));
const PrivacyRoute = lazyPage(() => import("../features/static-pages/PrivacyRoute"));

/** Seminars, articles, the ad click page and the static pages (product §2.1). */
export const MEDIA_ROUTES: RouteObject[] = [
  redirectRoute("seminars", "/seminars/list"),
  publicPage("seminars/list", <SeminarListRoute />),
  publicPage("seminars/detail/:id", <SeminarDetailRoute />),
  redirectRoute("contents", "/contents/list"),
  publicPage("contents/list", <ContentListRoute />),
  publicPage("contents/detail/:id", <ContentDetailRoute />),
  { path: "ads/:id/click", element: <AdClickRoute /> },
  publicPage("concept", <ConceptRoute />),
  publicPage("guide", <GuideRoute />),
  publicPage("faq", <FaqRoute />),
  publicPage("review-guidelines", <ReviewGuidelinesRoute />),
  publicPage("terms", <TermsRoute />),
  publicPage("privacy", <PrivacyRoute />),
];
