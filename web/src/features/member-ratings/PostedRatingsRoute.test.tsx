import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import PostedRatingsRoute from "./PostedRatingsRoute";

function rating(id: string, serviceName: string) {
  return {
    __typename: "OwnRating",
    id,
    serviceId: `s${id}`,
    serviceName,
    logoImagePath: null,
    status: "published",
    reviewState: "published",
    rejectionReason: null,
    rejectionNote: null,
    version: 1,
    overallScore: 4,
    goodPoint: "使いやすい",
    improvementPoint: "特になし",
    role: 1,
    usageStatus: 1,
    facilityCorporateType: 1,
    bedCount: 1,
    department: 1,
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: null,
    publishedAt: "2026-11-21T01:00:00.000Z",
    scores: {
      __typename: "RatingScores",
      priceAppropriateness: 4,
      introductionEffect: null,
      easeOfUse: null,
      supportSystem: null,
      easeOfIntroduction: null,
    },
  };
}

const PAGE = {
  data: {
    myRatings: {
      __typename: "OwnRatingPage",
      totalCount: 2,
      pageSize: 20,
      pageNumber: 1,
      pageCount: 1,
      items: [rating("1", "クラウド電子カルテ"), rating("2", "オンライン予約")],
    },
  },
};

beforeEach(() => {
  // jsdom has no modal dialogs: showModal() and close() only set the open state here.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("the posted ratings (/ratings-and-reviews-posted)", () => {
  it("When the member deletes a rating, then it leaves the list and the count with no request but the delete", async () => {
    const calls = vi.fn((operation: string) =>
      operation === "DeleteRatingMutation" ? { data: { deleteRating: true } } : PAGE,
    );
    render(
      <ApolloProvider client={testClient(calls)}>
        <MemoryRouter initialEntries={["/ratings-and-reviews-posted"]}>
          <Routes>
            <Route path="ratings-and-reviews-posted" element={<PostedRatingsRoute />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(await screen.findByText("2件")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "クラウド電子カルテの評価・レビューを削除" }));
    fireEvent.click(await screen.findByRole("button", { name: "削除する" }));

    expect(await screen.findByText("1件")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "クラウド電子カルテ" })).toBeNull();
    expect(screen.getByRole("link", { name: "オンライン予約" })).toBeTruthy();
    expect(calls.mock.calls.map(([operation]) => operation)).toEqual([
      "PostedRatingsRouteQuery",
      "DeleteRatingMutation",
    ]);
  });

  it("When ratings wait, are scheduled or were rejected, then each shows 審査中, 公開予定 or 非公開 with the reason", async () => {
    const items = [
      { ...rating("1", "クラウド電子カルテ"), status: "pending", reviewState: "waiting" },
      { ...rating("2", "オンライン予約"), status: "pending", reviewState: "scheduled" },
      {
        ...rating("3", "医事会計"),
        status: "pending",
        reviewState: "rejected",
        rejectionReason: "personal_information",
        rejectionNote: "患者さんのお名前を削除してください。",
      },
    ];
    const page = { data: { myRatings: { ...PAGE.data.myRatings, totalCount: 3, items } } };
    render(
      <ApolloProvider client={testClient(() => page)}>
        <MemoryRouter initialEntries={["/ratings-and-reviews-posted"]}>
          <Routes>
            <Route path="ratings-and-reviews-posted" element={<PostedRatingsRoute />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(await screen.findByText("審査中")).toBeTruthy();
    expect(screen.getByText("公開予定")).toBeTruthy();
    expect(screen.getByText("非公開")).toBeTruthy();
    expect(screen.getByText("患者さんや特定の個人が識別できる情報")).toBeTruthy();
    expect(screen.getByText("患者さんのお名前を削除してください。")).toBeTruthy();
  });
});
