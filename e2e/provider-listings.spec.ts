// The provider console's listings and the publishing workflow (ADR 143, 144): an editor changes a
// service's price and submits it; visitors keep the public price until an operator, signed in at /admin
// with password and TOTP, approves it on 「掲載変更の審査」 (issue 24 item 3); then a visitor sees the new
// price. axe checks the provider routes and the review screens on desktop and mobile.
import { ADMIN, signInToConsole } from "./admin-console.js";
import { appPage, expect, test } from "./fixtures.js";
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, submitLogin } from "./helpers.js";

// An editor of the first demo organisation (株式会社メディカルブリッジ).
const EDITOR_EMAIL = "editor-01@iryo-it-navi.example";

async function logInAsEditor(page: import("@playwright/test").Page) {
  await page.goto("/login");
  await submitLogin(page, EDITOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
}

test("An editor changes a price and submits; after an operator approves, a visitor sees the new price", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const newPrice = `月額 ${Date.now() % 100_000}円（E2E）`;
  await logInAsEditor(page);
  await page.getByRole("link", { name: "掲載サービスの編集", exact: true }).click();
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
  const serviceName = await form.getByLabel(/^サービス名/).inputValue();
  await expectNoSeriousA11yViolations(page);

  // The visitor's price before.
  const visitor = await appPage(browser);
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

  // An operator (an admin of the console) signs in with password and TOTP and approves the change.
  const operatorContext = await browser.newContext();
  const operator = await appPage(operatorContext);
  await signInToConsole(operator, ADMIN);
  await expect(operator.getByText("掲載変更の審査待ち")).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  await operator
    .getByRole("navigation", { name: "運営コンソール" })
    .getByRole("link", { name: "掲載変更の審査" })
    .click();
  await expect(operator.getByRole("heading", { level: 1, name: "掲載変更の審査" })).toBeVisible();
  await expect(operator.getByLabel("状態")).toHaveValue("submitted");
  await expectNoSeriousA11yViolations(operator);
  const row = operator.getByRole("row").filter({ hasText: serviceName }).filter({ hasText: "審査中" });
  await row.getByRole("link", { name: serviceName }).click();
  await expect(operator.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
  const priceRow = operator.getByRole("row", { name: /^価格/ });
  await expect(priceRow.getByRole("cell").nth(1)).toHaveText(newPrice);
  await expect(operator.getByRole("columnheader", { name: "現在の公開内容" })).toBeVisible();
  await operator.getByText("現在の公開内容（すべての項目）").click();
  await expect(operator.getByRole("definition").first()).toBeVisible();
  await expectNoSeriousA11yViolations(operator);

  // A time in the past is refused before anything is sent; then approve at once.
  await operator.getByLabel("日時を指定して公開する").check();
  await operator.getByLabel(/^公開日時/).fill("2020-01-01T10:00");
  await operator.getByRole("button", { name: "承認する" }).click();
  await expect(operator.getByText("公開日時には現在より後の日時を指定してください。")).toBeVisible();
  await operator.getByLabel("承認後すぐに公開する").check();
  await operator.getByRole("button", { name: "承認する" }).click();
  const confirm = operator.getByRole("dialog", { name: "この変更を承認しますか" });
  await expect(confirm).toContainText("すぐにサイトに公開されます");
  await expectNoSeriousA11yViolations(operator);
  await confirm.getByRole("button", { name: "承認する" }).click();
  await expect(operator.getByText("承認し、公開しました。")).toBeVisible();
  await expect(operator).toHaveURL(/\/admin\/changes$/);
  await operatorContext.close();

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

test("The change review screens pass axe on a phone @mobile", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page, ADMIN);
  await page.goto("/admin/changes");
  await expect(page.getByRole("heading", { level: 1, name: "掲載変更の審査" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The demo has a submitted change (provider-04's first service).
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "変更内容" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "差し戻す" }).click();
  await expect(page.getByText("差し戻しの理由").first()).toBeVisible();
  await expect(page.locator("#change-reject-reason")).toHaveAttribute("aria-invalid", "true");
});
