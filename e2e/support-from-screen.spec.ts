// The support assistant, the footer's social links and `from_screen` (issue 26 item 9, ADR 141).
import { expect, test } from "./fixtures.js";
import { expectNoSeriousA11yViolations, logInNewMember, openPage } from "./helpers.js";

test.describe("support assistant", () => {
  test("When a visitor asks the assistant in hiragana, then the FAQ answer comes with a link to the FAQ page", async ({
    page,
  }) => {
    await openPage(page, "/", "比べて選べる");
    const toggle = page.getByRole("button", { name: "サポート", exact: true });
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "サポート" });
    const box = panel.getByLabel("ご質問のキーワードを入力してください");
    await expect(box).toBeFocused();
    await box.fill("ひかくは何件まで");
    const answer = panel.getByRole("listitem").filter({ hasText: "比較できるサービスは何件までですか。" });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("最大5件まで");
    await expectNoSeriousA11yViolations(page);

    // Escape closes the panel and gives the focus back to the button.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // Nothing found: the way to a person.
    await toggle.click();
    await panel.getByLabel("ご質問のキーワードを入力してください").fill("量子コンピュータ");
    await expect(panel.getByRole("link", { name: /コンシェルジュに相談する/ })).toBeVisible();

    await panel.getByLabel("ご質問のキーワードを入力してください").fill("ぱすわーど");
    await panel.getByRole("link", { name: "よくあるご質問で詳しく見る" }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "よくあるご質問" })).toBeVisible();
    await expect(page.getByText("Q. パスワードを忘れました。")).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test("When the mobile menu is open at tablet width, then the assistant's button is hidden", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await openPage(page, "/faq", "よくあるご質問");
    const toggle = page.getByRole("button", { name: "サポート", exact: true });
    await expect(toggle).toBeVisible();
    await page.getByRole("button", { name: "メニューを開く" }).click();
    await expect(toggle).toBeHidden();
    await page.getByRole("button", { name: "メニューを閉じる" }).click();
    await expect(toggle).toBeVisible();
    // And when printing.
    await page.emulateMedia({ media: "print" });
    await expect(toggle).toBeHidden();
  });

  test("The footer links to the portal's social accounts in a new tab", async ({ page }) => {
    await openPage(page, "/", "比べて選べる");
    const social = page.getByRole("list", { name: "医療ITナビの公式SNS" });
    const links = social.getByRole("link");
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/新しいタブで開きます/);
    }
  });
});

test.describe("from_screen", () => {
  test("When a member opens a material download from the consideration list, then it carries the origin and leads back there", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await logInNewMember(page, request, "fromscreen");
    // The list button comes with the download buttons, after the consent step.
    await openPage(page, "/services/material_download/2", "の資料ダウンロード");
    await page.getByLabel("上記の情報が資料の提供会社に提供されることに同意します").check();
    await page.getByRole("button", { name: "同意してダウンロードに進む" }).click();
    await page.getByRole("button", { name: "検討リストに追加" }).click();
    await expect(page.getByRole("button", { name: "検討リストに追加済み" })).toBeVisible();

    await openPage(page, "/review", "検討リスト");
    await page.getByRole("list", { name: "検討中のサービス" }).getByRole("link", { name: "資料を見る" }).click();
    await expect(page).toHaveURL(/\/services\/material_download\/2\?from_screen=consideration$/);
    // The download's mutation (ADR 209) names the screen for the lead; the file then arrives.
    const [requested] = await Promise.all([
      page.waitForRequest(
        (r) => r.url().endsWith("/graphql") && (r.postData() ?? "").includes("requestServiceMaterialDownload"),
      ),
      page.waitForEvent("download"),
      page.getByRole("button", { name: /^資料(を|をまとめて)ダウンロード/ }).click(),
    ]);
    expect(requested.postDataJSON()).toMatchObject({ variables: { fromScreen: "consideration" } });
    await page.getByRole("link", { name: "← 検討リストに戻る" }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole("heading", { level: 1, name: "検討リスト" })).toBeVisible();
  });
});
