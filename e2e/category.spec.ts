import { expect, test } from "./fixtures.js";

test.describe("category page", () => {
  test("When a visitor opens 電子カルテ, then its services are listed and can be paged through", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "カテゴリから探す" })
      .getByRole("link", { name: /電子カルテ/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "電子カルテ" })).toBeVisible();
    await expect(page).toHaveTitle(/電子カルテのサービス一覧｜医療ITナビ/);
    await expect(page.getByText("全24件中 1〜20件を表示")).toBeVisible();
    const services = page.getByRole("list", { name: "サービス一覧" }).getByRole("article");
    await expect(services).toHaveCount(20);
    await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toContainText("ホーム");
    await testInfo.attach("category-page-1", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    await page.getByRole("link", { name: "次へ" }).click();
    await expect(page).toHaveURL(/page_number=2/);
    await expect(page.getByText("全24件中 21〜24件を表示")).toBeVisible();
    await expect(services).toHaveCount(4);
    await expect(page.getByRole("navigation", { name: "ページ送り" }).getByText("2", { exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByRole("link", { name: "1ページ目" }).click();
    await expect(page.getByText("全24件中 1〜20件を表示")).toBeVisible();
  });

  test("When the page size is not allowed, then an error toast shows the Japanese message", async ({ page }) => {
    await page.goto("/category/1?page_size=30");
    await expect(page.getByRole("alert")).toContainText("リクエストの形式が正しくありません");
  });

  test("When the category does not exist, then the not-found page replaces it", async ({ page }) => {
    await page.goto("/category/99999");
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  });
});

test.describe("routing", () => {
  for (const path of ["/category", "/nope", "/services/zzz/unknown"]) {
    test(`When ${path} is opened, then the not-found page shows`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
      await expect(page.getByRole("link", { name: "ホームへ戻る" })).toBeVisible();
    });
  }

  test("When /home is opened, then the home page replaces it", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "カテゴリから探す" })).toBeVisible();
  });
});

test.describe("header", () => {
  test("When more than 50 characters are typed, then the keyword box keeps 50 and Enter goes to global search", async ({
    page,
  }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("あ".repeat(60));
    await expect(box).toHaveValue("あ".repeat(50));
    await box.fill("カルテ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?tab=0&keyword=%E3%82%AB%E3%83%AB%E3%83%86$/);
  });

  test("When the login page is open, then the login button is hidden", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "ログイン" })).toHaveCount(0);
  });

  test("When a phone opens the menu, then body scrolling stops until it closes @mobile", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "メニューを開く" }).click();
    await expect(page.getByRole("navigation", { name: "メニュー" })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    const menu = page.getByRole("navigation", { name: "メニュー" });
    await menu.getByRole("button", { name: /お役立ち情報/ }).click();
    await expect(menu.getByRole("link", { name: "よくあるご質問" })).toBeVisible();
    await page.getByRole("button", { name: "メニューを閉じる" }).click();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});
