import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ReviewItem } from "./ReviewItem";
import type { ReviewItem_RatingFragment } from "./ReviewItem.generated";

afterEach(cleanup);

function rating(officialReply: ReviewItem_RatingFragment["officialReply"]): ReviewItem_RatingFragment {
  return {
    __typename: "Rating",
    id: "41",
    overallScore: 4,
    goodPoint: null,
    improvementPoint: null,
    roleLabel: "医師",
    usageStatusLabel: "利用中",
    facilityTypeLabel: "病院",
    bedCountLabel: "100床未満",
    departmentLabel: "診療部門",
    helpfulCount: 0,
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
    officialReply,
  } as ReviewItem_RatingFragment;
}

describe("a review on the public ratings list", () => {
  it("When the organisation has replied and edited, then a visitor sees the reply with its name, date and 編集済み", () => {
    render(
      <MemoryRouter>
        <ReviewItem
          textsVisible={false}
          rating={rating({
            __typename: "OfficialReply",
            providerName: "株式会社メディカルブリッジ",
            body: "ご意見ありがとうございます。",
            createdAt: "2026-11-24T00:00:00.000Z",
            updatedAt: "2026-11-25T00:00:00.000Z",
            edited: true,
          })}
        />
      </MemoryRouter>,
    );
    const reply = screen.getByRole("region", { name: "株式会社メディカルブリッジからの返信" });
    expect(reply.textContent).toContain("ご意見ありがとうございます。");
    expect(reply.textContent).toContain("2026/11/24");
    expect(reply.textContent).toContain("編集済み");
  });

  it("When there is no reply, then no reply section shows", () => {
    render(
      <MemoryRouter>
        <ReviewItem textsVisible={false} rating={rating(null)} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("region", { name: /からの返信/ })).toBeNull();
  });
});
