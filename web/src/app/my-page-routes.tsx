// The my-page area (SPEC §2.3): one parent layout route with the side menu, behind the login guard.
// Every my-page path is a child here.

import { lazy } from "react";
import type { RouteObject } from "react-router";
import { RequireLogin } from "../shared/session/guards";
import { NEGOTIATION_MY_PAGE_CHILDREN } from "./negotiation-routes";

const MyPageLayout = lazy(() => import("../features/my-page/MyPageLayout"));
const BookmarkRoute = lazy(() => import("../features/bookmarks/BookmarkRoute"));
const PostedRatingsRoute = lazy(() => import("../features/member-ratings/PostedRatingsRoute"));
const UserSettingRoute = lazy(() => import("../features/settings/UserSettingRoute"));
const SubmitRatingRoute = lazy(() => import("../features/member-ratings/SubmitRatingRoute"));
const AppliedSeminarsRoute = lazy(() => import("../features/seminars/AppliedSeminarsRoute"));
const ConsiderationListRoute = lazy(() => import("../features/consideration/ConsiderationListRoute"));

/** The my-page paths of SPEC §2.3. */
const MY_PAGE_CHILDREN: RouteObject[] = [
  ...NEGOTIATION_MY_PAGE_CHILDREN,
  { path: "apply-seminar", element: <AppliedSeminarsRoute /> },
  { path: "review", element: <ConsiderationListRoute /> },
  { path: "bookmark", element: <BookmarkRoute /> },
  { path: "ratings-and-reviews-posted", element: <PostedRatingsRoute /> },
  { path: "user-setting", element: <UserSettingRoute /> },
];

export const MY_PAGE_ROUTES: RouteObject[] = [
  {
    element: (
      <RequireLogin>
        <MyPageLayout />
      </RequireLogin>
    ),
    children: MY_PAGE_CHILDREN,
  },
  // Member-only, outside the my-page area (visitors go to a bare login, SPEC §2.4).
  {
    path: "services/:id/submit-rating-and-review",
    element: (
      <RequireLogin>
        <SubmitRatingRoute />
      </RequireLogin>
    ),
  },
];
