import { errorMessage } from "@iryo/domain/error-catalogue";
import { addDays, tokyoDateKey, toSlashDate } from "@iryo/domain/tokyo-date";
import { addWorkingDays, holidaysBetween, isWorkingDay } from "@iryo/domain/working-days";
import { type Browser, type Page } from "@playwright/test";
import { appPage, expect, test } from "./fixtures.js";
import { expectNoSeriousA11yViolations, submitLogin, urlEndingWith } from "./helpers.js";

const MEMBER_EMAIL = "demo@iryo-it-navi.example";
const PROVIDER_EMAIL = "provider@iryo-it-navi.example";
const PASSWORD = "Demo12345";
/**
 * メディブリッジ 透析カルテ, a service of 株式会社メディカルブリッジ (the demo provider) whose seeded negotiation
 * with the demo member is closed: a member has one open application per service (ADR 106), and the
 * seed keeps open ones on メディブリッジEMR and the psychiatry chart.
 */
const SERVICE_ID = 16;
const SERVICE_NAME = "メディブリッジ 透析カルテ";

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await appPage(context);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(urlEndingWith(path));
  return page;
}

async function fillSlot(page: Page, index: number, date: string, start: string, end: string) {
  await page.locator(`#slot-${index}-date`).fill(date);
  await page.locator(`#slot-${index}-start`).selectOption(start);
  await page.locator(`#slot-${index}-end`).selectOption(end);
}

/** The chat tab of a room: writes a message and sees it in the list. */
async function write(page: Page, text: string) {
  await page.locator("#chat-message").fill(text);
  await page.getByRole("button", { name: "送信する" }).click();
  await expect(page.getByRole("list", { name: "メッセージ" })).toContainText(text);
}

/** A small file that starts like a PDF (the api checks the magic bytes). */
function pdfBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n").copy(bytes);
  return bytes;
}

test.describe("negotiations, both sides", () => {
  test("When a member applies, the provider confirms, both chat, the meeting is held and the member sends off, then the room is read-only for both", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const now = new Date();
    const today = tokyoDateKey(now);
    const earliest = addWorkingDays(now, 3);
    const holiday = holidaysBetween(earliest, addDays(today, 366)).find((h) => h.date > earliest);
    const tooSoon = addWorkingDays(now, 2);
    const days = [earliest, addWorkingDays(now, 4), addWorkingDays(now, 5)].map(toSlashDate);
    expect(holiday && !isWorkingDay(holiday.date)).toBe(true);

    // The member applies; a holiday and a date 2 working days ahead are refused.
    const member = await signedIn(browser, MEMBER_EMAIL, `/business-negotiation/${SERVICE_ID}`);
    await expect(member.getByRole("heading", { level: 1, name: "商談の申し込み" })).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await member.getByLabel("オンライン").check();
    await fillSlot(member, 0, toSlashDate(holiday?.date ?? ""), "10:00", "11:00");
    await fillSlot(member, 1, toSlashDate(tooSoon), "10:00", "11:00");
    await fillSlot(member, 2, days[2] ?? "", "14:00", "15:30");
    await member.getByRole("button", { name: "確認画面へ進む" }).click();
    const periodWrong = errorMessage("0103001");
    await expect(member.getByRole("group", { name: "第1希望" })).toContainText(periodWrong);
    await expect(member.getByRole("group", { name: "第1希望" })).toContainText("祝日");
    await expect(member.getByRole("group", { name: "第2希望" })).toContainText(periodWrong);
    await expect(member).toHaveURL(new RegExp(`/business-negotiation/${SERVICE_ID}$`));
    await fillSlot(member, 0, days[0] ?? "", "10:00", "11:00");
    await fillSlot(member, 1, days[1] ?? "", "13:00", "14:00");
    await member.getByLabel("ご相談内容").fill("外来の電子カルテ更新についてご相談したいです。");
    await member.getByRole("button", { name: "確認画面へ進む" }).click();
    await expect(member.getByText("以下の内容でお申し込みします。")).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await member.getByRole("button", { name: "申し込む" }).click();
    await expect(member.getByRole("heading", { name: "お申し込みが完了しました" })).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    const roomHref = await member.getByRole("link", { name: "商談ルームを開く" }).getAttribute("href");
    const id = /\/negotiation\/detail\/(\d+)/.exec(roomHref ?? "")?.[1];
    expect(id).toBeTruthy();

    // The provider finds it in its console and confirms the second slot.
    const provider = await signedIn(browser, PROVIDER_EMAIL, "/provider/negotiations");
    await expect(provider.getByRole("heading", { level: 1, name: "商談受付一覧" })).toBeVisible();
    await expect(provider.getByRole("link", { name: "事業者コンソール" })).toBeVisible();
    await expectNoSeriousA11yViolations(provider);
    await provider.getByRole("link", { name: SERVICE_NAME }).first().click();
    await expect(provider).toHaveURL(new RegExp(`/provider/negotiations/${id}$`));
    await provider.getByLabel(new RegExp(`^${days[1]}.*13:00〜14:00$`)).check();
    await provider.getByRole("button", { name: "この日時で確定する" }).click();
    await expect(provider.getByText(/商談番号 \d+/)).toContainText("日程確定");
    await expectNoSeriousA11yViolations(provider);

    // Both exchange messages.
    await member.goto(`/negotiation/detail/${id}?tab=0`);
    await expect(member.getByText(`${days[1]}（`).first()).toBeVisible();
    await expect(member.getByText(/商談番号 \d+/)).toContainText("日程確定");
    await expectNoSeriousA11yViolations(member);
    await member.getByRole("link", { name: "チャット" }).click();
    await expect(member.getByRole("list", { name: "メッセージ" })).toContainText("商談日時が");
    await write(member, "当日はオンラインでお願いします。");
    await expectNoSeriousA11yViolations(member);
    await provider.goto(`/provider/negotiations/${id}?tab=1`);
    await expect(provider.getByRole("list", { name: "メッセージ" })).toContainText("当日はオンラインでお願いします。");
    await write(provider, "承知しました。URLは前日にお送りします。");
    await expectNoSeriousA11yViolations(provider);
    await member.reload();
    await expect(member.getByRole("list", { name: "メッセージ" })).toContainText("URLは前日にお送りします。");
    // Both share a PDF in the files tab, and each sees the other's.
    await member.getByRole("link", { name: "ファイル" }).click();
    await expect(member.getByTestId("negotiation-files-dropzone")).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await member.getByLabel("共有するファイル").setInputFiles({
      name: "院内体制のご説明.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(3072),
    });
    await expect(member.getByRole("listitem").filter({ hasText: "院内体制のご説明.pdf" })).toBeVisible();
    await provider.goto(`/provider/negotiations/${id}?tab=2`);
    await expect(provider.getByRole("listitem").filter({ hasText: "院内体制のご説明.pdf" })).toBeVisible();
    await provider.getByLabel("共有するファイル").setInputFiles({
      name: "お見積書.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes(2048),
    });
    await expect(provider.getByRole("listitem").filter({ hasText: "お見積書.pdf" })).toBeVisible();
    await member.reload();
    await expect(member.getByRole("listitem").filter({ hasText: "お見積書.pdf" })).toBeVisible();

    // The provider marks the meeting held.
    await provider.goto(`/provider/negotiations/${id}?tab=0`);
    await provider.getByRole("button", { name: "商談を実施済みにする" }).click();
    await expect(provider.getByText(/商談番号 \d+/)).toContainText("検討中");

    // The member sends it off; the reason is required.
    await member.goto(`/negotiation/detail/${id}?tab=0`);
    await expect(member.getByText(/商談番号 \d+/)).toContainText("検討中");
    await member.getByLabel("今回は見送り").check();
    await member.getByRole("button", { name: "結果を送信する" }).click();
    await expect(member.getByRole("form", { name: "ご検討の結果" })).toContainText(errorMessage("0101001"));
    await member.getByLabel("見送りの理由").fill("今年度は予算の確保が難しいため。");
    await member.getByRole("button", { name: "結果を送信する" }).click();
    // The result is final: the member confirms it first.
    const confirm = member.getByRole("dialog", { name: "ご検討の結果を送信します" });
    await expect(confirm).toContainText("「今回は見送り」として");
    await confirm.getByRole("button", { name: "送信する" }).click();
    await expect(member.getByText(/商談番号 \d+/)).toContainText("今回は見送り");

    // The room is read-only for both, and says why.
    for (const [page, path] of [
      [member, `/negotiation/detail/${id}?tab=1`],
      [provider, `/provider/negotiations/${id}?tab=1`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("list", { name: "メッセージ" })).toContainText("今年度は予算の確保が難しいため。");
      await expect(
        page.getByRole("status").filter({ hasText: "メッセージの送信やファイルの共有はできません" }),
      ).toBeVisible();
      await expect(page.locator("#chat-message")).toHaveCount(0);
    }
    await member.context().close();
    await provider.context().close();
  });

  test("When the member opens the list, then the status popup asks about a long consideration; closed, it stays away today", async ({
    browser,
  }) => {
    const member = await signedIn(browser, MEMBER_EMAIL, "/negotiation/list");
    const dialog = member.getByRole("dialog", { name: "ご検討状況を教えてください" });
    await expect(dialog).toBeVisible();
    // Each item defaults to 'under consideration'.
    await expect(dialog.getByLabel("検討中").first()).toBeChecked();
    await expectNoSeriousA11yViolations(member);
    await dialog.getByRole("button", { name: "閉じる" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(member.getByRole("heading", { level: 1, name: "商談一覧" })).toBeVisible();
    await expect(member.getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await member.reload();
    await expect(member.getByRole("article").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // A bare negotiation path goes to the list.
    await member.goto("/negotiation");
    await expect(member).toHaveURL(/\/negotiation\/list$/);
    // A member is no provider.
    await member.goto("/provider/negotiations");
    await expect(member).toHaveURL(/\/error\/403$/);
    await member.context().close();
  });

  test("When a provider account opens member pages, then it lands in its console; a service page offers it no member actions (ADR 102)", async ({
    browser,
  }) => {
    const provider = await signedIn(browser, PROVIDER_EMAIL, "/provider/negotiations");
    for (const path of ["/negotiation/detail/1", "/user-setting", `/business-negotiation/${SERVICE_ID}`, "/bookmark"]) {
      await provider.goto(path);
      await expect(provider, path).toHaveURL(/\/provider$/);
    }
    await provider.goto(`/services/detail/${SERVICE_ID}`);
    await expect(provider.getByRole("heading", { level: 1, name: SERVICE_NAME })).toBeVisible();
    await expect(provider.getByRole("link", { name: "評価・レビューを投稿する" })).toHaveCount(0);
    await expect(provider.getByRole("button", { name: /ブックマーク/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(provider);
    await provider.context().close();
  });

  test("@mobile When a member opens a room on a phone, then it fits the screen and axe finds nothing serious", async ({
    page,
  }) => {
    await page.goto("/negotiation/list");
    await submitLogin(page, MEMBER_EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/negotiation\/list$/);
    const dialog = page.getByRole("dialog", { name: "ご検討状況を教えてください" });
    await expect(page.getByRole("article").first()).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole("button", { name: "閉じる" }).click();
    await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/negotiation\/detail\/\d+$/);
    await page.getByRole("link", { name: "チャット" }).click();
    await expect(page.getByRole("list", { name: "メッセージ" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
