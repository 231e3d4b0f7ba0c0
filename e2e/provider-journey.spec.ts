// The provider portal end to end (issue 23, "Show"): a provider admin invites an editor, who accepts in
// the browser; the editor changes a service's price, uploads a PDF brochure, creates a seminar and an
// article, and submits each; an operator (password + TOTP) approves them on 「掲載変更の審査」; a visitor
// sees the new price and the seminar; a member downloads the brochure after the consent step; the provider
// finds the download in its leads and in the CSV with exactly the consented details; the provider replies
// to a review and a visitor reads the reply.
//
// It works on the seventh demo organisation (provider-07, 株式会社ケアノート's services), which no other
// browser test edits, and every name carries a time stamp, so it runs in any order with the others and
// leaves the first cards, seeded prices and the demo's other organisations as they were.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { ADMIN, signInToConsole } from "./admin-console.js";
import { appPage, expect as baseExpect, test } from "./fixtures.js";
import {
  API,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  MEMBER_PASSWORD,
  newMember,
  submitLogin,
  urlEndingWith,
} from "./helpers.js";

// A long journey through every tier with several sign-ins: each web-first wait may take longer than the
// default five seconds on a machine shared with other work.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The admin of the seventh demo organisation and the service of it this journey edits. */
const PROVIDER_ADMIN = "provider-07@iryo-it-navi.example";
const SERVICE_NAME = "ケアノート 見守り";
const DAY = 86_400_000;

/** `<input type="datetime-local">`'s value of a time `ms` from now, in Tokyo, on the hour. */
function tokyoLocal(ms: number): string {
  const at = new Date(Date.now() + ms + 9 * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString().slice(0, 16);
}

/** The text of the newest mail to `to` matching `pattern` (the dev mail reader of the api). */
async function mailMatch(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`${API}/dev/mail`)).json()) as {
        mails: { to: string; text: string }[];
      };
      found = mails
        .filter((m) => m.to.includes(to))
        .find((m) => pattern.test(m.text))
        ?.text.match(pattern)?.[0];
      return found;
    })
    .toMatch(pattern);
  if (found === undefined) throw new Error(`no mail to ${to} matched ${pattern}`);
  return found;
}

/** Signs up `email` through the api (mailed code confirmed), without a membership: an invitee's account. */
async function signUp(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post(`${API}/v1/auth/sign-up`, { data: { email, password: MEMBER_PASSWORD } })).status()).toBe(
    201,
  );
  const code = (await mailMatch(request, email, /確認コード：\d{6}/)).slice(-6);
  expect((await request.post(`${API}/v1/auth/confirm-sign-up`, { data: { email, code } })).status()).toBe(200);
}

/**
 * Signing in hashes the password on the api: on a busy machine it takes longer than the default five
 * seconds, so the steps that wait for a sign-in wait longer (still web-first).
 */
const SIGN_IN = { timeout: 30_000 };

/** Signs in from /login?redirect=`path` and waits until it is back at `path`. */
async function signInTo(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(urlEndingWith(path), SIGN_IN);
}

/** A page of its own browser context (its own session). */
async function freshPage(browser: Browser): Promise<Page> {
  return appPage(await browser.newContext());
}

/** Approves the submitted change named `name` on the console: opens it from the queue, approves at once. */
async function approveOnConsole(operator: Page, name: string): Promise<void> {
  await operator.goto("/admin/changes");
  await expect(operator.getByRole("heading", { level: 1, name: "掲載変更の審査" })).toBeVisible();
  const row = operator.getByRole("row").filter({ hasText: name }).filter({ hasText: "審査中" });
  await row.getByRole("link", { name }).click();
  await expect(operator.getByRole("heading", { level: 1, name })).toBeVisible();
  await operator.getByLabel("承認後すぐに公開する").check();
  await operator.getByRole("button", { name: "承認する" }).click();
  await operator
    .getByRole("dialog", { name: "この変更を承認しますか" })
    .getByRole("button", { name: "承認する" })
    .click();
  await expect(operator.getByText("承認し、公開しました。")).toBeVisible();
  await expect(operator).toHaveURL(/\/admin\/changes$/);
}

test("A provider's editor publishes a price, a brochure, a seminar and an article; members and visitors see them; leads and a reply follow", async ({
  browser,
  page,
  request,
}) => {
  // Five sign-ins (one with a TOTP code that may wait for the next 30 s step), four approvals.
  test.setTimeout(600_000);
  const stamp = Date.now();
  const editorEmail = `journey-editor-${stamp}@vendor.example`;
  const newPrice = `月額 ${stamp % 100_000}円（ジャーニー）`;
  const brochureTitle = `見守りパンフレット ${stamp}`;
  const brochureFile = `journey-${stamp}.pdf`;
  const marker = `journey brochure ${stamp}`;
  const seminarTitle = `見守りセンサー活用セミナー ${stamp}`;
  const articleTitle = `夜間巡回を減らす工夫 ${stamp}`;
  const replyText = `ご利用ありがとうございます。夜間の通知設定もご案内します（${stamp}）。`;

  // 1. The provider admin invites an editor from /provider.
  await page.goto("/login");
  await submitLogin(page, PROVIDER_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/, SIGN_IN);
  const invite = page.getByRole("form", { name: "担当者の招待" });
  await invite.getByLabel("メールアドレス").fill(editorEmail);
  await invite.getByLabel("編集者").check();
  await invite.getByRole("button", { name: "招待メールを送信する" }).click();
  await expect(page.getByRole("list", { name: "招待中の担当者" })).toContainText(editorEmail);

  // 2. The invitee signs up, opens the mailed link, signs in and accepts: the console opens.
  const invitation = await mailMatch(request, editorEmail, /\/provider\/invitations\/[A-Za-z0-9_-]+/);
  await signUp(request, editorEmail);
  const editor = await freshPage(browser);
  await signInTo(editor, invitation, editorEmail, MEMBER_PASSWORD);
  await expect(editor.getByRole("heading", { level: 1, name: "事業者担当者への招待" })).toBeVisible();
  await expectNoSeriousA11yViolations(editor);
  await editor.getByRole("button", { name: "招待を承認する" }).click();
  await expect(editor).toHaveURL(/\/provider$/, SIGN_IN);
  await page.reload();
  await expect(page.getByRole("table", { name: "担当者一覧" })).toContainText(editorEmail);

  // 3. The editor changes the service's price and submits it.
  await editor.goto("/provider/services");
  await editor
    .getByRole("table", { name: "掲載サービス一覧" })
    .getByRole("link", { name: `${SERVICE_NAME}を編集する` })
    .click();
  await expect(editor).toHaveURL(/\/provider\/services\/\d+\/edit$/);
  const serviceId = /\/provider\/services\/(\d+)\/edit$/.exec(editor.url())?.[1] ?? "";
  const listing = editor.getByRole("form", { name: "掲載内容の編集" });
  await expect(listing.getByLabel(/^サービス名/)).toHaveValue(SERVICE_NAME);
  const oldPrice = await listing.getByLabel(/^価格/).inputValue();
  await listing.getByLabel(/^価格/).fill(newPrice);
  await listing.getByRole("button", { name: "審査を申請する" }).click();
  await editor.getByRole("dialog", { name: "審査を申請しますか" }).getByRole("button", { name: "申請する" }).click();
  await expect(editor.getByText(/審査中です/)).toBeVisible();

  // 4. … uploads a PDF brochure for it and submits it.
  await editor.goto(`/provider/services/${serviceId}/materials`);
  await expect(editor.getByRole("heading", { level: 1, name: "資料の管理" })).toBeVisible();
  const upload = editor.getByRole("form", { name: "資料の追加" });
  await upload.getByLabel(/^ファイル/).setInputFiles({
    name: brochureFile,
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`),
  });
  await upload.getByLabel("資料名").fill(brochureTitle);
  await upload.getByRole("button", { name: "下書きとして追加" }).click();
  await expect(editor.getByText(/資料を下書きに追加しました/)).toBeVisible();
  const material = editor
    .getByRole("list", { name: "資料の一覧" })
    .getByRole("listitem")
    .filter({ hasText: brochureTitle });
  await material.getByRole("button", { name: "審査を申請する" }).click();
  await expect(material).toContainText("審査中");

  // 5. … registers a seminar, accepting from yesterday, held in 90 days, and submits it.
  await editor.goto("/provider/seminars/new");
  const seminar = editor.getByRole("form", { name: "セミナーの編集" });
  await seminar.getByLabel(/^セミナー名/).fill(seminarTitle);
  await seminar.getByLabel(/^説明/).fill("<p>見守りセンサーの導入事例を紹介します。</p>");
  await seminar.getByLabel(/^タグ/).fill("介護, 見守り");
  await seminar.getByRole("radio", { name: "オンライン" }).check();
  await seminar.getByLabel(/^開始日時/).fill(tokyoLocal(90 * DAY));
  await seminar.getByLabel(/^終了日時/).fill(tokyoLocal(90 * DAY + 2 * 3_600_000));
  await seminar.getByLabel(/^配信URL/).fill("https://meet.example.jp/journey");
  await seminar.getByLabel(/^定員/).fill("30");
  await seminar.getByLabel(/^受付開始日時/).fill(tokyoLocal(-DAY));
  await seminar.getByLabel(/^受付終了日時/).fill(tokyoLocal(89 * DAY));
  await seminar.getByLabel(/^リマインドメール送信日時/).fill(tokyoLocal(89 * DAY + 3_600_000));
  await seminar.getByRole("group", { name: "関連サービス" }).getByRole("checkbox", { name: SERVICE_NAME }).check();
  await seminar.getByRole("button", { name: "審査を申請する" }).click();
  await editor.getByRole("dialog", { name: "審査を申請しますか" }).getByRole("button", { name: "申請する" }).click();
  await expect(editor).toHaveURL(/\/provider\/seminars$/);
  await expect(editor.getByRole("row").filter({ hasText: seminarTitle })).toContainText("審査中");

  // 6. … writes an article linked to the service and submits it.
  await editor.goto("/provider/articles/new");
  const article = editor.getByRole("form", { name: "記事の編集" });
  await article.getByLabel(/^タイトル/).fill(articleTitle);
  await article.getByLabel(/^概要/).fill("見守りセンサーで夜間の巡回を見直した施設の例です。");
  await article.getByLabel(/^本文（HTML）/).fill("<h2>導入の背景</h2><p>夜間の巡回を見直しました。</p>");
  await article.getByLabel(/^タグ/).fill("介護, 見守り");
  await article.getByRole("checkbox", { name: SERVICE_NAME }).check();
  await article.getByRole("button", { name: "審査を申請する" }).click();
  await editor.getByRole("dialog", { name: "審査を申請しますか" }).getByRole("button", { name: "申請する" }).click();
  await expect(editor).toHaveURL(/\/provider\/articles$/);
  await expect(editor.getByRole("row").filter({ hasText: articleTitle })).toContainText("審査中");

  // The organisation's submissions: each under review, each with the link to its own editor.
  await editor.goto("/provider/changes");
  const changes = editor.getByRole("list", { name: "申請の一覧" });
  for (const name of [SERVICE_NAME, brochureTitle, seminarTitle, articleTitle]) {
    await expect(changes.getByRole("listitem").filter({ hasText: name }).first()).toContainText("審査中");
  }

  // A visitor still sees the public price while the change waits.
  const visitor = await freshPage(browser);
  await visitor.goto(`/services/detail/${serviceId}`);
  await expect(visitor.locator("main")).toContainText(SERVICE_NAME);
  await expect(visitor.locator("main")).not.toContainText(newPrice);

  // 7. An operator signs in with password and TOTP and approves the four changes. The price change shows
  // the public price now beside the diff.
  const operator = await freshPage(browser);
  // The console's code loads on first use: wait for it here (the helper's own waits are the default 5 s).
  await operator.goto("/admin");
  await expect(operator.getByRole("heading", { name: "運営コンソールにログイン" })).toBeVisible({ timeout: 60_000 });
  await signInToConsole(operator, ADMIN);
  await operator.goto("/admin/changes");
  await operator
    .getByRole("row")
    .filter({ hasText: SERVICE_NAME })
    .filter({ hasText: "審査中" })
    .getByRole("link", { name: SERVICE_NAME })
    .click();
  const priceRow = operator.getByRole("row", { name: /^価格/ });
  await expect(priceRow.getByRole("cell").nth(1)).toHaveText(newPrice);
  await expect(priceRow.getByRole("cell").nth(2)).toHaveText(oldPrice || "（なし）");
  for (const name of [SERVICE_NAME, brochureTitle, seminarTitle, articleTitle]) await approveOnConsole(operator, name);
  await operator.context().close();

  // 8. A visitor sees the new price and the seminar (the catalogue event reaches the BFF asynchronously).
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.locator("main")).toContainText(newPrice, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await visitor.goto("/seminars/list");
    await expect(visitor.getByRole("list", { name: "セミナー一覧" })).toContainText(seminarTitle, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.context().close();

  // 9. A new member downloads the brochure after agreeing to share the details the page shows.
  const { email } = await newMember(request, "journey-member", { hospital_name: `見守り検証病院${stamp % 10_000}` });
  const member = await freshPage(browser);
  await signInTo(member, `/services/material_download/${serviceId}`, email, MEMBER_PASSWORD);
  // The consent step lists the details the provider will receive (the same list the lead keeps).
  const consented = member.locator('dl[aria-label="提供会社に提供される情報"]');
  await expect(consented).toBeVisible();
  const labels = await consented.locator("dt").allTextContents();
  const values = await consented.locator("dd").allTextContents();
  expect(labels).toEqual(["氏名", "メールアドレス", "勤務先の所在地", "勤務先の名称", "部署", "役職"]);
  expect(values).toContain(email);
  expect(values).toContain(`見守り検証病院${stamp % 10_000}`);
  await member.getByLabel("上記の情報が資料の提供会社に提供されることに同意します").check();
  await member.getByRole("button", { name: "同意してダウンロードに進む" }).click();
  // The file's own link: its name says which file.
  const [brochure] = await Promise.all([
    member.waitForEvent("download"),
    member.getByRole("button", { name: `ダウンロード：${brochureFile}`, exact: true }).click(),
  ]);
  expect(brochure.suggestedFilename()).toBe(brochureFile);
  expect((await readFile(await brochure.path())).toString()).toContain(marker);
  await member.context().close();

  // 10. The provider finds the download among its leads, and in the CSV with exactly the consented details.
  await page.goto("/provider/leads");
  await expect(page.getByRole("heading", { level: 1, name: "リード" })).toBeVisible();
  const leads = page.getByRole("list", { name: "資料ダウンロードの一覧" });
  await expect(leads).toContainText(email);
  await expect(leads).toContainText(brochureFile);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "資料ダウンロードをCSVでダウンロード" }).click(),
  ]);
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes
    .subarray(3)
    .toString("utf8")
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));
  expect(rows[0]).toEqual(["日時", "サービス", "資料", ...labels]);
  const lead = rows.find((r) => r.includes(email));
  expect(lead?.slice(1)).toEqual([SERVICE_NAME, brochureFile, ...values]);

  // 11. The provider replies to a review of the service; a visitor reads the reply under it.
  await page.goto(`/provider/reviews?service_id=${serviceId}`);
  await expect(page.getByRole("heading", { level: 1, name: "レビューへの返信" })).toBeVisible();
  const review = page.getByRole("article").first();
  await expect(review).toContainText(SERVICE_NAME);
  const edit = review.getByRole("button", { name: "返信を編集する" });
  await ((await edit.isVisible()) ? edit : review.getByRole("button", { name: "返信する" })).click();
  await review.getByLabel(/公式の返信/).fill(replyText);
  await review.getByRole("button", { name: /^返信を(投稿|更新)する$/ }).click();
  await expect(review.getByRole("region", { name: "貴社の公式の返信" })).toContainText(replyText);
  const ratings = await review.getByRole("link", { name: "公開中のレビュー一覧で見る" }).getAttribute("href");
  const reader = await freshPage(browser);
  await expect(async () => {
    await reader.goto(`${ratings}?sort=date`);
    await expect(reader.getByRole("region", { name: /からの返信$/ }).filter({ hasText: replyText })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await reader.context().close();
  await editor.context().close();
});
