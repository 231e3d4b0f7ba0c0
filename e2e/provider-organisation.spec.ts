// The provider console's organisation page (ADR 142): an admin signs in, lands on /provider, invites a
// colleague; the invitation mail reaches the outbox and the page lists the pending invitation.
import { expect, test } from "./fixtures.js";
import { API, DEMO_PASSWORD, expectNoSeriousA11yViolations, submitLogin } from "./helpers.js";

const ADMIN_EMAIL = "provider-02@iryo-it-navi.example";

test("A provider admin invites a colleague from /provider", async ({ page, request }) => {
  const invitee = `colleague-${Date.now()}@hospital-it.example`;
  await page.goto("/login");
  await submitLogin(page, ADMIN_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  await expect(page.getByRole("heading", { level: 1, name: "組織情報" })).toBeVisible();
  await expect(page.getByRole("table", { name: "担当者一覧" })).toContainText(ADMIN_EMAIL);
  await expect(page.getByRole("table", { name: "担当者一覧" })).toContainText("編集者");
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole("form", { name: "担当者の招待" });
  await form.getByLabel("メールアドレス").fill(invitee);
  await form.getByLabel("編集者").check();
  await form.getByRole("button", { name: "招待メールを送信する" }).click();
  await expect(page.getByRole("list", { name: "招待中の担当者" })).toContainText(invitee);

  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`${API}/dev/mail`)).json()) as {
        mails: { to: string; text: string }[];
      };
      link = mails.find((m) => m.to.includes(invitee))?.text.match(/\/provider\/invitations\/[A-Za-z0-9_-]+/)?.[0];
      return link;
    })
    .toMatch(/^\/provider\/invitations\/[A-Za-z0-9_-]+$/);

  // Read again from the server: the invitation is still pending.
  await page.reload();
  await expect(page.getByRole("list", { name: "招待中の担当者" })).toContainText(invitee);
  await expectNoSeriousA11yViolations(page);
});
