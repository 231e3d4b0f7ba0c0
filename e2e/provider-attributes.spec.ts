// Service attributes edited by providers and verified by operators (ADR 170): an editor changes the
// data-centre location on /provider/services/:id/attributes and submits; an operator approves it on
// 「掲載変更の審査」 and marks the security group 運営確認済み on 「属性の確認」; a visitor then sees
// 「運営確認済み」 with the date in the service's 「セキュリティ・制度対応」. axe on the new routes, desktop
// and mobile.
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import { ADMIN, signInToConsole } from "./admin-console.js";
import { appPage, expect, test } from "./fixtures.js";
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, submitLogin } from "./helpers.js";

// An editor of the first demo organisation (see provider-listings.spec.ts).
const EDITOR_EMAIL = "editor-01@iryo-it-navi.example";

async function logInAsEditor(page: import("@playwright/test").Page) {
  await page.goto("/login");
  await submitLogin(page, EDITOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
}

async function openAttributes(page: import("@playwright/test").Page): Promise<string> {
  await page.goto("/provider/services");
  await page
    .getByRole("link", { name: /のセキュリティ・制度対応を編集する$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/provider\/services\/\d+\/attributes$/);
  await expect(page.getByRole("heading", { level: 1, name: /^セキュリティ・制度対応：/ })).toBeVisible();
  return /\/provider\/services\/(\d+)\/attributes$/.exec(page.url())?.[1] ?? "";
}

test("An editor changes the data centre; an operator approves it and verifies the group; a visitor sees 運営確認済み", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAsEditor(page);
  const serviceId = await openAttributes(page);
  expect(serviceId).not.toBe("");
  const serviceName = (await page.getByRole("heading", { level: 1 }).innerText()).replace(
    /^セキュリティ・制度対応：/,
    "",
  );
  await expectNoSeriousA11yViolations(page);

  const dataCentre = page.getByLabel("データセンターの所在地");
  const before = await dataCentre.inputValue();
  const after = before === "1" ? "3" : "1";
  const afterLabel = after === "1" ? "国内" : "国内・国外の併用";
  await dataCentre.selectOption(after);
  await page.getByRole("button", { name: "審査を申請する" }).click();
  await expect(page.getByText("審査中です。審査が終わるまで編集できません。")).toBeVisible();
  await expect(dataCentre).toBeDisabled();

  // An operator approves the change on 「掲載変更の審査」.
  const operatorContext = await browser.newContext();
  const operator = await appPage(operatorContext);
  await signInToConsole(operator, ADMIN);
  await operator.goto("/admin/changes");
  const row = operator
    .getByRole("row")
    .filter({ hasText: serviceName })
    .filter({ hasText: "セキュリティ・制度対応" })
    .filter({ hasText: "審査中" });
  await row.getByRole("link", { name: serviceName }).click();
  const diffRow = operator.getByRole("row", { name: /データセンターの所在地/ });
  await expect(diffRow.getByRole("cell").nth(1)).toHaveText(afterLabel);
  await operator.getByRole("button", { name: "承認する" }).click();
  await operator
    .getByRole("dialog", { name: "この変更を承認しますか" })
    .getByRole("button", { name: "承認する" })
    .click();
  await expect(operator.getByText("承認し、公開しました。")).toBeVisible();

  // 「属性の確認」: the queue, then the service's security group marked 運営確認済み.
  await operator.getByRole("navigation", { name: "運営コンソール" }).getByRole("link", { name: "属性の確認" }).click();
  await expect(operator.getByRole("heading", { level: 1, name: "属性の確認" })).toBeVisible();
  await expect(operator.getByRole("table")).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  await operator.goto(`/admin/attributes/${serviceId}`);
  const security = operator.getByRole("region", { name: "セキュリティ・提供形態", exact: true });
  await expect(security).toContainText("未確認");
  await expect(security.getByRole("row", { name: /データセンターの所在地/ })).toContainText(afterLabel);
  await expectNoSeriousA11yViolations(operator);
  await security.getByRole("button", { name: "「セキュリティ・提供形態」を運営確認済みにする" }).click();
  await expect(operator.getByText("「セキュリティ・提供形態」を運営確認済みにしました。")).toBeVisible();
  await expect(security).toContainText("運営確認済み");
  await operatorContext.close();

  // A visitor sees the new value and 運営確認済み with today's date.
  const today = tokyoDateKey(new Date()).replaceAll("-", "/");
  const visitor = await appPage(browser);
  await visitor.goto(`/services/detail/${serviceId}`);
  const section = visitor.getByRole("region", { name: "セキュリティ・制度対応", exact: true });
  await expect(section).toContainText(`運営確認済み（${today}）`);
  await expect(section).toContainText(afterLabel);
  await visitor.close();
});

test("The attributes editor passes axe on a phone @mobile", async ({ page }) => {
  await logInAsEditor(page);
  await openAttributes(page);
  await expect(page.getByLabel("データセンターの所在地")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("The attribute verification screens pass axe on a phone @mobile", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page, ADMIN);
  await page.goto("/admin/attributes");
  await expect(page.getByRole("heading", { level: 1, name: "属性の確認" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "セキュリティ・提供形態" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
