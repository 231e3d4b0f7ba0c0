// What a person does to a server-rendered page before the app has started (ADR 199): the page is
// readable and its controls answer the browser at once, while the app's scripts are still on their
// way. Once the app runs, React must know what the person typed or chose.
import { expect, test } from "@playwright/test";

/** Holds the app's entry script until `release` is called (a slow network or a slow phone). */
async function holdEntry(page: import("@playwright/test").Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const appReady = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));

test.describe("input before the app starts", () => {
  test("When a reading is typed in the header box before the app runs, then its suggestions appear once it runs", async ({
    page,
  }) => {
    const release = await holdEntry(page);
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByRole("combobox", { name: "キーワードで検索" });
    await box.fill("でんしかるて");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))).toBe(false);
    release();
    await appReady(page);
    const list = page.getByRole("listbox", { name: "検索候補" });
    await expect(list).toBeVisible();
    await expect(list.getByRole("option").first()).toHaveText(/電子カルテ/);
    await expect(box).toHaveValue("でんしかるて");
  });

  test("When a sort is chosen before the app runs, then the list is sorted that way once it runs", async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto("/services/search?tab=3", { waitUntil: "commit" });
    await page.getByLabel("並び順").selectOption({ label: "評価が高い順" });
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))).toBe(false);
    release();
    await appReady(page);
    await expect(page).toHaveURL(/tab=3&sort=rating$/);
    await expect(page.getByLabel("並び順")).toHaveValue("rating");
  });
});
