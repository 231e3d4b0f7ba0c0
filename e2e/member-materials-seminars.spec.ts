import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { API, expectNoSeriousA11yViolations, logInTo, MEMBER_PASSWORD, newMember, openPage } from "./helpers.js";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return ((await (await request.get(`${API}/dev/mail`)).json()) as { mails: OutboxMail[] }).mails;
}

/** A fresh member of this spec (so the other journeys keep the demo member as it is), logged in from /login?redirect=`path`. */
async function logInNewMemberTo(page: Page, request: APIRequestContext, label: string, path: string): Promise<string> {
  const { email } = await newMember(request, label, { hospital_name: "青葉台テスト病院" });
  await logInTo(page, path, email, MEMBER_PASSWORD);
  return email;
}

test.describe("materials", () => {
  test("When a member downloads one material after the consent step and then a zip of three from the consideration list, then the files arrive", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = await logInNewMemberTo(page, request, "materials", "/services/material_download/1");

    // The consent step shows the member's own details before the first download.
    const consent = page.getByRole("region", { name: "資料のダウンロード前にご確認ください" });
    await expect(consent).toBeVisible();
    await expect(consent.getByRole("definition").filter({ hasText: email })).toBeVisible();
    await expect(consent).toContainText("青葉台テスト病院");
    await expectNoSeriousA11yViolations(page);
    const agree = page.getByRole("button", { name: "同意してダウンロードに進む" });
    await expect(agree).toBeDisabled();
    await page.getByLabel("上記の情報が資料の提供会社に提供されることに同意します").check();
    await agree.click();

    const [single] = await Promise.all([
      page.waitForEvent("download"),
      // A button (ADR 209): its mutation records the lead, then the browser fetches the one-time URL.
      page.getByRole("button", { name: /^資料(を|をまとめて)ダウンロード/ }).click(),
    ]);
    expect(single.suggestedFilename()).toMatch(/\.(pdf|zip)$/);
    const singleBytes = await readFile((await single.path()) as string);
    expect(singleBytes.subarray(0, 2).toString()).toMatch(/^(%P|PK)$/);

    // Two more services on the consideration list.
    for (const id of [2, 3]) {
      await page.goto(`/services/material_download/${id}`);
      await page.getByRole("button", { name: "検討リストに追加" }).click();
      await expect(page.getByRole("button", { name: "検討リストに追加済み" })).toBeVisible();
    }
    await openPage(page, "/review", "検討リスト");
    const list = page.getByRole("list", { name: "検討中のサービス" });
    // One progress per row, named by its stage; latest activity first: the two just added, then the downloaded one.
    const progress = list.getByRole("list", { name: /^進み具合：/ });
    await expect(progress).toHaveCount(3);
    for (const [i, stage] of ["リストに追加", "リストに追加", "資料ダウンロード済み"].entries()) {
      await expect(progress.nth(i)).toHaveAccessibleName(`進み具合：${stage}`);
    }
    await expectNoSeriousA11yViolations(page);
    for (const box of await list.getByRole("checkbox").all()) await box.check();
    await page.getByRole("button", { name: "選んだサービスの資料をまとめてダウンロード" }).click();
    const [zip] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "3件のサービスの資料をZIPでダウンロード" }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^introduction-materials-\d{8}\.zip$/);
    const zipBytes = await readFile((await zip.path()) as string);
    expect(zipBytes.subarray(0, 2).toString()).toBe("PK");
    // All three now stand at "material downloaded".
    await page.reload();
    for (const i of [0, 1, 2]) await expect(progress.nth(i)).toHaveAccessibleName("進み具合：資料ダウンロード済み");
  });
});

test.describe("seminars", () => {
  test("When a member enrols in an accepting seminar, then it is on /apply-seminar and the mail with the .ics arrived", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = await logInNewMemberTo(page, request, "seminar", "/seminars/list?status=2");
    const first = page
      .getByRole("list", { name: "セミナー一覧" })
      .getByRole("heading", { level: 3 })
      .getByRole("link")
      .first();
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title.slice(0, 10));
    const apply = page.getByRole("region", { name: "お申し込み" });
    await apply.getByRole("button", { name: "このセミナーに申し込む" }).click();
    await expect(apply).toContainText("以下の内容でお申し込みます");
    await expect(apply).toContainText(email);
    await expectNoSeriousA11yViolations(page);
    await apply.getByLabel("上記の情報が主催企業に提供されることに同意します").check();
    await apply.getByRole("button", { name: "同意して申し込む" }).click();
    await expect(apply.getByRole("status")).toContainText("お申し込みが完了しました");
    await apply.getByRole("link", { name: "申込済みセミナーを見る" }).click();
    await expect(page).toHaveURL(/\/apply-seminar$/);
    const applied = page.getByRole("list", { name: "申込済みセミナー" });
    await expect(applied.getByRole("listitem")).toHaveCount(1);
    await expect(applied).toContainText(title.slice(0, 10));
    await expectNoSeriousA11yViolations(page);

    let mail: OutboxMail | undefined;
    await expect
      .poll(async () => {
        mail = (await outbox(request)).find((m) => m.to === email && m.subject.includes("セミナーのお申し込み"));
        return mail?.attachments?.[0]?.filename;
      })
      .toMatch(/^seminar-\d+\.ics$/);
    expect(mail?.attachments?.[0]?.content).toContain("DTSTART;TZID=Asia/Tokyo:");

    // Cancel while reception is open: the list is empty and says what to do next.
    await applied.getByRole("button", { name: /お申し込みをキャンセル/ }).click();
    await page.getByRole("button", { name: "キャンセルする" }).click();
    await expect(page.getByText("お申し込み中のセミナーはありません。")).toBeVisible();
  });
});

test.describe("concierge", () => {
  test("When a member sends a concierge request from the home counseling section, then it is confirmed and mailed", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = await logInNewMemberTo(page, request, "concierge", "/");
    await page.getByRole("link", { name: "コンシェルジュに相談する（無料）" }).click();
    await expect(page).toHaveURL(/\/concierge$/);
    // Contact details come prefilled from the membership.
    await expect(page.getByLabel("メールアドレス")).toHaveValue(email);
    await expect(page.getByLabel("お名前")).toHaveValue("検証 花子");
    await expect(page.getByLabel("勤務先")).toHaveValue("青葉台テスト病院");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    await expect(page.getByText("入力内容にエラーがあります。")).toBeVisible();
    await expect(page.locator("#concierge-type-error")).toHaveText("必須項目です。");
    await page.getByLabel("お問い合わせ種別").selectOption({ label: "サービスについて" });
    await page.getByLabel("ご相談内容").fill("病床200床の病院で使える電子カルテを比較したいです。");
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    await expect(page.getByRole("heading", { name: "ご相談内容の確認" })).toBeVisible();
    await page.getByRole("button", { name: "送信する" }).click();
    await expect(page.getByRole("heading", { name: "ご相談を受け付けました" })).toBeVisible();
    await expect
      .poll(async () =>
        (await outbox(request))
          .filter((m) => m.text.includes("病床200床の病院"))
          .map((m) => m.to)
          .sort(),
      )
      .toEqual(["concierge@iryo-it-navi.example", email].sort());
  });
});
