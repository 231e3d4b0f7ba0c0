import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { API, DEMO_EMAIL, DEMO_PASSWORD, expectNoSeriousA11yViolations, logIn } from "./helpers.js";

// Issue 26 items 7 and 8: one term for ratings, every seminar status named, a home page that keeps
// its height as its sections load, a full seminar, and a video that a closed network blocks.

/**
 * The document's height at DOMContentLoaded and at every frame after it, and once the network is idle.
 * Sections drawn late must have had their space reserved: the page never gets shorter.
 */
async function heightsOfHome(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __homeHeights: number[] }).__homeHeights = seen;
    const record = () => seen.push(document.documentElement.scrollHeight);
    document.addEventListener("DOMContentLoaded", () => {
      record();
      const started = performance.now();
      const frame = () => {
        record();
        if (performance.now() - started < 3000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: "レビューの多いサービス" })).toBeVisible();
  // Let the recorder run out its frames.
  await page.waitForFunction(() => (window as unknown as { __homeHeights: number[] }).__homeHeights.length > 30);
  const seen = await page.evaluate(() => (window as unknown as { __homeHeights: number[] }).__homeHeights);
  const settled = await page.evaluate(() => document.documentElement.scrollHeight);
  return { atDomReady: seen[0] ?? 0, tallest: Math.max(...seen), settled };
}

test.describe("words and labels", () => {
  test("When a visitor reads the pages about ratings, then the term is 「評価・レビュー」 and 「口コミ」 never appears", async ({
    page,
  }) => {
    for (const path of ["/", "/guide", "/faq", "/concept", "/review-guidelines", "/services/detail/1"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("body"), path).not.toContainText("口コミ");
    }
    await expect(page.getByRole("link", { name: /評価・レビューを見る/ }).first()).toBeVisible();
  });

  test("When the seminars before publication are listed, then each carries its status label", async ({ page }) => {
    await page.goto("/seminars/list?status=1");
    const labels = page.getByTestId("reception-status");
    await expect(labels.first()).toHaveText("公開前");
    for (const label of await labels.all()) {
      await expect(label).toHaveText("公開前");
      await expect(label).toHaveClass(/media-label--outline/);
    }
  });

  test("When a phone opens the search, then all four tabs are in view and the rating term stays on one line @mobile", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=0");
    const width = page.viewportSize()?.width ?? 0;
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, await tab.innerText()).toBe(true);
    }
    // Arrow keys still move between the tabs.
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/tab=1/);

    await page.goto("/services/detail/1");
    const term = page
      .getByRole("link", { name: /評価・レビューを見る/ })
      .first()
      .getByText("評価・レビュー");
    const lineHeight = await term.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 24);
    const box = await term.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
  });
});

test.describe("a demo that looks real", () => {
  test("When home loads, then the page does not shrink as its sections arrive", async ({ page }) => {
    const { atDomReady, tallest, settled } = await heightsOfHome(page);
    expect(settled).toBeGreaterThanOrEqual(atDomReady - 2);
    expect(settled).toBeGreaterThanOrEqual(tallest - 2);
  });

  test("When home loads on a phone, then the page does not shrink as its sections arrive @mobile", async ({ page }) => {
    const { atDomReady, tallest, settled } = await heightsOfHome(page);
    expect(settled).toBeGreaterThanOrEqual(atDomReady - 2);
    expect(settled).toBeGreaterThanOrEqual(tallest - 2);
  });

  test("When a member opens the fully booked seminar, then it says it is full and offers no application", async ({
    page,
  }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto("/seminars/detail/3");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("看護師の勤務表作成");
    const apply = page.getByRole("region", { name: "お申し込み" });
    await expect(apply.getByTestId("seminar-full")).toContainText("満席");
    await expect(apply).toContainText("定員に達したため、お申し込みいただけません。");
    await expect(apply.getByRole("button", { name: "このセミナーに申し込む" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("When the video site is blocked, then the detail page offers a link to the video and says why", async ({
    page,
    request,
  }) => {
    let serviceId: number | undefined;
    let videoUrl = "";
    for (let id = 1; id <= 60 && serviceId === undefined; id += 1) {
      const res = await request.get(`${API}/v1/services/${id}`);
      if (!res.ok()) continue;
      const body = (await res.json()) as { video_url?: string | null };
      if (body.video_url && /youtube\.com|vimeo\.com/.test(body.video_url)) {
        serviceId = id;
        videoUrl = body.video_url;
      }
    }
    expect(serviceId, "a demo service with an embedded video").toBeDefined();
    await page.route(/youtube|vimeo/, (route) => route.abort("blockedbyclient"));
    await page.goto(`/services/detail/${serviceId}`);
    const video = page.getByRole("region", { name: "紹介動画" });
    await video.scrollIntoViewIfNeeded();
    await expect(video.getByRole("link", { name: /紹介動画を見る/ })).toHaveAttribute("href", videoUrl);
    await expect(video).toContainText("動画が再生できない場合は");
    await expectNoSeriousA11yViolations(page);
  });
});
