import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { expectNoSeriousA11yViolations } from "./helpers.js";

/** Moves the active option with ArrowDown from the box until `option` is the active one (at most through the list). */
async function arrowDownTo(box: Locator, list: Locator, option: Locator): Promise<void> {
  const count = await list.getByRole("option").count();
  for (let i = 0; i < count && (await option.getAttribute("aria-selected")) !== "true"; i += 1)
    await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
}

test.describe("keyword suggestions (issue 25 item 4)", () => {
  test("When a reading is typed in the header box, then suggestions appear; ArrowDown + Enter opens the first, Escape closes and keeps the text", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=1");
    const box = page.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("でんしかるて");
    const list = page.getByRole("listbox", { name: "検索候補" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("option").first()).toHaveText(/電子カルテ.*カテゴリ/);
    await expect(page.getByRole("status").filter({ hasText: /候補が\d+件あります/ })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("でんしかるて");

    await box.press("ArrowDown");
    await expect(list).toBeVisible();
    await box.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/category\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: /電子カルテ/ })).toBeVisible();
  });

  test("When a suggestion is clicked, then its page opens", async ({ page }) => {
    await page.goto("/services/search?tab=1");
    const box = page.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("みらい");
    const option = page.getByRole("option", { name: /ミライカルテ クラウド/ });
    await option.click();
    await expect(page).toHaveURL(/\/services\/detail\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: /ミライカルテ クラウド/ })).toBeVisible();
  });

  test("When the mobile menu's box is typed in, then the open listbox is accessible and Escape closes only it @mobile", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=1");
    await page.getByRole("button", { name: "メニューを開く" }).click();
    const menu = page.getByRole("navigation", { name: "メニュー" });
    // The drawer is its own chunk (ADR 188): if a run ever fails here, the menu did not open (not the box).
    await expect(menu).toBeVisible();
    const box = menu.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("勤怠");
    const list = menu.getByRole("listbox", { name: "検索候補" });
    // The category comes first; a seminar or article about it may be suggested after it (ADR 177).
    await expect(list.getByRole("option", { name: /勤怠・シフト管理/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(menu).toBeVisible();
    await expect(box).toHaveValue("勤怠");
  });

  test("When a search finds services, then the matched words are marked; when it finds nothing, then もしかして and related categories are offered", async ({
    page,
  }) => {
    await page.goto(`/search?tab=0&keyword=${encodeURIComponent("でんしかるて")}`);
    const results = page.getByRole("list", { name: "サービスの検索結果" });
    await expect(results.locator("mark").first()).toHaveText(/カルテ|EMR/);

    // Two edits from レントゲン: too far for the search's own one-edit typo folding, near enough for もしかして.
    await page.goto(`/search?tab=0&keyword=${encodeURIComponent("れんとげそそ")}`);
    await expect(page.getByText("「れんとげそそ」に一致するサービスは見つかりませんでした。")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "関連するカテゴリ" }).getByRole("link")).not.toHaveCount(0);
    await page.getByText("もしかして").getByRole("link").click();
    await expect(page).toHaveURL(/\/search\?tab=0&keyword=/);
    await expect(page.getByRole("list", { name: "サービスの検索結果" })).toBeVisible();
  });

  test("When a word is in a seminar's and an article's titles, then both are suggested; the arrow keys and Enter open the seminar", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=1");
    const box = page.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("らんさむ");
    const list = page.getByRole("listbox", { name: "検索候補" });
    const seminar = list.getByRole("option", {
      name: /医療機関のランサムウェア対策 最新動向と今日からできること.*セミナー/,
    });
    await expect(seminar).toBeVisible();
    await expect(
      list.getByRole("option", { name: /ランサムウェアから診療を守るバックアップの基本.*コンテンツ/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await arrowDownTo(box, list, seminar);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/seminars\/detail\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "医療機関のランサムウェア対策 最新動向と今日からできること" }),
    ).toBeVisible();
  });

  test("When the mobile menu's box suggests an article, then the arrow keys and Enter open it @mobile", async ({
    page,
  }) => {
    await page.goto("/services/search?tab=1");
    await page.getByRole("button", { name: "メニューを開く" }).click();
    const menu = page.getByRole("navigation", { name: "メニュー" });
    // The drawer is its own chunk (ADR 188): if a run ever fails here, the menu did not open (not the box).
    await expect(menu).toBeVisible();
    const box = menu.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("らんさむ");
    const list = menu.getByRole("listbox", { name: "検索候補" });
    const article = list.getByRole("option", { name: /ランサムウェアから診療を守るバックアップの基本.*コンテンツ/ });
    await expect(article).toBeVisible();
    await expect(list.getByRole("option", { name: /医療機関のランサムウェア対策.*セミナー/ })).toBeVisible();
    // (axe on this listbox: the desktop test above, and the mobile one above for the menu's box.)

    await arrowDownTo(box, list, article);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/contents\/detail\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "ランサムウェアから診療を守るバックアップの基本" }),
    ).toBeVisible();
  });
});
