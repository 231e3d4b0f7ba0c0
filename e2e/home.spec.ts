import { expect, test } from "./fixtures.js";
import { DEMO_EMAIL, DEMO_PASSWORD, logIn } from "./helpers.js";

// Issue 13's home first view: search and shortcuts first, rated services with the counts behind
// their averages, the advertising as a compact labelled strip.

test.describe("home first view", () => {
  test("When a visitor opens home, then the hero searches, its shortcuts lead to a category and an issue, and rated services show their counts", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "医療機関のためのITサービスを、比べて選べる。" });
    await expect(hero.getByRole("region", { name: "カテゴリから探す" }).getByRole("link")).not.toHaveCount(0);
    const issue = hero
      .getByRole("region", { name: "課題から探す" })
      .getByRole("link", { name: "患者さんの待ち時間短縮" });
    await expect(issue).toHaveAttribute("href", /\/services\/search\?tab=1&issue_id=\d+$/);

    for (const name of ["評価の高いサービス", "レビューの多いサービス"]) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("listitem")).toHaveCount(4);
      // Every average carries the number of ratings behind it.
      for (const item of await section.getByRole("listitem").all()) {
        await expect(item).toContainText(/\d\.\d（\d+件）/);
        await expect(item.getByRole("link", { name: /件の評価・レビューを見る$/ })).toBeVisible();
      }
    }
    await expect(
      page.getByText("レビューの本文は、無料の会員登録（またはログイン）でお読みいただけます。"),
    ).toBeVisible();

    const ads = page.getByRole("region", { name: "注目のサービス（広告）" });
    await expect(ads.getByTestId("ad-card")).toHaveCount(10);
    await expect(ads.locator("img")).toHaveCount(0);

    await hero.getByRole("searchbox").fill("電子カルテ");
    await hero.getByRole("button", { name: "探す" }).click();
    await expect(page).toHaveURL(/\/search\?tab=0&keyword=%E9%9B%BB%E5%AD%90%E3%82%AB%E3%83%AB%E3%83%86$/);
  });

  test("When a member opens home, then the rated services quote their newest reviews and no register prompt shows", async ({
    page,
  }) => {
    // A visitor first: the excerpts are never part of the visitor's answer.
    await page.goto("/");
    const rated = page.getByRole("region", { name: "評価の高いサービス" });
    await expect(rated.getByRole("listitem")).toHaveCount(4);
    await expect(rated.getByText("最新のレビューより")).toHaveCount(0);

    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto("/");

    for (const name of ["評価の高いサービス", "レビューの多いサービス"]) {
      const section = page.getByRole("region", { name });
      await expect(section.getByRole("listitem")).toHaveCount(4);
      await expect(section.getByRole("figure").first()).toContainText("最新のレビューより");
      for (const quote of await section.locator("blockquote").all()) {
        expect([...((await quote.textContent()) ?? "")].length).toBeLessThanOrEqual(60);
      }
      for (const item of await section.getByRole("listitem").all()) await expect(item).toContainText(/\d\.\d（\d+件）/);
    }
    await expect(
      page.getByText("レビューの本文は、無料の会員登録（またはログイン）でお読みいただけます。"),
    ).toHaveCount(0);
  });

  test("When a phone opens home, then the page stays short and nothing overflows sideways @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "新着記事" }).getByRole("article")).toHaveCount(5);
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    // Was 11,700 px before the redesign.
    expect(size.height).toBeLessThan(7_500);
    expect(size.overflow).toBeLessThanOrEqual(0);
  });
});
