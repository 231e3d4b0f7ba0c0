import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SimilarFacilityPanel } from "./SimilarFacilityPanel";
import type { SimilarFacilityPanel_RatingsFragment } from "./SimilarFacilityPanel.generated";

afterEach(cleanup);

const group = (code: number, label: string, ratingCount: number, average: number | null) => ({
  __typename: "SimilarFacilityGroup" as const,
  code,
  label,
  ratingCount,
  scoredCount: ratingCount,
  average,
  shown: average !== null,
});

const RATINGS: SimilarFacilityPanel_RatingsFragment = {
  __typename: "SimilarFacilityRatings",
  serviceId: "7",
  minCount: 3,
  dimensions: [
    {
      __typename: "SimilarFacilityDimension",
      dimension: "facility_type",
      label: "施設の種別",
      groups: [group(1, "病院", 12, 4.1), group(2, "一般診療所（クリニック）", 2, null)],
    },
    {
      __typename: "SimilarFacilityDimension",
      dimension: "role",
      label: "評価者の立場",
      groups: [group(4, "現場の利用者", 5, 3.8)],
    },
  ],
};

describe("似た施設の評価", () => {
  it("When groups have 3 or more ratings, then the average shows with its count; smaller ones say why not", () => {
    render(
      <MemoryRouter>
        <SimilarFacilityPanel ratings={RATINGS} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items[0]?.textContent).toBe("病院4.1（12件）");
    expect(items[1]?.textContent).toBe("一般診療所（クリニック）件数が少ないため表示していません（2件）");
    expect(
      within(items[0] as HTMLElement)
        .getByRole("link", { name: "病院" })
        .getAttribute("href"),
    ).toBe("/services/7/ratings-and-reviews?facility_type=1");
  });

  it("When only some dimensions are asked for, then the others are left out", () => {
    render(
      <MemoryRouter>
        <SimilarFacilityPanel ratings={RATINGS} dimensions={["facility_type"]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("heading", { name: "評価者の立場" })).toBeNull();
    expect(screen.getByRole("heading", { name: "施設の種別" })).toBeTruthy();
  });
});
