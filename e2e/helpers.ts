// The steps the journeys share: logging in, signing up a member through the api, opening a page,
// and the accessibility check.
import AxeBuilder from "@axe-core/playwright";
import { MEMBERSHIP_FORM_EXAMPLE } from "@iryo/domain/validation/membership-form.test-kit";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.js";

// Same ports as playwright.config.ts.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const API = `http://127.0.0.1:${PORT + 1000}`;
export const DEMO_EMAIL = "demo@iryo-it-navi.example";
export const DEMO_PASSWORD = "Demo12345";
/** The password of the members `newMember` makes. */
export const MEMBER_PASSWORD = "Passw0rd1";

/** axe finds nothing serious or critical on the page (embedded players left out). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A URL that ends with `path` (its query included). */
export const urlEndingWith = (path: string) => new RegExp(`${path.replace(/[?]/g, "\\?")}$`);

/** Fills the login form on the page and sends it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("メールアドレス").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
}

/** Logs in from /login and waits for the member's header; agrees to new terms when asked. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await submitLogin(page, email, password);
  // auth.spec publishes new terms earlier in a full run: the member agrees when asked.
  await page.waitForURL(/\/(agree-term-of-usage)?$/);
  if (page.url().endsWith("/agree-term-of-usage")) await page.getByRole("button", { name: "同意する" }).click();
  await expect(page.getByRole("button", { name: /マイページメニュー/ })).toBeVisible();
}

/**
 * Logs in from /login?redirect=`path` and waits until it is back at `path`; agrees to new terms when
 * asked (auth.spec publishes some, so a spec run after it meets them: the same as `logIn`).
 */
export async function logInTo(page: Page, path: string, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, email, password);
  const atPath = urlEndingWith(path);
  await page.waitForURL((url) => atPath.test(url.href) || url.pathname === "/agree-term-of-usage");
  if (new URL(page.url()).pathname === "/agree-term-of-usage") {
    await page.getByRole("button", { name: "同意する" }).click();
  }
  await expect(page).toHaveURL(atPath);
}

/** Logs out through the my-page menu: home again, with the login link. */
export async function logOutThroughMenu(page: Page) {
  await page.getByRole("button", { name: /マイページメニュー/ }).click();
  await page.getByRole("button", { name: "ログアウト" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "ログイン" })).toBeVisible();
}

/** Opens `path` and waits for its level-1 heading `heading`. */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The link `name` of the navigation `navigation` (search tabs, filters). */
export function navLink(page: Page, navigation: string, name: string): Locator {
  return page.getByRole("navigation", { name: navigation }).getByRole("link", { name, exact: true });
}

let seq = 0;

/**
 * A new, fully registered member made through the api (sign-up, mailed code, membership), so that a
 * journey leaves the demo member as it is; `membership` overrides fields of the membership form.
 */
export async function newMember(
  request: APIRequestContext,
  label: string,
  membership: Record<string, unknown> = {},
): Promise<{ email: string; idToken: string }> {
  const email = `${label}-${Date.now()}-${++seq}@example.jp`;
  const password = MEMBER_PASSWORD;
  expect((await request.post(`${API}/v1/auth/sign-up`, { data: { email, password } })).status()).toBe(201);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`${API}/dev/mail`)).json()) as {
        mails: { to: string; text: string }[];
      };
      code = mails.find((m) => m.to.includes(email))?.text.match(/確認コード：(\d{6})/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect((await request.post(`${API}/v1/auth/confirm-sign-up`, { data: { email, code } })).status()).toBe(200);
  const signIn = await request.post(`${API}/v1/auth/sign-in`, { data: { email, password } });
  const { id_token: idToken } = (await signIn.json()) as { id_token: string };
  const registered = await request.post(`${API}/v1/membership`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { ...MEMBERSHIP_FORM_EXAMPLE, email, ...membership },
  });
  expect(registered.status()).toBe(201);
  return { email, idToken };
}

/** A new member (`newMember`), logged in from /login (`logIn`). */
export async function logInNewMember(page: Page, request: APIRequestContext, label: string) {
  const member = await newMember(request, label);
  await logIn(page, member.email, MEMBER_PASSWORD);
  return member;
}
