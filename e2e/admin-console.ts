// The operator console's sign-in for the browser tests (ADR 147): the demo operators and the TOTP code
// their authenticator app would show.
import { createHmac } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.js";
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from "./helpers.js";

// The demo operators' TOTP secrets are public on purpose (README, demo only; api/src/seed/operators.seed.ts).
export const ADMIN = { email: "operator@iryo-it-navi.example", secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };
export const MODERATOR = { email: "moderator@iryo-it-navi.example", secret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU" };

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code of time step `step` (what the authenticator app shows then). */
function totpAtStep(secretBase32: string, step: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secretBase32) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)?.map((b) => Number.parseInt(b, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

// The api accepts the codes of the previous, current and next 30-second step, each once and in rising order
// (ADR 147: a step at or below the last one used is refused). Tests sign in as the same operators many times
// in a row, so they take the lowest step still unused instead of waiting up to 30 s for the next code.
const lastStepUsed = new Map<string, number>();

/** The code to type now for `operator`, or undefined when the three accepted steps are used up. */
function nextCode(operator: { secret: string }): string | undefined {
  const current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current - 1, (lastStepUsed.get(operator.secret) ?? Number.NEGATIVE_INFINITY) + 1);
  if (step > current + 1) return undefined;
  lastStepUsed.set(operator.secret, step);
  return totpAtStep(operator.secret, step);
}

/**
 * After a refused code: another process (an earlier worker, whose record of used steps this one lacks) may
 * have used every step the api accepts now, up to the next one. The code after the next step skips them.
 */
function refusedNow(operator: { secret: string }): void {
  const acceptedUpTo = Math.floor(Date.now() / 30_000) + 1;
  lastStepUsed.set(operator.secret, Math.max(lastStepUsed.get(operator.secret) ?? acceptedUpTo, acceptedUpTo));
}

/** Waits for the next 30-second step and returns its code (all accepted steps were used). */
async function codeAfterNextStep(operator: { secret: string }): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  return nextCode(operator) ?? totpAtStep(operator.secret, Math.floor(Date.now() / 30_000));
}

/** Signs in at /admin with the password, then the TOTP code of `secret`. */
export async function signInToConsole(page: Page, operator: { email: string; secret: string }, axe = false) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "運営コンソールにログイン" })).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByLabel("メールアドレス").fill(operator.email);
  await page.locator("#admin-password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "次へ" }).click();
  // The password is hashed on the api: on a busy machine this step takes longer than the default wait.
  await expect(page.getByRole("heading", { name: "二段階認証" })).toBeVisible({ timeout: 30_000 });
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/認証コード/).fill(nextCode(operator) ?? (await codeAfterNextStep(operator)));
  await page.getByRole("button", { name: "認証する" }).click();
  const dashboard = page.getByRole("heading", { level: 1, name: "ダッシュボード" });
  const refused = page.getByText("認証コードが正しくないか、すでに使用されています");
  await expect(dashboard.or(refused).first()).toBeVisible();
  if (await refused.isVisible()) {
    // Another process (an earlier worker) used this step: the next step's code is accepted once it comes.
    refusedNow(operator);
    await page.getByLabel(/認証コード/).fill(await codeAfterNextStep(operator));
    await page.getByRole("button", { name: "認証する" }).click();
  }
  await expect(dashboard).toBeVisible();
}

/**
 * Publishes a new terms version as the demo admin through the console's api (ADR 164): what an operator
 * does at /admin/content/terms, for journeys that need members to meet new terms. The code is the lowest
 * step still unused (see `nextCode`); when another process used it, the next step's code follows.
 */
export async function publishNewTermsAsOperator(request: APIRequestContext, api: string): Promise<number> {
  const signIn = await request.post(`${api}/v1/auth/sign-in`, {
    data: { email: ADMIN.email, password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${((await signIn.json()) as { id_token: string }).id_token}` };
  let verified = await request.post(`${api}/v1/operator/session/totp`, {
    headers: auth,
    data: { code: nextCode(ADMIN) ?? (await codeAfterNextStep(ADMIN)) },
  });
  if (!verified.ok()) {
    refusedNow(ADMIN);
    verified = await request.post(`${api}/v1/operator/session/totp`, {
      headers: auth,
      data: { code: await codeAfterNextStep(ADMIN) },
    });
  }
  expect(verified.ok(), `TOTP refused: ${verified.status()} ${await verified.text()}`).toBe(true);
  const terms = (await (await request.get(`${api}/public/config/terms.json`)).json()) as Record<string, unknown>;
  const { title, updatedOn, preamble, sections } = terms;
  const published = await request.put(`${api}/v1/operator/site-content/document`, {
    headers: auth,
    data: { name: "terms", document: { title, updatedOn, preamble, sections }, note: "e2e" },
  });
  expect(published.ok()).toBe(true);
  const system = (await (await request.get(`${api}/public/config/system_config.json`)).json()) as {
    termsOfUseVersion: number;
  };
  return system.termsOfUseVersion;
}
