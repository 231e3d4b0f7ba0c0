// Reviews from similar facilities (ADR 167): the service detail page's 「似た施設の評価」 with a count behind
// every average, the ratings page filtered by facility type through the URL, and a member's 「参考になった」
// pressed and taken back; axe on both pages, desktop and phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { API, expectNoSeriousA11yViolations, logInNewMember } from "./helpers.js";

interface Group {
  code: number;
  label: string;
  rating_count: number;
  scored_count: number;
  average: number | null;
  shown: boolean;
}

/** The facility-type groups of a service as the api computes them (the page must show the same). */
async function facilityGroups(request: APIRequestContext, id: number): Promise<Group[]> {
  const res = await request.get(`${API}/v1/services/${id}/ratings/similar-facilities`);
  const body = (await res.json()) as { dimensions: { dimension: string; groups: Group[] }[] };
  return body.dimensions.find((d) => d.dimension === "facility_type")?.groups ?? [];
}

/**
 * A demo service whose reviews include a facility type with at least 3 ratings (an average shown) and
 * one with fewer (an average hidden), with its groups.
 */
async function serviceWithMixedGroups(request: APIRequestContext): Promise<{ id: number; groups: Group[] }> {
  const res = await request.get(`${API}/v1/services/review-list?page_size=100&sort=reviews`);
  const body = (await res.json()) as { services: { service_id: number }[] };
  for (const { service_id: id } of body.services) {
    const groups = await facilityGroups(request, id);
    if (groups.some((g) => g.shown) && groups.some((g) => !g.shown)) return { id, groups };
  }
  throw new Error("no demo service has both a shown and a hidden facility-type group");
}

function similarSection(page: Page) {
  return page.getByRole("region", { name: "似た施設の評価" });
}

test.describe("reviews from similar facilities", () => {
  test("When a member filters a service's reviews by facility type, then the count-backed average shows and 参考になった toggles", async ({
    page,
    request,
  }, testInfo) => {
    // Sign-up, three axe runs and a reload: longer than the default 30 s on a shared machine.
    test.setTimeout(120_000);
    const { id, groups } = await serviceWithMixedGroups(request);
    const shown = groups.find((g) => g.shown);
    if (!shown || shown.average === null) throw new Error("no shown group");

    // The detail page: every shown average with its count; small groups say why they are hidden.
    await page.goto(`/services/detail/${id}`);
    const section = similarSection(page);
    await expect(section).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: shown.label }).first()).toContainText(
      `${shown.average.toFixed(1)}（${shown.scored_count}件）`,
    );
    const hidden = groups.find((g) => !g.shown) as Group;
    await expect(section.getByRole("listitem").filter({ hasText: hidden.label }).first()).toContainText(
      `件数が少ないため表示していません（${hidden.rating_count}件）`,
    );
    await expectNoSeriousA11yViolations(page);

    // A member on the ratings page filters by the facility type.
    await logInNewMember(page, request, "similar");
    await page.goto(`/services/${id}/ratings-and-reviews`);
    await page.getByLabel("施設の種別").selectOption(String(shown.code));
    await page.getByRole("button", { name: "絞り込む" }).click();
    await expect(page).toHaveURL(new RegExp(`facility_type=${shown.code}`));
    await expect(
      page.getByText(`${shown.label}の評価 ${shown.average.toFixed(1)}（${shown.scored_count}件）`),
    ).toBeVisible();
    const reviews = page.getByRole("list", { name: "レビュー一覧" }).getByRole("listitem");
    await expect(reviews.first()).toBeVisible();
    for (const text of await reviews.allInnerTexts()) expect(text).toContain(shown.label);
    await expectNoSeriousA11yViolations(page);

    // 参考になった on the first review, then taken back: the count follows without a reload.
    const first = reviews.first();
    const button = first.getByRole("button", { name: "参考になった" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    const before = Number((await first.getByText(/^\d+人$/).innerText()).replace("人", ""));
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(first.getByText(`${before + 1}人`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(first.getByText(`${before}人`)).toBeVisible();

    await testInfo.attach("filtered-ratings", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    // The filter is in the URL: a reload renders the same filtered page.
    await page.reload();
    await expect(page.getByLabel("施設の種別")).toHaveValue(String(shown.code));
    await expect(
      page.getByText(`${shown.label}の評価 ${shown.average.toFixed(1)}（${shown.scored_count}件）`),
    ).toBeVisible();
  });

  test("When a phone opens the detail and the filtered ratings pages, then nothing serious is found by axe @mobile", async ({
    page,
    request,
  }) => {
    const { id, groups } = await serviceWithMixedGroups(request);
    const [group] = groups;
    await page.goto(`/services/detail/${id}`);
    await expect(similarSection(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/services/${id}/ratings-and-reviews?facility_type=${group?.code ?? 1}`);
    await expect(page.getByRole("button", { name: "絞り込む" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("When a filtered ratings URL is opened, then the server renders the filtered figure and the chosen filter", async ({
      page,
      request,
    }) => {
      const { id, groups } = await serviceWithMixedGroups(request);
      const shown = groups.find((g) => g.shown) as Group;
      await page.goto(`/services/${id}/ratings-and-reviews?facility_type=${shown.code}`);
      await expect(page.getByLabel("施設の種別")).toHaveValue(String(shown.code));
      await expect(
        page.getByText(`${shown.label}の評価 ${(shown.average as number).toFixed(1)}（${shown.scored_count}件）`),
      ).toBeVisible();
    });
  });
});
