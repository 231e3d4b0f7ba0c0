import type { RouteObject } from "react-router";
import { featurePage } from "./feature-page";
import { publicPage, redirectRoute } from "./route-handle";

const SeminarListRoute = featurePage("seminars/SeminarListRoute");
const SeminarDetailRoute = featurePage("seminars/SeminarDetailRoute");
const ContentListRoute = featurePage("contents/ContentListRoute");
const ContentDetailRoute = featurePage("contents/ContentDetailRoute");
const AdClickRoute = featurePage("ads/AdClickRoute");
const ConceptRoute = featurePage("static-pages/ConceptRoute");
const GuideRoute = featurePage("static-pages/GuideRoute");
const FaqRoute = featurePage("static-pages/FaqRoute");
const ReviewGuidelinesRoute = featurePage("static-pages/ReviewGuidelinesRoute");
const TermsRoute = featurePage("static-pages/TermsRoute");
const PrivacyRoute = featurePage("static-pages/PrivacyRoute");

/** Seminars, articles, the ad click page and the static pages (SPEC §2.1). */
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
