import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import {
  API,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  logIn,
  logInNewMember,
  logOutThroughMenu,
  MEMBER_PASSWORD,
  newMember,
} from "./helpers.js";

const BUSINESS_EMAIL = "business@iryo-it-navi.example";

// Each journey signs up a member and runs axe several times.
test.beforeEach(() => {
  test.slow();
});

async function serviceIds(request: APIRequestContext): Promise<number[]> {
  const res = await request.get(`${API}/v1/services?page_size=100`);
  const { services } = (await res.json()) as { services: { service_id: number }[] };
  return services.map((s) => s.service_id);
}

test.describe("bookmarks", () => {
  test("When a member bookmarks three services and removes one, then /bookmark lists the other two", async ({
    page,
    request,
  }) => {
    await logInNewMember(page, request, "bm-three");
    const ids = (await serviceIds(request)).slice(0, 3);

    await page.goto("/bookmark");
    await expect(page.getByText("ブックマークしたサービスはまだありません。")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "マイページメニュー" }).getByRole("link", { name: "ブックマーク" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);

    const names: string[] = [];
    for (const id of ids) {
      await page.goto(`/services/detail/${id}`);
      const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      names.push(name);
      // Exact names: the provider's other services below carry bookmark toggles too.
      await page.getByRole("button", { name: `${name}をブックマークに追加`, exact: true }).click();
      await expect(
        page.getByRole("button", { name: `${name}はブックマーク済みです（押すと解除します）`, exact: true }),
      ).toHaveAttribute("aria-pressed", "true");
    }

    await page.getByRole("button", { name: /マイページメニュー/ }).click();
    await page.getByRole("link", { name: "ブックマーク" }).first().click();
    await expect(page).toHaveURL(/\/bookmark$/);
    await expect(page.getByText("3件（50件まで）")).toBeVisible();
    await page.getByRole("button", { name: `${names[1]}のブックマークを解除` }).click();
    await expect(page.getByText("2件（50件まで）")).toBeVisible();
    await expect(page.getByRole("link", { name: names[0] as string, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: names[2] as string, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: names[1] as string, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Logging out from the my-page area goes home (product §2.4).
    await logOutThroughMenu(page);
  });

  test("When a member bookmarks from a list card, then the card turns pressed and /bookmark lists it; a visitor's card leads to the login", async ({
    page,
    request,
  }) => {
    await page.goto("/services/search?tab=3");
    const visitorLink = page.getByRole("button", { name: /^.+をブックマーク（ログインが必要です）$/ }).first();
    await expect(visitorLink).toBeVisible();
    await visitorLink.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fservices%2Fsearch%3Ftab%3D3$/);

    await logInNewMember(page, request, "bm-card");
    await page.goto("/services/search?tab=3");
    const card = page.getByRole("list", { name: "サービス一覧" }).getByRole("article").first();
    const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await card.getByRole("button", { name: `${name}をブックマークに追加`, exact: true }).click();
    await expect(
      card.getByRole("button", { name: `${name}はブックマーク済みです（押すと解除します）`, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/bookmark");
    await expect(page.getByText("1件（50件まで）")).toBeVisible();
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  });

  test("When a member with 50 bookmarks adds a 51st, then the limit modal says so", async ({ page, request }) => {
    const member = await newMember(request, "bm-limit");
    const ids = await serviceIds(request);
    for (const id of ids.slice(0, 50)) {
      const res = await request.put(`${API}/v1/services/${id}/bookmarks`, {
        headers: { authorization: `Bearer ${member.idToken}` },
      });
      expect(res.status()).toBe(200);
    }
    await logIn(page, member.email, MEMBER_PASSWORD);
    await page.goto(`/services/detail/${ids[50]}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: `${name}をブックマークに追加`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "ブックマークは50件までです" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("50件までです");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("link", { name: "ブックマーク一覧へ" }).click();
    await expect(page).toHaveURL(/\/bookmark$/);
    await expect(page.getByText("50件（50件まで）")).toBeVisible();
  });
});

test.describe("ratings", () => {
  test("When a member posts a rating through input, confirm and completion, then it is listed as waiting for publication", async ({
    page,
    request,
  }) => {
    await logInNewMember(page, request, "rating");
    const [id] = await serviceIds(request);
    await page.goto(`/services/detail/${id}`);
    await page.getByRole("link", { name: "評価・レビューを投稿する" }).click();
    await expect(page.getByRole("heading", { name: "評価・レビューの投稿" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Submitting empty shows the field messages.
    await page.getByRole("button", { name: "確認画面へ進む" }).click();
    await expect(page.getByText("必須項目です。").first()).toBeVisible();

    await page.getByRole("group", { name: "価格の妥当性" }).getByLabel("良い", { exact: true }).check();
    await page.getByRole("group", { name: "使いやすさ" }).getByLabel("とても良い").check();
    await page.getByRole("group", { name: "サポート体制" }).getByLabel("わからない").check();
    await page.getByLabel("良い点").fill("受付の待ち時間が目に見えて減りました。");
    await page.getByLabel("改善してほしい点").fill("スマートフォン画面の文字を大きくしてほしいです。");
    await page.getByLabel("評価者の立場").selectOption({ label: "現場の利用者" });
    await page.getByLabel("利用状況").selectOption({ label: "現在利用している" });
    await page.getByLabel("施設の種別").selectOption({ index: 1 });
    await page.getByLabel("病床規模").selectOption({ label: "20〜99床" });
    await page.getByLabel("診療科・部門").selectOption({ index: 1 });
    await page.getByLabel("レビューガイドラインに同意します").check();
    await page.getByLabel("利用規約に同意します").check();
    await page.getByRole("button", { name: "確認画面へ進む" }).click();

    await expect(page.getByText("以下の内容で投稿します。")).toBeVisible();
    await expect(page.getByText("受付の待ち時間が目に見えて減りました。")).toBeVisible();
    await expect(page.getByText("とても良い（5）")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "投稿する" }).click();

    const done = page.getByRole("dialog", { name: "評価・レビューを投稿しました" });
    await expect(done).toContainText("翌日以降に公開されます");
    await done.getByRole("link", { name: "投稿した評価・レビューを見る" }).click();
    await expect(page).toHaveURL(/\/ratings-and-reviews-posted$/);
    await expect(page.getByText("審査中")).toBeVisible();
    await expect(page.getByText("受付の待ち時間が目に見えて減りました。")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The detail page now says it is posted, and posting again is not offered.
    await page.goto(`/services/detail/${id}`);
    await expect(page.getByRole("link", { name: "評価・レビュー投稿済み（未公開）" })).toBeVisible();
  });

  test("When an other-business member opens the rating page, then they are told they cannot rate", async ({ page }) => {
    await logIn(page, BUSINESS_EMAIL, DEMO_PASSWORD);
    await page.goto("/services/1/submit-rating-and-review");
    await expect(page.getByRole("alert")).toContainText("その他の事業者の方は評価・レビューを投稿できません。");
    await expect(page.getByRole("button", { name: "確認画面へ進む" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("my page on a phone", () => {
  test("When a phone opens /bookmark, then the my-page menu sits above the content and the page fits @mobile", async ({
    page,
  }) => {
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto("/bookmark");
    const menu = page.getByRole("navigation", { name: "マイページメニュー" });
    await expect(menu.getByRole("link", { name: "ブックマーク" })).toHaveAttribute("aria-current", "page");
    const [menuBox, headingBox] = [
      await menu.boundingBox(),
      await page.getByRole("heading", { level: 1 }).boundingBox(),
    ];
    expect((menuBox?.y ?? 0) < (headingBox?.y ?? 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe("settings", () => {
  test("When a full member changes the basic information with the hospital autocomplete, then it is saved", async ({
    page,
    request,
  }) => {
    await logInNewMember(page, request, "settings");
    await page.goto("/user-setting?tab=0");
    await expect(
      page.getByRole("navigation", { name: "マイページメニュー" }).getByRole("link", { name: "設定" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "基本情報を変更する" }).click();
    await expect(page.getByLabel("メールアドレス")).toHaveAttribute("readonly", "");
    await page.getByLabel("施設名").fill("東京");
    await expect(page.locator("#m-hospital-list option[value='東京さくら総合病院']")).toHaveCount(1);
    await page.getByLabel("施設名").fill("東京さくら総合病院");
    await page.getByLabel("役職").fill("看護部長");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "変更を保存する" }).click();
    await expect(page.getByText("基本情報を変更しました。")).toBeVisible();
    await expect(page.getByText("東京さくら総合病院")).toBeVisible();
    await expect(page.getByText("看護部長")).toBeVisible();

    await page.goto("/ratings-and-reviews-posted");
    await expect(page.getByText("まだ評価・レビューを投稿していません。")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
