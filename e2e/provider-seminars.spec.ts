// Seminars in the provider console (ADR 162): an editor registers a seminar and submits it; an operator,
// signed in at /admin with password and TOTP, approves it on 「掲載変更の審査」; a visitor then sees it, its
// reception open. axe checks the new routes on desktop and mobile.
import type { Page } from "@playwright/test";
import { ADMIN, signInToConsole } from "./admin-console.js";
import { appPage, expect, test } from "./fixtures.js";
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, submitLogin } from "./helpers.js";

// An editor of the first demo organisation.
const EDITOR_EMAIL = "editor-01@iryo-it-navi.example";
const DAY = 86_400_000;

async function logInAsEditor(page: Page) {
  await page.goto("/login");
  await submitLogin(page, EDITOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
}

/** `<input type="datetime-local">`'s value of a time `ms` from now, in Tokyo, on the hour. */
function tokyoLocal(ms: number): string {
  const at = new Date(Date.now() + ms + 9 * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString().slice(0, 16);
}

test("An editor registers a seminar and submits it; after an operator approves it, a visitor sees it accepting", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2Eセミナー ${Date.now() % 100_000}`;
  await logInAsEditor(page);
  await page.getByRole("link", { name: "セミナーの登録・編集" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "セミナー" })).toBeVisible();
  await expect(page.getByRole("table", { name: "セミナー一覧" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "セミナーを登録する" }).click();
  const form = page.getByRole("form", { name: "セミナーの編集" });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel(/^セミナー名/).fill(title);
  await form.getByLabel(/^説明/).fill("<p>電子カルテの移行計画を解説します。</p>");
  await form.getByLabel(/^タグ/).fill("電子カルテ, 移行");
  await form.getByRole("radio", { name: "オンライン" }).check();
  await form.getByLabel(/^開始日時/).fill(tokyoLocal(10 * DAY));
  await form.getByLabel(/^終了日時/).fill(tokyoLocal(10 * DAY + 2 * 3_600_000));
  await form.getByLabel(/^配信URL/).fill("https://meet.example.jp/e2e");
  await form.getByLabel(/^定員/).fill("40");
  await form.getByLabel(/^受付開始日時/).fill(tokyoLocal(-DAY));
  // A reception that closes after the start is refused on the field (0701006).
  await form.getByLabel(/^受付終了日時/).fill(tokyoLocal(11 * DAY));
  await form.getByRole("button", { name: "審査を申請する" }).click();
  await expect(
    form.getByText("受付期間は、受付開始を受付終了より前にし、開催日時より前に終了するよう設定してください。"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel(/^受付終了日時/).fill(tokyoLocal(9 * DAY));
  await form.getByLabel(/^リマインドメール送信日時/).fill(tokyoLocal(9 * DAY + 3_600_000));
  await form.getByRole("group", { name: "関連サービス" }).getByRole("checkbox").first().check();

  await form.getByRole("button", { name: "審査を申請する" }).click();
  const dialog = page.getByRole("dialog", { name: "審査を申請しますか" });
  await dialog.getByRole("button", { name: "申請する" }).click();
  await expect(page).toHaveURL(/\/provider\/seminars$/);
  const mine = page.getByRole("row").filter({ hasText: title });
  await expect(mine).toContainText("審査中");
  await expect(mine).toContainText("未公開");

  // An operator approves it through the console.
  const operatorContext = await browser.newContext();
  const operator = await appPage(operatorContext);
  await signInToConsole(operator, ADMIN);
  await operator.goto("/admin/changes");
  await expect(operator.getByRole("heading", { level: 1, name: "掲載変更の審査" })).toBeVisible();
  const row = operator.getByRole("row").filter({ hasText: title }).filter({ hasText: "審査中" });
  await expect(row).toContainText("セミナー");
  await row.getByRole("link", { name: title }).click();
  await expect(operator.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(operator.getByText("新しく掲載する内容です。")).toBeVisible();
  await expect(
    operator
      .getByRole("row", { name: /^開催形式/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("オンライン");
  await expect(operator.getByRole("row", { name: /^定員/ }).getByRole("cell").nth(1)).toHaveText("40名");
  await expectNoSeriousA11yViolations(operator);
  await operator.getByRole("button", { name: "承認する" }).click();
  await operator
    .getByRole("dialog", { name: "この変更を承認しますか" })
    .getByRole("button", { name: "承認する" })
    .click();
  await expect(operator.getByText("承認し、公開しました。")).toBeVisible();
  await operatorContext.close();

  // The staff see it public and accepting; its id leads the visitor to it.
  await page.reload();
  await expect(mine).toContainText("公開中");
  await expect(mine).toContainText("受付中");
  const href = await mine.getByRole("link", { name: `${title}を編集する` }).getAttribute("href");
  const seminarId = /\/provider\/seminars\/(\d+)\/edit$/.exec(href ?? "")?.[1];
  expect(seminarId).toBeDefined();

  const visitor = await appPage(browser);
  await visitor.goto(`/seminars/detail/${seminarId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("main")).toContainText("受付中");
  await expect(visitor.locator("main")).not.toContainText("meet.example.jp");
  await visitor.close();

  await mine.getByRole("link", { name: `${title}を編集する` }).click();
  await expect(form.getByLabel(/^セミナー名/)).toHaveValue(title);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/provider/seminars/${seminarId}/enrollments`);
  await expect(page.getByText("まだお申し込みはありません。")).toBeVisible();
  await expect(page.getByRole("link", { name: "CSVをダウンロードする" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("The seminar routes pass axe on a phone, without sideways scrolling @mobile", async ({ page }) => {
  await logInAsEditor(page);
  const noOverflow = async () => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  };
  await page.goto("/provider/seminars");
  await expect(page.getByRole("heading", { level: 1, name: "セミナー" })).toBeVisible();
  await expect(page.getByRole("table", { name: "セミナー一覧" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await noOverflow();
  const edit = page.getByRole("link", { name: /を編集する$/ }).first();
  const href = await edit.getAttribute("href");
  const seminarId = /\/provider\/seminars\/(\d+)\/edit$/.exec(href ?? "")?.[1];
  await page.goto("/provider/seminars/new");
  await expect(page.getByRole("form", { name: "セミナーの編集" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await noOverflow();
  await page.goto(`/provider/seminars/${seminarId}/edit`);
  await expect(page.getByRole("form", { name: "セミナーの編集" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await noOverflow();
  await page.goto(`/provider/seminars/${seminarId}/enrollments`);
  await expect(page.getByRole("heading", { level: 1, name: /申込者一覧$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await noOverflow();
});
