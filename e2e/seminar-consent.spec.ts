// Seminar enrolment with consent (ADR 173): the apply step previews exactly the details the organiser
// receives, enrolment waits for the tick, and the organiser's enrolment list shows those details. axe on the
// changed screens, desktop and mobile.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { appPage, expect, test } from "./fixtures.js";
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  logInTo,
  MEMBER_PASSWORD,
  newMember,
  submitLogin,
} from "./helpers.js";

// Demo seminar 1 (accepting, 300 seats) is organised by the third demo organisation, whose editor is editor-03.
const SEMINAR_ID = 1;
const ORGANISER_EDITOR = "editor-03@iryo-it-navi.example";
const CONSENT_LABEL = "上記の情報が主催企業に提供されることに同意します";

async function applyWithConsent(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const { email } = await newMember(request, label, { hospital_name: "若葉台テスト病院" });
  await logInTo(page, `/seminars/detail/${SEMINAR_ID}`, email, MEMBER_PASSWORD);
  const apply = page.getByRole("region", { name: "お申し込み" });
  await apply.getByRole("button", { name: "このセミナーに申し込む" }).click();
  const shared = apply.getByRole("definition").filter({ hasText: email });
  await expect(shared).toBeVisible();
  await expect(apply.getByLabel("主催企業に提供される情報")).toContainText("若葉台テスト病院");
  await expect(apply).toContainText("株式会社ミライカルテ");
  const submit = apply.getByRole("button", { name: "同意して申し込む" });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await apply.getByLabel(CONSENT_LABEL).check();
  await submit.click();
  await expect(apply.getByRole("status")).toContainText("お申し込みが完了しました");
  return email;
}

async function organiserSees(browser: Browser, email: string, isMobile: boolean): Promise<void> {
  const context = await browser.newContext(isMobile ? { viewport: { width: 412, height: 839 }, isMobile } : {});
  const page = await appPage(context);
  await page.goto("/login");
  await submitLogin(page, ORGANISER_EDITOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  await page.goto(`/provider/seminars/${SEMINAR_ID}/enrollments`);
  await expect(page.getByRole("heading", { level: 1, name: /申込者一覧$/ })).toBeVisible();
  const table = page.getByRole("table", { name: "申込者一覧" });
  // On a phone the rows are cards: each cell names its field, and the column headers are not shown.
  if (!isMobile) await expect(table.getByRole("columnheader", { name: "メールアドレス" })).toBeAttached();
  else await expect(table.getByRole("cell", { name: `メールアドレス: ${email}` })).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("若葉台テスト病院");
  await expect(row).toContainText("申込中");
  await expectNoSeriousA11yViolations(page);
  if (isMobile) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await context.close();
}

test("A member applies after the consent preview, and the organiser's enrolment list shows the shared details", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await applyWithConsent(page, request, "consent");
  await organiserSees(browser, email, false);
});

test("On a phone, the consent preview and the organiser's enrolment list pass axe @mobile", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await applyWithConsent(page, request, "consent-sp");
  await organiserSees(browser, email, true);
});
