import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { testClient } from "../../test/graphql-client";
import { ReviewItem } from "./ReviewItem";
import { type ReviewItem_RatingFragment, ReviewItem_RatingFragmentDoc } from "./ReviewItem.generated";

afterEach(() => {
  act(clearToasts);
  cleanup();
});

const RATING = {
  __typename: "Rating",
  id: "41",
  overallScore: 4,
  goodPoint: "良い",
  improvementPoint: "改善",
  roleLabel: "現場の利用者",
  usageStatusLabel: "現在利用している",
  facilityTypeLabel: "病院",
  bedCountLabel: "200〜399床",
  departmentLabel: "医科",
  helpfulCount: 2,
  helpfulByViewer: false,
  byViewer: false,
  createdAt: "2026-11-20T00:00:00.000Z",
  scores: {
    __typename: "RatingScores",
    priceAppropriateness: 4,
    introductionEffect: 4,
    easeOfUse: 4,
    supportSystem: 4,
    easeOfIntroduction: 4,
  },
  officialReply: null,
} satisfies ReviewItem_RatingFragment;

/** The review as a list shows it: read from the cache, so a vote's cache update re-renders it. */
function CachedReview({ client }: { readonly client: ReturnType<typeof testClient> }) {
  const rating = client.readFragment<ReviewItem_RatingFragment>({
    id: "Rating:41",
    fragment: ReviewItem_RatingFragmentDoc,
    fragmentName: "ReviewItem_rating",
  });
  return rating ? <ReviewItem rating={rating} textsVisible /> : null;
}

describe("「参考になった」", () => {
  it("When a member presses it and presses again, then one mark and one unmark are sent and the count and aria-pressed follow the answers", async () => {
    const calls = vi.fn((operation: string) => {
      const marked = operation === "MarkRatingHelpfulMutation";
      const field = marked ? "markRatingHelpful" : "unmarkRatingHelpful";
      return { data: { [field]: { __typename: "HelpfulVote", id: "41", helpfulCount: marked ? 3 : 2, marked } } };
    });
    const client = testClient(calls);
    client.writeFragment({
      id: "Rating:41",
      fragment: ReviewItem_RatingFragmentDoc,
      fragmentName: "ReviewItem_rating",
      data: RATING,
    });
    const { rerender } = render(
      <ApolloProvider client={client}>
        <MemoryRouter>
          <CachedReview client={client} />
        </MemoryRouter>
      </ApolloProvider>,
    );
    const button = () => screen.getByRole("button", { name: "参考になった" });
    expect(button().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button());
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    rerender(
      <ApolloProvider client={client}>
        <MemoryRouter>
          <CachedReview client={client} />
        </MemoryRouter>
      </ApolloProvider>,
    );
    await waitFor(() => expect(button().getAttribute("aria-pressed")).toBe("true"));
    expect(screen.getByText("3人")).toBeTruthy();
    fireEvent.click(button());
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(calls.mock.calls.map((c) => c[0])).toEqual(["MarkRatingHelpfulMutation", "UnmarkRatingHelpfulMutation"]);
    rerender(
      <ApolloProvider client={client}>
        <MemoryRouter>
          <CachedReview client={client} />
        </MemoryRouter>
      </ApolloProvider>,
    );
    await waitFor(() => expect(button().getAttribute("aria-pressed")).toBe("false"));
    expect(screen.getByText("2人")).toBeTruthy();
  });

  it("When the review is one's own or the viewer is a visitor, then there is no button, only the count", () => {
    const calls = vi.fn(() => ({ data: null }));
    render(
      <ApolloProvider client={testClient(calls)}>
        <MemoryRouter>
          <ReviewItem rating={{ ...RATING, byViewer: true }} textsVisible />
          <ReviewItem rating={RATING} textsVisible={false} />
        </MemoryRouter>
      </ApolloProvider>,
    );
    expect(screen.queryByRole("button", { name: "参考になった" })).toBeNull();
    expect(screen.getByText("（ご自身のレビューです）")).toBeTruthy();
    expect(screen.getAllByText("2人")).toHaveLength(2);
    expect(calls).not.toHaveBeenCalled();
  });
});
