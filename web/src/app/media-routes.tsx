import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";
import { publicPage, redirectRoute } from "./route-handle";

const SeminarListRoute = lazyPage(
  "src/features/seminars/SeminarListRoute.tsx",
  () => import("../features/seminars/SeminarListRoute"),
);
const SeminarDetailRoute = lazyPage(
  "src/features/seminars/SeminarDetailRoute.tsx",
  () => import("../features/seminars/SeminarDetailRoute"),
);
const ContentListRoute = lazyPage(
  "src/features/contents/ContentListRoute.tsx",
  () => import("../features/contents/ContentListRoute"),
);
const ContentDetailRoute = lazyPage(
  "src/features/contents/ContentDetailRoute.tsx",
  () => import("../features/contents/ContentDetailRoute"),
);
const AdClickRoute = lazyPage("src/features/ads/AdClickRoute.tsx", () => import("../features/ads/AdClickRoute"));
const ConceptRoute = lazyPage(
  "src/features/static-pages/ConceptRoute.tsx",
  () => import("../features/static-pages/ConceptRoute"),
);
const GuideRoute = lazyPage(
  "src/features/static-pages/GuideRoute.tsx",
  () => import("../features/static-pages/GuideRoute"),
);
const FaqRoute = lazyPage("src/features/static-pages/FaqRoute.tsx", () => import("../features/static-pages/FaqRoute"));
const ReviewGuidelinesRoute = lazyPage(
  "src/features/static-pages/ReviewGuidelinesRoute.tsx",
  () => import("../features/static-pages/ReviewGuidelinesRoute"),
);
const TermsRoute = lazyPage(
  "src/features/static-pages/TermsRoute.tsx",
  () => import("../features/static-pages/TermsRoute"),
);
const PrivacyRoute = lazyPage(
  "src/features/static-pages/PrivacyRoute.tsx",
  () => import("../features/static-pages/PrivacyRoute"),
);

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
