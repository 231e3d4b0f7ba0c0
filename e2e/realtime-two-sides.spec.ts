import { toSlashDate } from "@iryo/domain/tokyo-date";
import { addWorkingDays } from "@iryo/domain/working-days";
import { type Browser, type Page } from "@playwright/test";
import { appPage, expect, test } from "./fixtures.js";
import { submitLogin, urlEndingWith } from "./helpers.js";

// Issue 12's journey with both parties in their own browser: the provider writes in its console, and
// the member's open chat tab shows it without a reload (graphql-ws), read (issue 26), while the bell
// counts what arrives elsewhere; files shared on one side show on the other's open files tab; with the
// member's socket cut, the bell still picks messages up through the 15 s poll.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API = `http://127.0.0.1:${PORT + 1000}`;
const MEMBER_EMAIL = "demo@iryo-it-navi.example";
const PROVIDER_EMAIL = "provider@iryo-it-navi.example";
const PASSWORD = "Demo12345";
/** メディブリッジEMR, a service of the demo provider. */
const SERVICE_ID = 2;

/**
 * An open negotiation of the demo member with the demo provider, applied for through the api; when the
 * member has one open for the service already (the seed has; one per service, ADR 106), that one.
 */
async function openNegotiation(page: Page): Promise<number> {
  const signIn = await page.request.post(`${API}/v1/auth/sign-in`, {
    data: { email: MEMBER_EMAIL, password: PASSWORD },
  });
  const { id_token: token } = (await signIn.json()) as { id_token: string };
  const slot = (n: number) => ({
    date: toSlashDate(addWorkingDays(new Date(), 3 + n)),
    start_time: "10:00",
    end_time: "11:00",
  });
  const res = await page.request.post(`${API}/v1/negotiations`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      service_id: SERVICE_ID,
      meeting_type: 2,
      preferred_slots: [slot(0), slot(1), slot(2)],
      note: "ライブ配信の確認用です。",
    },
  });
  const body = (await res.json()) as {
    negotiation_id?: number;
    error_code?: string;
    error_params?: { negotiation_id?: number };
  };
  if (res.status() === 409 && body.error_code === "0801002" && body.error_params?.negotiation_id) {
    return body.error_params.negotiation_id;
  }
  expect(res.status()).toBe(201);
  return body.negotiation_id as number;
}

async function signedIn(browser: Browser, email: string, path: string, cutSocket = false): Promise<Page> {
  const context = await browser.newContext();
  const page = await appPage(context);
  // Every subscription socket is closed as it opens: the client can only poll.
  if (cutSocket) await page.routeWebSocket(/\/graphql$/, (ws) => ws.close());
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, email, PASSWORD);
  // Another spec of the same run may have published new terms: accept them, then come back.
  const agree = page.getByRole("button", { name: "同意する" });
  const there = urlEndingWith(path);
  await expect(agree.or(page.getByRole("heading", { level: 1 }))).toBeVisible();
  if (await agree.isVisible()) {
    await agree.click();
    await page.goto(path);
  }
  await expect(page).toHaveURL(there);
  return page;
}

const bell = (page: Page) => page.getByRole("button", { name: /^お知らせ/ });
const panel = (page: Page) => page.getByRole("region", { name: "お知らせ一覧" });

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId("bell-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/**
 * The unread count once the bell's first load has settled (else it may still grow from 0): settled
 * when its dropdown, opened and closed again, has shown a list or a note.
 */
async function settledUnreadCount(page: Page): Promise<number> {
  await bell(page).click();
  await expect(panel(page).getByRole("list").or(panel(page).getByRole("paragraph")).first()).toBeVisible();
  await expect(page.getByText("読み込み中です…")).toHaveCount(0);
  await bell(page).click();
  return unreadCount(page);
}

/** A file the server takes for a PDF: the magic bytes, then spaces. */
function pdfBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n").copy(bytes);
  return bytes;
}

/** The provider writes in its console's chat tab. */
async function providerWrites(provider: Page, text: string) {
  await provider.locator("#chat-message").fill(text);
  await provider.getByRole("button", { name: "送信する" }).click();
  await expect(provider.getByRole("list", { name: "メッセージ" })).toContainText(text);
}

test.describe("live chat and bell, member and provider in their own browsers", () => {
  test("When the provider writes, then the member's open chat shows it without a reload, read; on another tab the bell counts it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await signedIn(browser, MEMBER_EMAIL, "/bookmark");
    const id = await openNegotiation(member);
    await member.goto(`/negotiation/detail/${id}?tab=1`);
    const messages = member.getByRole("list", { name: "メッセージ" });
    await expect(messages).toBeVisible();
    await expect(bell(member)).toHaveAttribute("data-live", "true");
    const before = await settledUnreadCount(member);

    const provider = await signedIn(browser, PROVIDER_EMAIL, `/provider/negotiations/${id}?tab=1`);
    const text = `ライブ配信の確認です（${Date.now()}）`;
    await providerWrites(provider, text);

    // No reload, no navigation on the member's side: the message arrives by itself, and as the member
    // has its chat open, the notification arrives read (issue 26): the count stays.
    await expect(messages).toContainText(text);
    expect(member.url()).toMatch(new RegExp(`/negotiation/detail/${id}\\?tab=1$`));
    await bell(member).click();
    const newest = panel(member).getByRole("listitem").first();
    await expect(newest).toContainText("から新しいメッセージが届きました。");
    await expect(newest).not.toHaveClass(/bell-item--unread/);
    await bell(member).click();
    expect(await unreadCount(member)).toBe(before);

    // On the room's information tab the chat is not in view: the next message counts.
    await member.getByRole("link", { name: "商談情報" }).click();
    await providerWrites(provider, `情報タブでは通知されます（${Date.now()}）`);
    await expect(member.getByTestId("bell-badge")).toHaveText(String(before + 1));
    await member.context().close();
    await provider.context().close();
  });

  test("When either side shares a file, then the other side's open files tab shows it without a reload", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await signedIn(browser, MEMBER_EMAIL, "/bookmark");
    const id = await openNegotiation(member);
    await member.goto(`/negotiation/detail/${id}?tab=2`);
    await expect(member.getByTestId("negotiation-files-dropzone")).toBeVisible();
    const provider = await signedIn(browser, PROVIDER_EMAIL, `/provider/negotiations/${id}?tab=2`);
    await expect(provider.getByTestId("negotiation-files-dropzone")).toBeVisible();
    const stamp = Date.now();

    await provider.getByLabel("共有するファイル").setInputFiles({
      name: `お見積書-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: pdfBytes(2048),
    });
    await expect(member.getByRole("listitem").filter({ hasText: `お見積書-${stamp}.pdf` })).toBeVisible();

    await member.getByLabel("共有するファイル").setInputFiles({
      name: `院内体制-${stamp}.pdf`,
      mimeType: "application/pdf",
      buffer: pdfBytes(3072),
    });
    await expect(provider.getByRole("listitem").filter({ hasText: `院内体制-${stamp}.pdf` })).toBeVisible();
    // Neither page was reloaded or left.
    expect(member.url()).toMatch(new RegExp(`/negotiation/detail/${id}\\?tab=2$`));
    expect(provider.url()).toMatch(new RegExp(`/provider/negotiations/${id}\\?tab=2$`));
    await member.context().close();
    await provider.context().close();
  });

  test("When the member's socket is cut, then the bell still shows the provider's message within the 15 s poll", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await signedIn(browser, MEMBER_EMAIL, "/bookmark", true);
    const id = await openNegotiation(member);
    await expect(bell(member)).toHaveAttribute("data-live", "false");
    const before = await settledUnreadCount(member);

    const provider = await signedIn(browser, PROVIDER_EMAIL, `/provider/negotiations/${id}?tab=1`);
    await providerWrites(provider, "ソケットが切れていても届きます");

    // One poll period (15 s) plus the time the poll takes.
    await expect(member.getByTestId("bell-badge")).toHaveText(String(before + 1), { timeout: 20_000 });
    await member.context().close();
    await provider.context().close();
  });
});
