// The my-page area (product §2.3): one parent layout route with the side menu, behind the login guard.
// Every my-page path is a child here.

import type { RouteObject } from "react-router";
import { RequireLogin } from "../shared/session/guards";
import { lazyPage } from "./lazy-page";
import { NEGOTIATION_MY_PAGE_CHILDREN } from "./negotiation-routes";
import { memberPage } from "./route-handle";

const MyPageLayout = lazyPage(() => import("../features/my-page/MyPageLayout"));
const BookmarkRoute = lazyPage(() => import("../features/bookmarks/BookmarkRoute"));
const PostedRatingsRoute = lazyPage(() => import("../features/member-ratings/PostedRatingsRoute"));
const UserSettingRoute = lazyPage(() => import("../features/membership/UserSettingRoute"));
const SubmitRatingRoute = lazyPage(() => import("../features/member-ratings/SubmitRatingRoute"));
const AppliedSeminarsRoute = lazyPage(() => import("../features/seminars/AppliedSeminarsRoute"));
const ConsiderationListRoute = lazyPage(() => import("../features/consideration/ConsiderationListRoute"));

/** The my-page paths of product §2.3; the lists are rendered by the server for the member (ADR 190). */
const MY_PAGE_CHILDREN: RouteObject[] = [
  ...NEGOTIATION_MY_PAGE_CHILDREN,
  memberPage("apply-seminar", <AppliedSeminarsRoute />),
  memberPage("review", <ConsiderationListRoute />),
  memberPage("bookmark", <BookmarkRoute />),
  memberPage("ratings-and-reviews-posted", <PostedRatingsRoute />),
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
  // Member-only, outside the my-page area (visitors go to a bare login, product §2.4).
  {
    path: "services/:id/submit-rating-and-review",
    element: (
      <RequireLogin>
        <SubmitRatingRoute />
      </RequireLogin>
    ),
  },
];
