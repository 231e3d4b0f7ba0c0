// The provider console's listings and the publishing workflow (ADR 143, 144): an editor changes a
// service's price and submits it; visitors keep the public price until an operator approves (here the
// api's development helper plays the operator, the operator console being another issue's); then a
// visitor sees the new price. axe checks the new routes on desktop and mobile.
import { expect, test } from "./fixtures.js";
import { API, DEMO_PASSWORD, expectNoSeriousA11yViolations, submitLogin } from "./helpers.js";

// An editor of the first demo organisation (株式会社メディカルブリッジ).
const EDITOR_EMAIL = "editor-01@iryo-it-navi.example";

async function logInAsEditor(page: import("@playwright/test").Page) {
  await page.goto("/login");
  await submitLogin(page, EDITOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
}

test("An editor changes a price and submits; after approval a visitor sees the new price", async ({
  page,
  browser,
  request,
}) => {
  const newPrice = `月額 ${Date.now() % 100_000}円（E2E）`;
  await logInAsEditor(page);
  await page.getByRole("link", { name: "掲載サービスの編集へ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "掲載サービス" })).toBeVisible();
  const table = page.getByRole("table", { name: "掲載サービス一覧" });
  await expect(table).toContainText("公開中");
  await expectNoSeriousA11yViolations(page);

  await table
    .getByRole("link", { name: /を編集する$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/provider\/services\/\d+\/edit$/);
  const serviceId = /\/provider\/services\/(\d+)\/edit$/.exec(page.url())?.[1];
  expect(serviceId).toBeDefined();
  const form = page.getByRole("form", { name: "掲載内容の編集" });
  await expect(form.getByLabel(/^サービス名/)).not.toHaveValue("");
  await expectNoSeriousA11yViolations(page);

  // The visitor's price before.
  const visitor = await browser.newPage();
  await visitor.goto(`/services/detail/${serviceId}`);
  await expect(visitor.locator("main")).not.toContainText(newPrice);

  await form.getByLabel(/^価格/).fill(newPrice);
  await form.getByRole("button", { name: "審査を申請する" }).click();
  const dialog = page.getByRole("dialog", { name: "審査を申請しますか" });
  await dialog.getByRole("button", { name: "申請する" }).click();
  await expect(page.getByText(/審査中です/)).toBeVisible();
  await expect(form.getByLabel(/^価格/)).toBeDisabled();

  // Under review: visitors still see the public version.
  await visitor.reload();
  await expect(visitor.locator("main")).not.toContainText(newPrice);

  await page.goto("/provider/changes");
  const list = page.getByRole("list", { name: "申請の一覧" });
  await expect(list.getByRole("listitem").first()).toContainText("審査中");
  await expect(list.getByRole("listitem").first()).toContainText(newPrice);
  await expectNoSeriousA11yViolations(page);

  const approved = await request.post(`${API}/dev/publishing/services/${serviceId}/approve`);
  expect(approved.status()).toBe(200);

  await visitor.reload();
  await expect(visitor.locator("main")).toContainText(newPrice);
  await visitor.close();

  await page.reload();
  await expect(list.getByRole("listitem").first()).toContainText("公開済み");
});

test("The listings routes pass axe on a phone @mobile", async ({ page }) => {
  await logInAsEditor(page);
  await page.goto("/provider/services");
  await expect(page.getByRole("table", { name: "掲載サービス一覧" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("link", { name: /を編集する$/ })
    .first()
    .click();
  await expect(page.getByRole("form", { name: "掲載内容の編集" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto("/provider/changes");
  await expect(page.getByRole("heading", { level: 1, name: "申請履歴" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
