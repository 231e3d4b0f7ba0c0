// Materials in the publishing workflow (ADR 145): an editor uploads a PDF brochure for a service and
// submits it; an operator approves it on the console (/admin/changes); a member then downloads the brochure.
// axe checks the new route on desktop and mobile.

import { ADMIN, signInToConsole } from "./admin-console.js";
import { appPage, expect, test } from "./fixtures.js";
import { API, DEMO_EMAIL, DEMO_PASSWORD, expectNoSeriousA11yViolations, submitLogin } from "./helpers.js";

const EDITOR_EMAIL = "editor-01@iryo-it-navi.example";

async function openMaterials(page: import("@playwright/test").Page) {
  await page.goto("/login");
  await submitLogin(page, EDITOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider$/);
  await page.goto("/provider/services");
  await page
    .getByRole("link", { name: /の資料を管理する$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "資料の管理" })).toBeVisible();
}

test("An editor uploads a PDF brochure and submits; after approval a member downloads it", async ({
  browser,
  page,
  request,
}) => {
  // Two sign-ins, one with a TOTP code that may have to wait for the next 30 s step.
  test.setTimeout(90_000);
  const marker = `E2E brochure ${Date.now()}`;
  await openMaterials(page);
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole("form", { name: "資料の追加" });
  await form.getByLabel(/^ファイル/).setInputFiles({
    name: "brochure.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`),
  });
  await form.getByLabel("資料名").fill("製品パンフレット（E2E）");
  await form.getByRole("button", { name: "下書きとして追加" }).click();
  await expect(page.getByText(/資料を下書きに追加しました/)).toBeVisible();

  const item = page
    .getByRole("list", { name: "資料の一覧" })
    .getByRole("listitem")
    .filter({ hasText: "製品パンフレット（E2E）" });
  await expect(item).toContainText("下書き");
  const changeId = /申請番号 (\d+)/.exec((await item.textContent()) ?? "")?.[1];
  expect(changeId).toBeDefined();
  await item.getByRole("button", { name: "審査を申請する" }).click();
  await expect(item).toContainText("審査中");

  // An operator approves the new material on the console's queue of provider changes.
  const operatorContext = await browser.newContext();
  const operator = await appPage(operatorContext);
  await signInToConsole(operator, ADMIN);
  await operator.goto(`/admin/changes/${changeId}`);
  await expect(operator.getByRole("row", { name: /^資料名/ })).toContainText("製品パンフレット（E2E）");
  await operator.getByLabel("承認後すぐに公開する").check();
  await operator.getByRole("button", { name: "承認する" }).click();
  await operator
    .getByRole("dialog", { name: "この変更を承認しますか" })
    .getByRole("button", { name: "承認する" })
    .click();
  await expect(operator.getByText("承認し、公開しました。")).toBeVisible();
  await operatorContext.close();

  // The public material's id, as the editor's own list answers it after approval.
  const serviceId = /\/provider\/services\/(\d+)\/materials/.exec(page.url())?.[1];
  const editorSignIn = await request.post(`${API}/v1/auth/sign-in`, {
    data: { email: EDITOR_EMAIL, password: DEMO_PASSWORD },
  });
  const editorToken = ((await editorSignIn.json()) as { id_token: string }).id_token;
  const own = await request.get(`${API}/v1/provider/services/${serviceId}/materials`, {
    headers: { Authorization: `Bearer ${editorToken}` },
  });
  const materials = ((await own.json()) as { materials: { material_id: number | null; title: string }[] }).materials;
  const fileId = materials.find((m) => m.title === "製品パンフレット（E2E）")?.material_id;
  expect(fileId).toEqual(expect.any(Number));

  // The demo member (consent given through the api) downloads the approved brochure.
  const signIn = await request.post(`${API}/v1/auth/sign-in`, { data: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  const token = ((await signIn.json()) as { id_token: string }).id_token;
  const auth = { Authorization: `Bearer ${token}` };
  const consent = await request.get(`${API}/v1/material-downloads/consent`, { headers: auth });
  const version = ((await consent.json()) as { consent_version: number }).consent_version;
  await request.post(`${API}/v1/material-downloads/consent`, { headers: auth, data: { consent_version: version } });
  // A download records its lead on a POST and streams from the one-time ticket it answers (ADR 209).
  const ticket = await request.post(`${API}/v1/material-files/${fileId}/download-tickets`, { headers: auth, data: {} });
  expect(ticket.status()).toBe(201);
  const issued = (await ticket.json()) as { ticket: string };
  const file = await request.get(`${API}/v1/material-downloads?ticket=${issued.ticket}`, { headers: auth });
  expect(file.status()).toBe(200);
  expect((await file.body()).toString()).toContain(marker);

  await page.reload();
  await expect(
    page.getByRole("list", { name: "資料の一覧" }).getByRole("listitem").filter({ hasText: "製品パンフレット（E2E）" }),
  ).toContainText("公開中");
});

test("The materials route passes axe on a phone @mobile", async ({ page }) => {
  await openMaterials(page);
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
