import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { expectNoSeriousA11yViolations, openPage } from "./helpers.js";

// Embedded players must never reach the network from a test run.
test.beforeEach(async ({ page }) => {
  await page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com|vimeocdn\.com/, (route) => route.abort());
});

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test.describe("service search", () => {
  test("When /services is opened, then the search by issue shows and an issue lists its services", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveURL(/\/services\/search\?tab=1$/);
    await expect(page.getByRole("tab", { name: "課題から探す" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("link", { name: /患者さんの待ち時間短縮/ }).click();
    await expect(page).toHaveURL(/tab=1&issue_id=\d+/);
    await expect(page.getByRole("heading", { name: "患者さんの待ち時間短縮のサービス" })).toBeVisible();
    await expect(page.getByRole("link", { name: "クリニクス予約" })).toBeVisible();
    await expect(page.getByText(/全\d+件中 1〜\d+件を表示/)).toBeVisible();
  });

  test("When the tabs are used with the keyboard, then the category, department and list tabs show seed data", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=0");
    await expect(page.getByRole("tablist", { name: "探し方" })).toBeVisible();
    await expect(page.getByRole("link", { name: /電子カルテ.*24件/ })).toBeVisible();
    await page.getByRole("tab", { name: "カテゴリから探す" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/tab=1$/);
    await expect(page.getByRole("tab", { name: "課題から探す" })).toBeFocused();

    await openTab(page, "診療科・職種から探す");
    await expect(page.getByRole("list", { name: "職種" }).getByRole("link", { name: /薬剤師/ })).toBeVisible();
    await page.getByRole("list", { name: "診療科・部門" }).getByRole("link", { name: /^歯科/ }).click();
    await expect(page.getByRole("heading", { name: "歯科のサービス" })).toBeVisible();
    await expect(page.getByRole("link", { name: "ミライカルテ 歯科" })).toBeVisible();

    await openTab(page, "サービス一覧");
    await expect(page.getByText("全89件中 1〜20件を表示")).toBeVisible();
    const services = page.getByRole("list", { name: "サービス一覧" }).getByRole("article");
    await expect(services).toHaveCount(20);
    await expect(services.first()).toContainText(/件）|評価はまだありません/);
  });
});

test.describe("service sort", () => {
  test("When the list is sorted by rating, then the URL keeps the sort and the first service shows its rating count", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=3&page_number=2");
    await page.getByLabel("並び順").selectOption({ label: "評価が高い順" });
    await expect(page).toHaveURL(/tab=3&sort=rating$/);
    await expect(page.getByLabel("並び順")).toHaveValue("rating");
    await expect(
      page
        .getByRole("list", { name: "サービス一覧" })
        .getByRole("article")
        .first()
        .getByRole("img", { name: /平均評価 \d\.\d（\d+件の評価）/ }),
    ).toBeVisible();
  });
});

test.describe("category sort", () => {
  test("When a category is sorted by reviews, then the order changes and all 24 services stay", async ({ page }) => {
    await page.goto("/category/1?page_size=50");
    await expect(page.getByText("全24件中 1〜24件を表示")).toBeVisible();
    const names = page.getByRole("list", { name: "サービス一覧" }).getByRole("heading", { level: 3 });
    const newest = await names.allTextContents();
    await page.getByLabel("並び順").selectOption("reviews");
    await expect(page).toHaveURL(/sort=reviews/);
    await expect(names.first()).not.toHaveText(newest[0] ?? "");
    expect((await names.allTextContents()).sort()).toEqual([...newest].sort());
  });
});

test.describe("service detail", () => {
  test("When a service is opened, then every field, the provider's business information and the FAQ show", async ({
    page,
  }) => {
    await openPage(page, "/services/detail/1", "ミライカルテ クラウド");
    await expect(page).toHaveTitle(/ミライカルテ クラウド｜医療ITナビ/);
    // Category 1 and job role 1 share an id: each must keep its own name.
    await expect(page.getByRole("list", { name: "カテゴリ" })).toHaveText("電子カルテ");
    await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toContainText("電子カルテ");
    await expect(page.getByRole("region", { name: "こんな課題・部門におすすめ" })).toContainText("医師");
    const facts = page.getByRole("region", { name: "料金・導入情報" });
    await expect(facts).toContainText("月額");
    await expect(facts).toContainText("無料トライアル");
    await expect(facts).toContainText("診療所・クリニック");
    const provider = page.getByRole("region", { name: "提供会社" });
    await expect(provider).toContainText("株式会社ミライカルテ");
    await expect(provider).toContainText("神奈川県横浜市西区");
    await expect(provider).toContainText("4,500万円");
    await expect(provider).toContainText("鈴木 大輔");
    await expect(provider).toContainText("2015年6月");

    const answer = page.getByText(/お申し込みから稼働まで、標準で/);
    await expect(answer).toBeHidden();
    await page.getByText("導入までにどのくらいの期間がかかりますか？").click();
    await expect(answer).toBeVisible();

    const video = page.getByTitle("ミライカルテ クラウドの紹介動画");
    await expect(video).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

    const related = page.getByRole("region", { name: "関連セミナー・記事" });
    await expect(
      related.getByRole("link", { name: "はじめてのクラウド型電子カルテ選び 〜診療所の失敗しない比較ポイント〜" }),
    ).toHaveAttribute("href", /^\/seminars\/detail\/\d+$/);
    await expect(
      related.getByRole("link", { name: "電子カルテの選び方 ― クラウド型とオンプレミス型の違い" }),
    ).toHaveAttribute("href", /^\/contents\/detail\/\d+$/);

    const others = page.getByRole("region", { name: "株式会社ミライカルテのほかのサービス" });
    await expect(others.getByRole("link", { name: "ミライカルテ 歯科" })).toBeVisible();
  });

  test("When 資料をダウンロード is chosen, then the visitor sees the files with sizes and a login prompt", async ({
    page,
  }) => {
    await page.goto("/services/detail/1");
    await page.getByRole("link", { name: /資料をダウンロード/ }).click();
    await expect(page).toHaveURL(/\/services\/material_download\/1\?from_screen=detail$/);
    await expect(page.getByRole("heading", { name: "ミライカルテ クラウドの資料ダウンロード" })).toBeVisible();
    const files = page.getByRole("list", { name: "資料の一覧" });
    await expect(files).toContainText("ミライカルテ クラウド サービス紹介資料.pdf");
    await expect(files.getByText(/^\d+(\.\d)? (Bytes|KB)$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "ログインしてダウンロード" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fservices%2Fmaterial_download%2F1%3Ffrom_screen%3Ddetail",
    );
  });

  for (const path of [
    "/services/material_download/999999",
    "/services/material_download/abc",
    "/services/detail/999999",
  ]) {
    test(`When ${path} is opened, then the not-found page replaces it`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error\/404$/);
      await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
    });
  }
});

test.describe("compare", () => {
  test("When 3 services are chosen on search and detail pages, then /compare shows them side by side", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=3");
    const cards = page.getByRole("list", { name: "サービス一覧" }).getByRole("article");
    const names: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      names.push(((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim());
      await card.getByRole("button", { name: /を比較に追加$/ }).click();
    }
    await expect(page.getByRole("region", { name: "比較リスト" })).toContainText("2/5件");

    await page.goto("/services/detail/1");
    await page.getByRole("button", { name: "ミライカルテ クラウドを比較に追加" }).click();
    names.push("ミライカルテ クラウド");
    await expect(page.getByRole("region", { name: "比較リスト" })).toContainText("3/5件");
    await page.getByRole("link", { name: "比較する" }).click();

    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole("heading", { level: 1, name: "サービス比較" })).toBeVisible();
    const headers = page.getByRole("table").getByRole("columnheader");
    await expect(headers).toHaveCount(3);
    for (const name of names) await expect(headers.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole("row", { name: /提供会社/ })).toContainText("株式会社ミライカルテ");
    await expect(page.getByRole("row", { name: /料金/ }).first()).toContainText("月額");

    await page.reload();
    await expect(headers).toHaveCount(3);
    await page.getByRole("button", { name: "ミライカルテ クラウドを比較から外す" }).click();
    await expect(headers).toHaveCount(2);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByText("比較ページは印刷できません。")).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
  });

  test("When a sixth service is added, then a toast says at most 5 can be compared", async ({ page }) => {
    await page.goto("/services/search?tab=3");
    const buttons = page.getByRole("button", { name: /を比較に追加$/ });
    for (let i = 0; i < 5; i += 1) await buttons.nth(0).click();
    await expect(page.getByRole("region", { name: "比較リスト" })).toContainText("5/5件");
    await buttons.nth(0).click();
    await expect(page.getByRole("alert")).toContainText("5件まで");
  });

  test("When nothing is chosen, then /compare explains how to choose", async ({ page }) => {
    await page.goto("/compare");
    await expect(page.getByText("比較するサービスが選ばれていません。")).toBeVisible();
    await expect(page.getByRole("link", { name: "サービスを探す", exact: true })).toHaveAttribute(
      "href",
      "/services/search?tab=3",
    );
  });
});

test.describe("accessibility", () => {
  test("When axe checks the search, detail, material and compare pages, then no serious or critical violation is found", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of [
      "/services/search?tab=0",
      "/services/search?tab=1",
      "/services/search?tab=2",
      "/services/search?tab=3",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("tabpanel")).not.toContainText("読み込んでいます");
      await expect(page.getByRole("tabpanel").getByRole("list").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await openPage(page, "/services/detail/1", "ミライカルテ クラウド");
    await page.getByRole("button", { name: "ミライカルテ クラウドを比較に追加" }).click();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/services/material_download/1");
    await expect(page.getByRole("list", { name: "資料の一覧" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/services/detail/2");
    await page.getByRole("button", { name: "メディブリッジEMRを比較に追加" }).click();
    await expect(page.getByRole("region", { name: "比較リスト" })).toContainText("2/5件");
    await page.goto("/compare");
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("mobile", () => {
  test("When a phone opens a service, then the page fits the screen and the actions stack @mobile", async ({
    page,
  }) => {
    await openPage(page, "/services/detail/1", "ミライカルテ クラウド");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
