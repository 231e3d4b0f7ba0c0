// Organisations and member support in the operator console (issue 24 item 5, ADR 166): an admin operator
// creates an organisation, invites its first admin (the link read from the local outbox), the invitee
// joins; the operator suspends the organisation, the staff member's session ends at once and signing in
// again answers a clear Japanese message. axe on every new console route, desktop and mobile.
import type { APIRequestContext } from "@playwright/test";
import { ADMIN, signInToConsole } from "./admin-console.js";
import { appPage, expect, test } from "./fixtures.js";
import { API, expectNoSeriousA11yViolations, MEMBER_PASSWORD, submitLogin } from "./helpers.js";

async function mailText(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`${API}/dev/mail`)).json()) as {
        mails: { to: string; text: string }[];
      };
      found = mails.find((m) => m.to.includes(to) && pattern.test(m.text))?.text.match(pattern)?.[0];
      return found;
    })
    .toBeTruthy();
  return found as string;
}

/** The invitee signs up through the api and accepts the invitation of `link`; answers the id token. */
async function acceptInvitation(request: APIRequestContext, email: string, link: string): Promise<string> {
  expect((await request.post(`${API}/v1/auth/sign-up`, { data: { email, password: MEMBER_PASSWORD } })).status()).toBe(
    201,
  );
  const code = (await mailText(request, email, /確認コード：\d{6}/)).slice(-6);
  expect((await request.post(`${API}/v1/auth/confirm-sign-up`, { data: { email, code } })).status()).toBe(200);
  const signIn = await request.post(`${API}/v1/auth/sign-in`, { data: { email, password: MEMBER_PASSWORD } });
  const idToken = ((await signIn.json()) as { id_token: string }).id_token;
  const token = link.split("/").pop() as string;
  const accepted = await request.post(`${API}/v1/provider/invitations/accept`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { token },
  });
  expect(accepted.status()).toBe(200);
  return idToken;
}

test("An admin operator creates an organisation, invites its first admin and suspends it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `株式会社テスト停止${stamp}`;
  const invitee = `first-admin-${stamp}@vendor.example`;
  await signInToConsole(page, ADMIN);

  // The list, then the new organisation's form (its rules in the browser first).
  await page.getByRole("navigation", { name: "運営コンソール" }).getByRole("link", { name: "事業者" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "事業者" })).toBeVisible();
  await expect(page.getByRole("table", { name: "事業者の一覧" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "事業者を登録する" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "事業者の登録" })).toBeVisible();
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(page.locator("#organisation-name-error")).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/会社名/).fill(name);
  await page.getByLabel(/事業者の種類/).selectOption("other_business");
  await page.getByLabel(/所在地/).fill("東京都千代田区丸の内1-1-1");
  await page.getByLabel(/資本金/).fill("30,000,000");
  await page.getByLabel(/代表者/).fill("試験 太郎");
  await page.getByLabel(/設立日/).fill("2010-04-01");
  await page.getByRole("button", { name: "登録する" }).click();

  // The organisation's page: no staff yet, so the first admin is invited.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("その他の事業者")).toBeVisible();
  await expect(page.getByText("30,000,000円")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const inviteForm = page.getByRole("form", { name: "最初の管理者の招待" });
  await inviteForm.getByLabel(/メールアドレス/).fill(invitee);
  await inviteForm.getByRole("button", { name: "招待メールを送る" }).click();
  await expect(page.getByText(`${invitee}（管理者`)).toBeVisible();
  const link = await mailText(request, invitee, /\/provider\/invitations\/[A-Za-z0-9_-]+/);
  const staffToken = await acceptInvitation(request, invitee, link);
  const staffCall = () =>
    request.get(`${API}/v1/provider/organisation`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect((await staffCall()).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(`${invitee}・管理者`)).toBeVisible();
  await expect(page.getByRole("form", { name: "最初の管理者の招待" })).toHaveCount(0);

  // Suspension: a reason, a confirmation, then the staff member is signed out at once.
  const suspension = page.getByRole("form", { name: "利用の停止" });
  await suspension.getByRole("button", { name: "利用を停止する" }).click();
  await expect(page.locator("#suspension-reason-error")).not.toBeEmpty();
  await suspension.getByLabel(/理由/).fill("契約終了のため");
  await suspension.getByRole("button", { name: "利用を停止する" }).click();
  const dialog = page.getByRole("dialog", { name: "この事業者の利用を停止しますか" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "停止する" }).click();
  await expect(page.getByText("利用停止中", { exact: true })).toBeVisible();
  await expect(page.getByText("理由：契約終了のため")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await staffCall()).status()).toBe(401);

  // The staff member cannot sign in and is told why, in Japanese.
  const staffContext = await browser.newContext();
  const staffPage = await appPage(staffContext);
  await staffPage.goto("/login");
  await submitLogin(staffPage, invitee, MEMBER_PASSWORD);
  await expect(
    staffPage.getByText(/ご所属の事業者は現在ご利用を停止しているため、ログインできません/).first(),
  ).toBeVisible();
  await staffContext.close();

  // The list shows the state; the audit log has the three actions.
  await page.goto(`/admin/organisations?keyword=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("利用停止中");
  await page.goto("/admin/audit?targetType=provider");
  for (const action of ["organisation.create", "organisation.invite_admin", "organisation.suspend"]) {
    await expect(page.getByRole("cell", { name: action }).first()).toBeVisible();
  }

  // Member support: one exact address, nothing of negotiations.
  await page.goto("/admin/members");
  await expect(page.getByRole("heading", { level: 1, name: "会員サポート" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const lookup = page.getByRole("form", { name: "会員の検索" });
  await lookup.getByLabel(/メールアドレス/).fill("demo@iryo-it-navi.example");
  await lookup.getByRole("button", { name: "検索する" }).click();
  const result = page.getByRole("region", { name: "demo@iryo-it-navi.example" });
  await expect(result).toBeVisible();
  await expect(result.getByText("利用中", { exact: true })).toBeVisible();
  await expect(result).not.toContainText(/商談|メッセージ|ファイル/);
  await expectNoSeriousA11yViolations(page);
});

test("The organisation and member support routes have no serious accessibility violation on a phone @mobile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page, ADMIN);
  for (const [path, heading] of [
    ["/admin/organisations", "事業者"],
    ["/admin/organisations/new", "事業者の登録"],
    ["/admin/members", "会員サポート"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto("/admin/organisations");
  await page.getByRole("table", { name: "事業者の一覧" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "担当者" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
