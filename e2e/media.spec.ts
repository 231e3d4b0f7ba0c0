import { expect, test } from "./fixtures.js";
import { expectNoSeriousA11yViolations, navLink } from "./helpers.js";

// Embedded players must never reach the network from a test run.
test.beforeEach(async ({ page }) => {
  await page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com/, (route) => route.abort());
});

test.describe("home", () => {
  test("When a visitor opens home, then 10 labelled ads, 4 seminars, 5 articles and the banner show", async ({
    page,
  }) => {
    await page.goto("/");
    const ads = page.getByTestId("ad-card");
    await expect(ads).toHaveCount(10);
    for (const ad of await ads.all()) await expect(ad).toContainText(/広告|PR/);
    await expect(ads.first()).toContainText("クラウド型電子カルテ 無料デモ受付中");

    const seminars = page.getByRole("region", { name: "受付中のセミナー" });
    await expect(seminars.getByRole("article")).toHaveCount(4);
    await expect(seminars.getByTestId("reception-status").first()).toHaveText("受付中");

    const articles = page.getByRole("region", { name: "新着記事" });
    await expect(articles.getByRole("article")).toHaveCount(5);
    await expect(articles).toContainText("電子カルテの選び方 ― クラウド型とオンプレミス型の違い");

    await expect(page.getByRole("region", { name: "新着・更新サービス" }).getByRole("listitem")).toHaveCount(5);

    const banner = page.getByRole("region", { name: "お知らせバナー" });
    await expect(banner.getByRole("img", { name: "医療ITのセミナー情報を毎週更新しています" })).toBeVisible();
    await expect(banner.locator("source").first()).toHaveAttribute("srcset", "/media/banners/1-sp.svg");
    await banner.getByRole("button", { name: "次のバナー" }).click();
    await expect(banner.getByRole("img", { name: "導入事例やお役立ち記事を読む" })).toBeVisible();

    await expect(page.getByRole("heading", { name: "サービス選びに迷ったら、無料でご相談ください" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "医療ITナビでできること" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("When a phone opens home, then the banner shows its mobile picture @mobile", async ({ page }) => {
    await page.goto("/");
    const image = page.getByRole("img", { name: "医療ITのセミナー情報を毎週更新しています" });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/banners\/1-sp\.svg$/);
  });

  test("When the pointer rests on the banner, then autoplay pauses", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "お知らせバナー" });
    await expect(banner).toHaveAttribute("data-playing", "true");
    await banner.hover();
    await expect(banner).toHaveAttribute("data-playing", "false");
  });
});

test.describe("seminars", () => {
  test("When /seminars is opened, then the list shows status labels and a status filter narrows it", async ({
    page,
  }) => {
    await page.goto("/seminars");
    await expect(page).toHaveURL(/\/seminars\/list$/);
    await expect(page.getByRole("heading", { level: 1, name: "セミナー一覧" })).toBeVisible();
    await expect(page).toHaveTitle(/セミナー一覧｜医療ITナビ/);
    await expect(page.getByText("全22件")).toBeVisible();
    const labels = page.getByTestId("reception-status");
    await expect(labels.filter({ hasText: "受付終了" }).first()).toHaveClass(/media-label--gray/);

    await navLink(page, "受付状況で絞り込む", "終了").click();
    await expect(page).toHaveURL(/status=5/);
    await expect(page.getByText("全5件")).toBeVisible();
    for (const label of await labels.all()) await expect(label).toHaveClass(/media-label--black/);
  });

  test("When a seminar is opened, then its detail shows the red accepting label and breadcrumbs", async ({ page }) => {
    await page.goto("/seminars/detail/1");
    await expect(page.getByRole("heading", { level: 1, name: /はじめてのクラウド型電子カルテ選び/ })).toBeVisible();
    await expect(page.getByTestId("reception-status")).toHaveText("受付中");
    await expect(page.getByTestId("reception-status")).toHaveClass(/media-label--red/);
    await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toContainText("セミナー");
    await expect(page.getByRole("link", { name: "ミライカルテ クラウド" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("When the seminar does not exist, then the not-found page replaces it", async ({ page }) => {
    await page.goto("/seminars/detail/99999");
    await expect(page).toHaveURL(/\/error\/404$/);
  });
});

test.describe("contents", () => {
  test("When a visitor reads a gated article, then after-login blocks are hidden and the video is an embedded player", async ({
    page,
  }) => {
    await page.goto("/contents");
    await expect(page).toHaveURL(/\/contents\/list$/);
    await page.getByRole("link", { name: "電子カルテの選び方 ― クラウド型とオンプレミス型の違い" }).click();
    await expect(page).toHaveURL(/\/contents\/detail\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "電子カルテの選び方 ― クラウド型とオンプレミス型の違い",
    );
    await expect(page.getByText("導入事例では、無床診療所の約7割がクラウド型を選んでいます。")).toBeVisible();
    await expect(page.getByText(/会員限定：各方式の5年間/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "この記事の続きは会員限定です" })).toBeVisible();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE");
    await expect(player).toHaveAttribute("title", /解説動画/);
    await expectNoSeriousA11yViolations(page);
  });

  test("When a tag is chosen, then only its articles are listed", async ({ page }) => {
    await page.goto("/contents/list");
    await page.getByRole("navigation", { name: "タグで絞り込む" }).getByRole("link", { name: "#PACS" }).click();
    await expect(page).toHaveURL(/tag=PACS/);
    await expect(page.getByText("全2件")).toBeVisible();
  });
});

test.describe("advertisement click", () => {
  test("When /ads/1/click is opened, then the click is recorded and the browser goes on to the advertiser", async ({
    page,
  }) => {
    let reached: string | undefined;
    await page.route("https://example.com/**", async (route) => {
      reached = route.request().url();
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>advertiser</title>" });
    });
    await page.goto("/ads/1/click");
    await expect(page).toHaveURL("https://example.com/ads/mirai-karte");
    expect(reached).toBe("https://example.com/ads/mirai-karte");
  });

  test("When the ad does not exist, then the not-found page replaces the click page", async ({ page }) => {
    await page.goto("/ads/99999/click");
    await expect(page).toHaveURL(/\/error\/404$/);
  });

  test("When the click is being recorded, then the page says it is going to the advertiser", async ({ page }) => {
    // Hold the click mutation so the page stays on its message.
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("RecordAdvertisementClick")) return;
      await route.continue();
    });
    await page.goto("/ads/2/click");
    await expect(page.getByRole("heading", { name: "広告主のサイトへ移動します" })).toBeVisible();
    await expect(page.getByText("このページは広告です。")).toBeVisible();
  });
});

test.describe("static pages", () => {
  for (const [path, heading] of [
    ["/concept", "医療ITナビとは"],
    ["/guide", "ご利用ガイド"],
    ["/faq", "よくあるご質問"],
    ["/review-guidelines", "レビュー掲載ガイドライン"],
    ["/terms", "利用規約"],
    ["/privacy", "プライバシーポリシー"],
  ] as const) {
    test(`When ${path} is opened, then its heading "${heading}" and breadcrumbs show`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`${heading}｜医療ITナビ`));
      await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toContainText(heading);
    });
  }

  test("When the terms are opened, then their articles come from the config document", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "第1条（適用）" })).toBeVisible();
    // The version the config document names (an operator's new terms in the same run raise it).
    await expect(page.getByText(/（第\d+版）/)).toBeVisible();
  });
});
