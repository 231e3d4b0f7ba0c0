// The my-page area (SPEC §2.3): one parent layout route with the side menu, behind the login guard.
// Every my-page path is a child here.

import type { RouteObject } from "react-router";
import { RequireLogin } from "../shared/session/guards";
import { featurePage } from "./feature-page";
import { NEGOTIATION_MY_PAGE_CHILDREN } from "./negotiation-routes";

const MyPageLayout = featurePage("my-page/MyPageLayout");
const BookmarkRoute = featurePage("bookmarks/BookmarkRoute");
const PostedRatingsRoute = featurePage("member-ratings/PostedRatingsRoute");
const UserSettingRoute = featurePage("settings/UserSettingRoute");
const SubmitRatingRoute = featurePage("member-ratings/SubmitRatingRoute");
const AppliedSeminarsRoute = featurePage("seminars/AppliedSeminarsRoute");
const ConsiderationListRoute = featurePage("consideration/ConsiderationListRoute");

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
