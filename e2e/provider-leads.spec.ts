// The provider's leads, analytics and review replies (issue 23 items 6–7, ADRs 151–152): a member
// downloads a material and the provider sees the lead and finds it in the CSV; the provider replies to
// a review and a visitor sees the reply; the three console pages pass axe on desktop and mobile.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { appPage, expect, test } from "./fixtures.js";
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  logInTo,
  MEMBER_PASSWORD,
  newMember,
  submitLogin,
} from "./helpers.js";

/** Service 1 (ミライカルテ クラウド, with a material) belongs to the third demo organisation. */
const SERVICE_ID = 1;
const ADMIN_EMAIL = "provider-03@iryo-it-navi.example";

/** Staff land on the console's home after signing in. */
async function logInAsProvider(page: Page): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
}

test("When a member downloads a material, then the provider sees the lead and the CSV holds it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email } = await newMember(request, "leads", { hospital_name: "緑が丘テスト病院" });
  await logInTo(page, `/services/material_download/${SERVICE_ID}`, email, MEMBER_PASSWORD);
  await page.getByLabel("上記の情報が資料の提供会社に提供されることに同意します").check();
  await page.getByRole("button", { name: "同意してダウンロードに進む" }).click();
  await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /^資料(を|をまとめて)ダウンロード/ }).click(),
  ]);

  const provider = await appPage(await browser.newContext());
  await logInAsProvider(provider);
  await provider.getByRole("link", { name: /^リード/ }).click();
  await expect(provider.getByRole("heading", { level: 1, name: "リード" })).toBeVisible();
  const leads = provider.getByRole("list", { name: "資料ダウンロードの一覧" });
  await expect(leads).toContainText(email);
  await expect(leads).toContainText("緑が丘テスト病院");

  const [csv] = await Promise.all([
    provider.waitForEvent("download"),
    provider.getByRole("link", { name: "資料ダウンロードをCSVでダウンロード" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^leads-material_download-\d{8}\.csv$/);
  const bytes = await readFile((await csv.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.split("\r\n")[0]).toContain('"氏名","メールアドレス"');
  expect(text).toContain(`"${email}"`);
  expect(text).toContain('"緑が丘テスト病院"');
});

test("When the provider replies to a review, then a visitor sees the reply under it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const text = `ご評価ありがとうございます（${Date.now()}）。`;
  await logInAsProvider(page);
  await page.goto("/provider/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "レビューへの返信" })).toBeVisible();
  const first = page.getByRole("article").first();
  const edit = first.getByRole("button", { name: "返信を編集する" });
  await ((await edit.isVisible()) ? edit : first.getByRole("button", { name: "返信する" })).click();
  await first.getByLabel(/公式の返信/).fill(text);
  await first.getByRole("button", { name: /^返信を(投稿|更新)する$/ }).click();
  await expect(first.getByRole("region", { name: "貴社の公式の返信" })).toContainText(text);
  const href = await first.getByRole("link", { name: "公開中のレビュー一覧で見る" }).getAttribute("href");

  const visitor = await appPage(await browser.newContext());
  await visitor.goto(`${href}?sort=date`);
  await expect(visitor.getByRole("region", { name: /からの返信$/ }).filter({ hasText: text })).toBeVisible();
});

for (const tag of ["", " @mobile"]) {
  test(`The console's analytics, leads and reviews pages pass axe${tag}`, async ({ page }) => {
    // A visitor's view of the service's detail page is counted by the page's own beacon.
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("RecordServiceEvent"),
      ),
      page.goto(`/services/detail/${SERVICE_ID}`),
    ]);
    await logInAsProvider(page);
    for (const [path, heading] of [
      ["/provider/analytics", "アクセス解析"],
      ["/provider/leads", "リード"],
      ["/provider/reviews", "レビューへの返信"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator(".spinner")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto(`/provider/analytics?service_id=${SERVICE_ID}&weeks=4`);
    await expect(page.getByRole("img", { name: /ページ閲覧数/ })).toBeVisible();
    const table = page.getByRole("table", { name: /週ごとの数値/ });
    const thisWeek = table.getByRole("row").last().getByRole("cell").first();
    await expect.poll(async () => Number(await thisWeek.textContent())).toBeGreaterThanOrEqual(1);
  });
}
