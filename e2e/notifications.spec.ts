import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { API, DEMO_EMAIL, DEMO_PASSWORD, submitLogin } from "./helpers.js";

// The header bell (product §4.5, ADR 080): live through the subscription socket, and through the 15 s
// poll when the socket is cut. Messages are written through the api (its development route that
// writes a chat message the way the chat code does and records the event).

/** The bell button; its name starts お知らせ (with the unread count when there is one). */
const bell = (page: Page) => page.getByRole("button", { name: /^お知らせ/ });
const panel = (page: Page) => page.getByRole("region", { name: "お知らせ一覧" });

async function logIn(page: Page) {
  await page.goto("/login");
  await submitLogin(page, DEMO_EMAIL, DEMO_PASSWORD);
  // Another spec of the same run may have published new terms: the demo member accepts them first.
  const agree = page.getByRole("button", { name: "同意する" });
  await expect(bell(page).or(agree)).toBeVisible();
  if (await agree.isVisible()) await agree.click();
  await expect(bell(page)).toBeVisible();
}

async function newNegotiation(page: Page): Promise<number> {
  const res = await page.request.post(`${API}/dev/realtime/negotiations`, { data: { email: DEMO_EMAIL } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { negotiation_id: number }).negotiation_id;
}

async function providerWrites(page: Page, negotiationId: number, body: string) {
  const res = await page.request.post(`${API}/dev/realtime/negotiations/${negotiationId}/messages`, {
    data: { sender: "provider", body },
  });
  expect(res.status()).toBe(201);
}

const unreadCount = async (page: Page) => {
  const badge = page.getByTestId("bell-badge");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

/** Opens the bell's panel and waits until its first load is done (a list, or the note that there is none). */
async function openLoadedBell(page: Page) {
  await bell(page).click();
  await expect(panel(page).getByRole("list").or(panel(page).getByRole("paragraph")).first()).toBeVisible();
  await expect(page.getByText("読み込み中です…")).toHaveCount(0);
}

test.describe("the notification bell", () => {
  test("When the provider writes, then the member's bell counts it without a reload; opening it goes to the chat tab and marks it read", async ({
    page,
  }) => {
    await logIn(page);
    const negotiationId = await newNegotiation(page);
    await expect(bell(page)).toHaveAttribute("data-live", "true");
    // The count is read once the bell's first load has settled (else it may still grow from 0).
    await openLoadedBell(page);
    await bell(page).click();
    const before = await unreadCount(page);

    await providerWrites(page, negotiationId, "お打ち合わせの候補日をお送りします");

    await expect(page.getByTestId("bell-badge")).toHaveText(String(before + 1));
    await bell(page).click();
    const item = panel(page).getByRole("listitem").first();
    await expect(item).toContainText("から新しいメッセージが届きました。");
    await expect(item).toContainText("約1分前");
    await item.getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`/negotiation/detail/${negotiationId}\\?tab=1$`));
    if (before === 0) await expect(page.getByTestId("bell-badge")).toHaveCount(0);
    else await expect(page.getByTestId("bell-badge")).toHaveText(String(before));
  });

  test("When the socket is cut, then the bell still picks the message up with the 15 s poll", async ({ page }) => {
    test.setTimeout(60_000);
    // Every subscription socket is closed at once: the client can only poll.
    await page.routeWebSocket(/\/graphql$/, (ws) => ws.close());
    await logIn(page);
    const negotiationId = await newNegotiation(page);
    await expect(bell(page)).toHaveAttribute("data-live", "false");
    // The first load is done when the badge (or its absence) has settled.
    await openLoadedBell(page);
    const before = await unreadCount(page);

    await providerWrites(page, negotiationId, "ソケットなしでも届きます");

    await expect(page.getByTestId("bell-badge")).toHaveText(String(before + 1), { timeout: 20_000 });
    await expect(panel(page).getByRole("listitem").first()).toContainText("から新しいメッセージが届きました。");
  });
});
