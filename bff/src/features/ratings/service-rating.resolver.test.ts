import "reflect-metadata";
import type { RestRatingInfo } from "@iryo/domain/contracts/shared";
import { describe, expect, it, vi } from "vitest";
import { toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { fakeContext } from "../../test/fake-context.js";
import { RatingSummary } from "./rating.type.js";
import { ServiceListItemRatingResolver } from "./service-rating.resolver.js";

const ratingInfo: RestRatingInfo = {
  service_id: 7,
  rating_count: 2,
  overall_average: 4.5,
  overall_count: 2,
  criteria: [{ key: "ease_of_use", label: "使いやすさ", average: 4.5, count: 2 }],
  distribution: [{ score: 5, count: 1 }],
};

const row = {
  service_id: 7,
  service_name: "電子カルテA",
  summary: "要約",
  logo_image_filepath: "/media/logos/7-1.png",
  updated_at: "2026-11-01T00:00:00.000Z",
  provider_id: 3,
  provider_name: "株式会社テスト",
  price: "月額1万円",
  has_free_trial: true,
  has_free_plan: false,
  installation_count: 10,
};

describe("ServiceListItemRatingResolver.ratingSummary", () => {
  it("When the list already carried the summary, then it is answered without a call", () => {
    const summaryOf = vi.fn();
    const item = toServiceListItem({ ...row, rating_info: ratingInfo });
    const answer = new ServiceListItemRatingResolver().ratingSummary(item, fakeContext({ ratings: { summaryOf } }));
    expect(answer).toEqual(RatingSummary.from(ratingInfo));
    expect(summaryOf).not.toHaveBeenCalled();
  });

  it("When the list carried none, then the summary is loaded through the ratings source", async () => {
    const loaded = RatingSummary.from(ratingInfo);
    const summaryOf = vi.fn(async () => loaded);
    const item = toServiceListItem(row);
    const answer = new ServiceListItemRatingResolver().ratingSummary(item, fakeContext({ ratings: { summaryOf } }));
    await expect(answer).resolves.toBe(loaded);
    expect(summaryOf).toHaveBeenCalledWith("7");
  });
});
