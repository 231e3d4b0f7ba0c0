// Provider articles in the publishing workflow (ADR 163): an editor writes an article with a
// before-login and an after-login block and submits it; an operator approves it on 「掲載変更の審査」;
// a visitor then reads it with the before-login block and without the after-login one. axe checks the
// new routes on desktop and mobile.
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

test("An editor writes an article with login blocks; after an operator approves, a visitor reads it without the members' block", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 記事 ${Date.now() % 100_000}`;
  await logInAsEditor(page);
  await page.getByRole("link", { name: "記事の作成・編集" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "記事" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "記事を作成する" }).click();
  await expect(page).toHaveURL(/\/provider\/articles\/new$/);
  const form = page.getByRole("form", { name: "記事の編集" });
  await expect(form.getByLabel(/^タイトル/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Submitting empty marks the required fields.
  await form.getByRole("button", { name: "審査を申請する" }).click();
  await expect(form.getByLabel(/^タイトル/)).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel(/^タイトル/).fill(title);
  await form.getByLabel(/^概要/).fill("電子カルテ導入の進め方をまとめました。");
  await form
    .getByLabel(/^本文（HTML）/)
    .fill('<h2>導入の流れ</h2><p>公開部分の本文です。</p><script>alert("x")</script>');
  await form.getByLabel(/^ログイン前のみ表示する内容/).fill("<p>続きは会員登録のうえお読みください。</p>");
  await form.getByLabel(/^ログイン後のみ表示する内容/).fill("<p>会員限定のチェックリストです。</p>");
  await form.getByLabel(/^タグ/).fill("電子カルテ, 導入");
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "下書きを保存する" }).click();
  await expect(page.getByText("下書きを保存しました。")).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/articles\/new\?change=\d+$/);
  await expect(form.getByLabel(/^タイトル/)).toHaveValue(title);
  // The api cleaned the body: the script is gone from the saved draft.
  await expect(form.getByLabel(/^本文（HTML）/)).not.toHaveValue(/script/);
  await expectNoSeriousA11yViolations(page);

  await form.getByRole("button", { name: "審査を申請する" }).click();
  await page.getByRole("dialog", { name: "審査を申請しますか" }).getByRole("button", { name: "申請する" }).click();
  await expect(page).toHaveURL(/\/provider\/articles$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("審査中");

  // An operator approves it on the console.
  const operatorContext = await browser.newContext();
  const operator = await appPage(operatorContext);
  await signInToConsole(operator, ADMIN);
  await operator.goto("/admin/changes");
  await expect(operator.getByRole("heading", { level: 1, name: "掲載変更の審査" })).toBeVisible();
  const queued = operator.getByRole("row").filter({ hasText: title });
  await expect(queued).toContainText("記事");
  await queued.getByRole("link", { name: title }).click();
  await expect(operator.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(operator.getByRole("row", { name: /^ログイン後のみ表示する内容/ })).toContainText(
    "会員限定のチェックリストです。",
  );
  await expect(operator.getByRole("row", { name: /^紐づけるサービス/ })).toBeVisible();
  await expectNoSeriousA11yViolations(operator);
  await operator.getByRole("button", { name: "承認する" }).click();
  await operator
    .getByRole("dialog", { name: "この変更を承認しますか" })
    .getByRole("button", { name: "承認する" })
    .click();
  await expect(operator.getByText("承認し、公開しました。")).toBeVisible();
  await operatorContext.close();

  // The editor's list shows it public, with a link to the site.
  await page.reload();
  await expect(row).toContainText("公開中");
  await row.getByRole("link", { name: "サイトで見る" }).click();
  await expect(page).toHaveURL(/\/contents\/detail\/\d+$/);
  const path = new URL(page.url()).pathname;

  // A visitor (no session) reads the article: the before-login block, not the members' block, no script.
  const visitorContext = await browser.newContext();
  const visitor = await appPage(visitorContext);
  await visitor.goto(path);
  const main = visitor.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main).toContainText("公開部分の本文です。");
  await expect(main).toContainText("続きは会員登録のうえお読みください。");
  await expect(main).not.toContainText("会員限定のチェックリストです。");
  expect(await visitor.content()).not.toContain('alert("x")');
  await visitorContext.close();

  // The editor opens the public article again: the blocks come back apart.
  await page.goto("/provider/articles");
  await page
    .getByRole("row")
    .filter({ hasText: title })
    .getByRole("link", { name: /を編集する$/ })
    .click();
  await expect(page).toHaveURL(/\/provider\/articles\/\d+\/edit$/);
  await expect(form.getByLabel(/^ログイン後のみ表示する内容/)).toHaveValue("<p>会員限定のチェックリストです。</p>");
  await expectNoSeriousA11yViolations(page);
});

test("The article routes pass axe on a phone @mobile", async ({ page }) => {
  await logInAsEditor(page);
  await page.goto("/provider/articles");
  await expect(page.getByRole("heading", { level: 1, name: "記事" })).toBeVisible();
  await expect(page.getByText("記事を読み込んでいます")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "記事を作成する" }).click();
  await expect(page.getByRole("form", { name: "記事の編集" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
