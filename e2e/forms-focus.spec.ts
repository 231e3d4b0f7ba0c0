// Forms and focus (issue 26 items 5 and 6): focus on each step's heading, the registration form's known
// address, a visitor's way back to the rating form after login, and one toast however often a form fails.

import { toSlashDate } from "@iryo/domain/tokyo-date";
import { addWorkingDays } from "@iryo/domain/working-days";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import {
  API,
  expectNoSeriousA11yViolations,
  logInNewMember,
  MEMBER_PASSWORD,
  newMember,
  submitLogin,
  urlEndingWith,
} from "./helpers.js";

/** A service of the demo catalogue (the apply spec's, with no open application for a new member). */
const SERVICE_ID = 16;
/** The rating entry on a service page and the rating page's heading (the term may read レビュー or 口コミ). */
const RATE_LINK = /^評価・(レビュー|口コミ)を投稿する$/;

async function fillSlot(page: Page, index: number, date: string, start: string, end: string) {
  await page.locator(`#slot-${index}-date`).fill(date);
  await page.locator(`#slot-${index}-start`).selectOption(start);
  await page.locator(`#slot-${index}-end`).selectOption(end);
}

/** An account that signed up and confirmed its address but has not registered its membership. */
async function accountWithoutMembership(request: APIRequestContext): Promise<string> {
  const email = `no-membership-${Date.now()}@example.jp`;
  expect((await request.post(`${API}/v1/auth/sign-up`, { data: { email, password: MEMBER_PASSWORD } })).status()).toBe(
    201,
  );
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`${API}/dev/mail`)).json()) as {
        mails: { to: string; text: string }[];
      };
      code = mails.find((m) => m.to.includes(email))?.text.match(/確認コード：(\d{6})/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect((await request.post(`${API}/v1/auth/confirm-sign-up`, { data: { email, code } })).status()).toBe(200);
  return email;
}

test.describe("forms and focus", () => {
  test("When a member goes to the meeting form's confirm step and back, then focus lands on each step's heading", async ({
    page,
    request,
  }) => {
    await logInNewMember(page, request, "focus-apply");
    await page.goto(`/business-negotiation/${SERVICE_ID}`);
    await expect(page.getByRole("heading", { level: 1, name: "商談の申し込み" })).toBeVisible();

    // Two failed attempts: one error toast.
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    await expect(page.locator(".toast")).toHaveCount(1);
    await expect(page.locator(".toast")).toContainText("入力内容にエラーがあります");

    const now = new Date();
    await page.getByLabel("オンライン").check();
    await fillSlot(page, 0, toSlashDate(addWorkingDays(now, 3)), "10:00", "11:00");
    await fillSlot(page, 1, toSlashDate(addWorkingDays(now, 4)), "13:00", "14:00");
    await fillSlot(page, 2, toSlashDate(addWorkingDays(now, 5)), "14:00", "15:00");
    await page.getByRole("button", { name: "確認画面へ進む" }).click();

    const confirmHeading = page.getByRole("heading", { level: 2, name: "お申し込み内容の確認" });
    await expect(confirmHeading).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "「お申し込み内容の確認」を表示しました。" })).toHaveCount(
      1,
    );
    // The input error of the failed attempts is gone once the input passes.
    await expect(page.locator(".toast")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "修正する" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "お申し込み内容の入力" })).toBeFocused();
  });

  test("When a member goes to the rating form's confirm step, then focus lands on its heading", async ({
    page,
    request,
  }) => {
    await logInNewMember(page, request, "focus-rating");
    await page.goto(`/services/detail/${SERVICE_ID}`);
    await page.getByRole("link", { name: RATE_LINK }).click();
    await expect(page.getByRole("heading", { level: 2, name: "投稿内容の入力" })).toBeVisible();

    await page.getByRole("group", { name: "価格の妥当性" }).getByLabel("良い", { exact: true }).check();
    await page.getByRole("group", { name: "使いやすさ" }).getByLabel("とても良い").check();
    await page.getByRole("group", { name: "サポート体制" }).getByLabel("わからない").check();
    await page.getByLabel("良い点").fill("予約の電話が減りました。");
    await page.getByLabel("改善してほしい点").fill("帳票の種類を増やしてほしいです。");
    await page.getByLabel("評価者の立場").selectOption({ label: "現場の利用者" });
    await page.getByLabel("利用状況").selectOption({ label: "現在利用している" });
    await page.getByLabel("施設の種別").selectOption({ index: 1 });
    await page.getByLabel("病床規模").selectOption({ label: "20〜99床" });
    await page.getByLabel("診療科・部門").selectOption({ index: 1 });
    await page.getByLabel("レビューガイドラインに同意します").check();
    await page.getByLabel("利用規約に同意します").check();
    await page.getByRole("button", { name: "確認画面へ進む" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "投稿内容の確認" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test("When a new account opens its registration form, then its e-mail address is filled in and read-only", async ({
    page,
    request,
  }) => {
    const email = await accountWithoutMembership(request);
    await page.goto("/login");
    await submitLogin(page, email, MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/membership\/register$/);
    const address = page.locator("#m-email");
    await expect(address).toHaveValue(email);
    await expect(address).toHaveAttribute("readonly", "");
    await expectNoSeriousA11yViolations(page);
  });

  test("When a visitor clicks the rating entry and signs in, then the rating form opens; a direct visit still goes to a bare login", async ({
    page,
    request,
  }) => {
    const member = await newMember(request, "rating-return");
    await page.goto(`/services/detail/${SERVICE_ID}`);
    await page.getByRole("link", { name: RATE_LINK }).click();
    const form = `/services/${SERVICE_ID}/submit-rating-and-review`;
    await expect(page).toHaveURL(urlEndingWith(`/login?redirect=${encodeURIComponent(form)}`));
    await submitLogin(page, member.email, MEMBER_PASSWORD);
    await expect(page).toHaveURL(urlEndingWith(form));
    await expect(page.getByRole("heading", { level: 2, name: "投稿内容の入力" })).toBeVisible();

    // Product §2.4: the form itself, opened directly by a visitor, leads to login without a redirect.
    await page.context().clearCookies();
    await page.goto(form);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("When a form fails twice on a phone, then one toast shows under the header, away from the bottom where a composer sits @mobile", async ({
    page,
    request,
  }) => {
    await logInNewMember(page, request, "toast-phone");
    await page.goto(`/business-negotiation/${SERVICE_ID}`);
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    const toast = page.locator(".toast");
    await expect(toast).toHaveCount(1);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height < viewport.height / 2).toBe(true);
  });
});
