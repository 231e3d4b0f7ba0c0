import { ApolloProvider } from "@apollo/client/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import BookmarkRoute from "../features/bookmarks/BookmarkRoute";
import ConciergeRequestRoute from "../features/concierge/ConciergeRequestRoute";
import PostedRatingsRoute from "../features/member-ratings/PostedRatingsRoute";
import SubmitRatingRoute from "../features/member-ratings/SubmitRatingRoute";
import { testClient } from "../test/graphql-client";

// Issue 26: these pages read 「ホーム › ホーム」, because they named the home crumb that Breadcrumbs
// always puts first.

const ANSWERS: Record<string, FormattedExecutionResult> = {
  SubmitRatingRouteQuery: {
    data: {
      myRatingStanding: {
        __typename: "ServiceRatingStanding",
        serviceId: "12",
        serviceName: "クラウド電子カルテ",
        canPost: true,
        refusalCode: null,
        ratedServiceCount: 0,
        ownRating: null,
      },
    },
  },
  ConciergeRequestRouteQuery: {
    data: {
      membership: {
        __typename: "Membership",
        lastName: "山田",
        firstName: "花子",
        email: "hanako@example.jp",
        hospitalName: "さくら病院",
      },
    },
  },
};

/** The crumbs' texts once the page shows its breadcrumbs. */
async function crumbsAt(path: string, route: string, page: ReactNode): Promise<string[]> {
  const client = testClient((operation) => ANSWERS[operation] ?? { data: null });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  const nav = await screen.findByRole("navigation", { name: "パンくずリスト" });
  return within(nav)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

afterEach(cleanup);

describe("the breadcrumbs of the member's pages", () => {
  it("When a member opens their bookmarks, then the crumbs are ホーム › マイページ › ブックマーク, home once", async () => {
    const crumbs = await crumbsAt("/bookmark", "/bookmark", <BookmarkRoute />);
    expect(crumbs).toEqual(["ホーム", "マイページ", "ブックマーク"]);
  });

  it("When a member opens their posted ratings, then home is the first crumb and only once", async () => {
    const crumbs = await crumbsAt("/ratings-and-reviews-posted", "/ratings-and-reviews-posted", <PostedRatingsRoute />);
    expect(crumbs[0]).toBe("ホーム");
    expect(crumbs.slice(1)).not.toContain("ホーム");
    expect(crumbs[1]).toBe("マイページ");
  });

  it("When a member opens the rating form, then the crumbs are ホーム › the service › the form", async () => {
    const crumbs = await crumbsAt(
      "/services/12/submit-rating-and-review",
      "/services/:id/submit-rating-and-review",
      <SubmitRatingRoute />,
    );
    expect(crumbs).toEqual(["ホーム", "クラウド電子カルテ", "評価・レビューの投稿"]);
  });

  it("When a member opens the concierge request, then the crumbs are ホーム › コンシェルジュに相談する", async () => {
    const crumbs = await crumbsAt("/concierge", "/concierge", <ConciergeRequestRoute />);
    expect(crumbs).toEqual(["ホーム", "コンシェルジュに相談する"]);
  });
});
