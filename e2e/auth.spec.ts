import { type APIRequestContext, type Page } from "@playwright/test";
import { publishNewTermsAsOperator } from "./admin-console.js";
import { expect, test } from "./fixtures.js";
import { logOutThroughMenu } from "./helpers.js";

// Same ports and data dir as playwright.config.ts.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API = `http://127.0.0.1:${PORT + 1000}`;
const DEMO_EMAIL = "demo@iryo-it-navi.example";
const DEMO_PASSWORD = "Demo12345";

/** The newest 6-digit code mailed to `to`, read from the api's development outbox. */
async function codeMailedTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/dev/mail`);
      const { mails } = (await res.json()) as { mails: { to: string; text: string }[] };
      code = mails.find((m) => m.to.includes(to))?.text.match(/確認コード：(\d{6})/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A form field by its visible label (the label also says 必須 or 任意). */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}\\s*(必須|任意)?$`));
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("メールアドレス").fill(email);
  await field(page, "パスワード").fill(password);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
}

async function expectNoTokenInScript(page: Page) {
  const { cookie, storage } = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  }));
  expect(cookie).not.toContain("iryo_");
  expect(cookie).not.toMatch(/eyJ/);
  expect(storage).not.toMatch(/eyJ|refresh|token/i);
  // The browser does hold the session — only as httpOnly cookies.
  const cookies = await page.context().cookies();
  const session = cookies.filter((c) => c.name.startsWith("iryo_"));
  expect(session.map((c) => c.name).sort()).toEqual(["iryo_id", "iryo_rt"]);
  for (const c of session) {
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe("Lax");
  }
}

test.describe("identity and membership", () => {
  test("When a logged-out visitor opens /user-setting?tab=1, then login with redirect, and back there after login", async ({
    page,
  }) => {
    await page.goto("/user-setting?tab=1");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser-setting%3Ftab%3D1$/);
    await page.goto("/membership/register");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/login?redirect=%2Fuser-setting%3Ftab%3D1");
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user-setting\?tab=1$/);
    await expect(page.getByRole("heading", { name: "パスワードの変更" })).toBeVisible();
    // An auth page resolves to home when logged in.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    // Logging out from the my-page area goes home.
    await page.goto("/user-setting?tab=0");
    await logOutThroughMenu(page);
  });

  test("When a member who agreed to the current terms opens the terms page, then home shows instead (ADR 102)", async ({
    page,
  }) => {
    await page.goto("/login");
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/agree-term-of-usage");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "利用規約改定のお知らせ" })).toHaveCount(0);
  });

  test("When a pre-member logs in, then forced to complete the information; reloading elsewhere signs out with the membership message", async ({
    page,
  }) => {
    await page.goto("/login");
    await logIn(page, "pre@iryo-it-navi.example", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/membership\/change-pre-member-information$/);
    await expect(field(page, "施設名")).toHaveValue("さくら診療所");
    // An exempt page can be read; leaving it for another page is blocked.
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole("link", { name: "医療ITナビ ホーム" }).click();
    await expect(page).toHaveURL(/\/membership\/change-pre-member-information$/);
    // Arriving elsewhere (a reload of another page) signs out.
    await page.goto("/category/1");
    await expect(
      page.getByText(
        "会員情報の登録が完了していないため、ログアウトしました。再度ログインして登録を完了してください。",
      ),
    ).toBeVisible();
    // The header no longer offers the pre-member's sign-out (a failure prints what the header shows).
    await expect(page.getByRole("banner")).not.toContainText("ログアウト");
    await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
  });

  test("When the refresh token was used elsewhere, then the next check shows 0201002 and signs out", async ({
    page,
    request,
  }) => {
    await page.goto("/login");
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page.getByRole("button", { name: /マイページメニュー/ })).toBeVisible();
    const rt = (await page.context().cookies()).find((c) => c.name === "iryo_rt")?.value;
    // Someone else rotates the token first: the browser's copy becomes a reused token.
    expect((await request.post(`${API}/v1/auth/refresh`, { data: { refresh_token: rt } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByText("認証の有効期限が切れました。再度ログインしてください。")).toBeVisible();
    await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
    expect((await page.context().cookies()).filter((c) => c.name.startsWith("iryo_"))).toEqual([]);
  });

  test("When logged in on a phone, then the my-page menu opens from the header @mobile", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/`);
    await page.getByRole("button", { name: /マイページメニュー/ }).click();
    const menu = page.getByRole("list", { name: "マイページメニュー" });
    for (const label of ["商談", "セミナー", "検討リスト", "ブックマーク", "評価・レビュー", "設定"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "ログアウト" })).toBeVisible();
  });

  test("When a member forgets the password, then the mailed link sets a new one that logs in", async ({
    page,
    request,
  }) => {
    // A member of its own, so the other journeys keep the demo password.
    const email = `reset-${Date.now()}@example.jp`;
    expect((await request.post(`${API}/v1/auth/sign-up`, { data: { email, password: "Passw0rd1" } })).status()).toBe(
      201,
    );
    await request.post(`${API}/v1/auth/confirm-sign-up`, { data: { email, code: await codeMailedTo(request, email) } });

    await page.goto("/login");
    await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
    // The login page (with its own メールアドレス field) stays while the next page's chunk loads.
    await expect(page.getByRole("heading", { name: "パスワードの再設定" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByRole("button", { name: "再設定メールを送信する" }).click();
    await expect(page.getByRole("heading", { name: "パスワード再設定メールを送信しました" })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(async () => {
        const { mails } = (await (await request.get(`${API}/dev/mail`)).json()) as {
          mails: { to: string; text: string }[];
        };
        link = mails.find((m) => m.to.includes(email))?.text.match(/\/reset-password\?token=[^\s]+/)?.[0];
        return link;
      })
      .toMatch(/^\/reset-password\?token=\S+$/);
    await page.goto(link as string);
    await field(page, "新しいパスワード").fill("Fresh1234");
    await field(page, "新しいパスワード（確認用）").fill("Fresh12345");
    await page.getByRole("button", { name: "パスワードを設定する" }).click();
    await expect(page.getByText("パスワードが一致しません。")).toBeVisible();
    await field(page, "新しいパスワード（確認用）").fill("Fresh1234");
    await page.getByRole("button", { name: "パスワードを設定する" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, "Fresh1234");
    await expect(page).toHaveURL(/\/membership\/register$/);
  });

  test("When an absolute URL is given as redirect, then login goes home instead", async ({ page }) => {
    await page.goto("/login?redirect=https%3A%2F%2Fevil.example%2F");
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/`);
  });

  test("When a new member registers, completes the membership, accepts new terms, changes password and email and withdraws, then the old sign-in is refused", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `e2e-${Date.now()}@example.jp`;
    const newEmail = `e2e-new-${Date.now()}@example.jp`;
    const password = "Passw0rd1";
    const newPassword = "NewPassw0rd2";

    // Register with an email (input → confirm → send).
    await page.goto("/register-email");
    await page.getByRole("button", { name: "確認する" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "入力内容にエラーがあります。" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill(`  ${email}  `);
    await field(page, "パスワード").fill(password);
    await field(page, "パスワード（確認用）").fill(password);
    await field(page, "パスワード（確認用）").blur();
    await expect(page.getByLabel("メールアドレス")).toHaveValue(email);
    await page.getByRole("button", { name: "確認する" }).click();
    await expect(page.getByRole("heading", { name: "新規会員登録（確認）" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "送信する" }).click();

    // Confirm with the code from the mail.
    await expect(page).toHaveURL(/\/confirm-code$/);
    await page.getByLabel("確認コード").fill(await codeMailedTo(request, email));
    await page.getByRole("button", { name: "登録を完了する" }).click();

    // Log in → forced to complete the membership.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("メールアドレス")).toHaveValue(email);
    await field(page, "パスワード").fill(password);
    await page.getByRole("button", { name: "ログイン", exact: true }).click();
    await expect(page).toHaveURL(/\/membership\/register$/);
    await expectNoTokenInScript(page);
    await expect(page.getByRole("button", { name: /マイページメニュー/ })).toHaveCount(0);
    // Leaving the forced page is blocked.
    await page.getByRole("link", { name: "医療ITナビ ホーム" }).click();
    await expect(page).toHaveURL(/\/membership\/register$/);

    await page.getByRole("button", { name: "登録する" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "入力内容にエラーがあります。" })).toBeVisible();
    await field(page, "姓").fill("試験");
    await field(page, "名").fill("太郎");
    // The account's own address, prefilled and read-only (issue 26).
    await expect(field(page, "メールアドレス")).toHaveValue(email);
    await page.getByLabel("施設の所在地（都道府県）").selectOption({ label: "東京都" });
    await page.getByLabel("施設名").fill("試験総合病院");
    await page.getByLabel("所属部門").selectOption({ index: 1 });
    await page.getByLabel("職種").selectOption({ index: 1 });
    await page.getByLabel("役職").fill("主任");
    await page.getByLabel("勤務先の経営主体").selectOption({ index: 1 });
    await page.getByLabel("医療機関（病院・診療所）").check();
    await page.getByLabel("病床数").fill("200");
    await page.getByRole("button", { name: "登録する" }).click();
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole("button", { name: /マイページメニュー/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^お知らせ/ })).toBeVisible();

    // An operator publishes new terms (ADR 164) → elsewhere the member is signed out with the terms message.
    await publishNewTermsAsOperator(request, API);
    await page.reload();
    await expect(
      page.getByText("利用規約が更新されました。再度ログインして、新しい利用規約に同意してください。"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
    // Logging in again → forced to agree.
    await page.getByRole("link", { name: "ログイン" }).click();
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/agree-term-of-usage$/);
    await page.getByRole("button", { name: "同意する" }).click();
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole("button", { name: /マイページメニュー/ })).toBeVisible();

    // Change the password (a wrong current password is refused first).
    await page.getByRole("button", { name: /マイページメニュー/ }).click();
    await page.getByRole("link", { name: "設定" }).click();
    await page.getByRole("link", { name: "パスワード" }).click();
    await page.getByLabel("現在のパスワード").fill("Wrong12345");
    await field(page, "新しいパスワード").fill(newPassword);
    await field(page, "新しいパスワード（確認用）").fill(newPassword);
    await page.getByRole("button", { name: "パスワードを変更する" }).click();
    await expect(page.getByText("パスワードが正しくありません。").first()).toBeVisible();
    await page.getByLabel("現在のパスワード").fill(password);
    await page.getByRole("button", { name: "パスワードを変更する" }).click();
    await expect(page.getByText("パスワードを変更しました。")).toBeVisible();

    // Change the email address with its code.
    await page.getByRole("link", { name: "メールアドレス" }).click();
    await page.getByLabel("新しいメールアドレス").fill(newEmail);
    await page.getByRole("button", { name: "確認コードを送信する" }).click();
    await expect(page).toHaveURL(/\/confirm-code-update$/);
    await page.getByLabel("確認コード").fill(await codeMailedTo(request, newEmail));
    await page.getByRole("button", { name: "メールアドレスを変更する" }).click();
    await expect(page.getByText("メールアドレスを変更しました。")).toBeVisible();
    await expect(page).toHaveURL(/\/user-setting\?tab=0$/);
    await expectNoTokenInScript(page);

    // Withdraw: "other" needs a text; then a confirmation step.
    await page.getByRole("link", { name: "退会" }).click();
    await page.getByLabel("その他", { exact: true }).check();
    await page.getByRole("button", { name: "確認する" }).click();
    await expect(page.getByText("入力内容にエラーがあります。")).toBeVisible();
    await page.getByLabel("その他の理由").fill("試験のため");
    await page.getByRole("button", { name: "確認する" }).click();
    await expect(page.getByRole("heading", { name: "退会の確認" })).toBeVisible();
    await testInfo.attach("withdraw-confirm", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    await page.getByRole("button", { name: "退会する" }).click();
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();

    // The old credentials (and the new ones) no longer log in.
    for (const [who, pass] of [
      [email, password],
      [newEmail, newPassword],
    ] as const) {
      await page.goto("/login");
      await logIn(page, who, pass);
      await expect(page.getByText("メールアドレスまたはパスワードが正しくありません。").first()).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
