// The operator console (issue 24; ADR 147–149): a member's rating waits for a moderator and the next day;
// an operator signs in with password and TOTP, approves one and rejects another with a reason the member
// then sees; the admin chunk is never loaded by visitors; axe on every console route, desktop and mobile.
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN, MODERATOR, signInToConsole } from "./admin-console.js";
import { appPage, expect, test } from "./fixtures.js";
import { API, expectNoSeriousA11yViolations, logIn, MEMBER_PASSWORD, newMember } from "./helpers.js";

const RATING = {
  scores: {
    price_appropriateness: 5,
    introduction_effect: 5,
    ease_of_use: 5,
    support_system: 5,
    ease_of_introduction: 5,
  },
  role: 1,
  usage_status: 1,
  facility_corporate_type: 1,
  bed_count: 1,
  department: 1,
  agree_review_guidelines: true,
  agree_terms: true,
};

async function services(request: APIRequestContext): Promise<{ service_id: number; service_name: string }[]> {
  const res = await request.get(`${API}/v1/services?page_size=100`);
  return ((await res.json()) as { services: { service_id: number; service_name: string }[] }).services;
}

const ratingCount = async (request: APIRequestContext, serviceId: number) =>
  ((await (await request.get(`${API}/v1/services/${serviceId}/rating-info`)).json()) as { rating_count: number })
    .rating_count;

async function postRating(request: APIRequestContext, idToken: string, serviceId: number, goodPoint: string) {
  const res = await request.post(`${API}/v1/services/${serviceId}/ratings`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: { ...RATING, good_point: goodPoint, improvement_point: "帳票の種類を増やしてほしいです。" },
  });
  expect(res.status()).toBe(201);
}

test("When a visitor opens the home page, then the console's chunk is neither preloaded nor fetched", async ({
  page,
  request,
}) => {
  const manifest = JSON.parse(
    await readFile(new URL("../web/dist/.vite/manifest.json", import.meta.url), "utf8"),
  ) as Record<string, { file: string; imports?: string[] }>;
  const adminChunk = manifest["src/features/admin/AdminRoute.tsx"]?.file;
  expect(adminChunk).toMatch(/\.js$/);
  // What the home page loads without a dynamic import: the entry and the home page with their static imports.
  const staticFiles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || staticFiles.has(chunk.file)) return;
    staticFiles.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk("index.html");
  walk("src/features/home/HomeRoute.tsx");
  expect(staticFiles.size).toBeGreaterThan(1);
  expect(staticFiles.has(adminChunk as string)).toBe(false);
  const html = await (await request.get("/")).text();
  expect(html).not.toContain(adminChunk);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.endsWith(adminChunk as string))).toEqual([]);
});

test("A rating waits for a moderator and the next day; a rejected one shows the member its reason", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const list = await services(request);
  const approvedService = list[list.length - 1];
  const rejectedService = list[list.length - 2];
  if (!approvedService || !rejectedService) throw new Error("no services");
  const first = await newMember(request, "moderated");
  const second = await newMember(request, "rejected");
  const before = await ratingCount(request, approvedService.service_id);
  await postRating(request, first.idToken, approvedService.service_id, "紙の伝票が要らなくなりました。");
  await postRating(
    request,
    second.idToken,
    rejectedService.service_id,
    "担当の鈴木さんの携帯 090-1234-5678 に連絡しました。",
  );
  // Waiting for a moderator: not counted, even when the publisher runs as if it were tomorrow.
  await request.post(`${API}/dev/ratings/publish`, { data: { at: new Date(Date.now() + 86_400_000).toISOString() } });
  expect(await ratingCount(request, approvedService.service_id)).toBe(before);

  await signInToConsole(page, ADMIN, true);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("navigation", { name: "運営コンソール" }).getByRole("link", { name: "レビュー審査" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "レビュー審査" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: approvedService.service_name }).first().click();
  await expect(page.getByText("紙の伝票が要らなくなりました。")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "承認する" }).click();
  const approve = page.getByRole("dialog", { name: "この評価を承認しますか" });
  await approve.getByRole("button", { name: "承認する" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "レビュー審査" })).toBeVisible();

  // Approved today: still not counted; from the next Tokyo day it is.
  expect(await ratingCount(request, approvedService.service_id)).toBe(before);
  await request.post(`${API}/dev/ratings/publish`, { data: { at: new Date(Date.now() + 86_400_000).toISOString() } });
  expect(await ratingCount(request, approvedService.service_id)).toBe(before + 1);

  await page.getByRole("link", { name: rejectedService.service_name }).first().click();
  await expect(page.getByText("電話番号")).toBeVisible();
  await page.getByLabel(/非公開の理由/).selectOption("personal_information");
  await page.getByLabel(/投稿者への補足/).fill("個人のお名前と電話番号を削除してください。");
  await page.getByRole("button", { name: "非公開にする" }).click();
  const reject = page.getByRole("dialog", { name: "この評価を非公開にしますか" });
  await reject.getByRole("button", { name: "非公開にする" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "レビュー審査" })).toBeVisible();

  await page.getByRole("navigation", { name: "運営コンソール" }).getByRole("link", { name: "操作ログ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "操作ログ" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "rating.reject" }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSVで書き出す" }).click();
  const csv = await readFile((await (await download).path()) as string, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain("rating.approve");

  await page.getByRole("navigation", { name: "運営コンソール" }).getByRole("link", { name: "運営担当者" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "運営担当者" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The member of the rejected rating sees 非公開 and the reason.
  const memberContext = await browser.newContext();
  const memberPage = await appPage(memberContext);
  await logIn(memberPage, second.email, MEMBER_PASSWORD);
  await memberPage.goto("/ratings-and-reviews-posted");
  await expect(memberPage.getByText("非公開", { exact: true })).toBeVisible();
  await expect(memberPage.getByText("患者さんや特定の個人が識別できる情報")).toBeVisible();
  await expect(memberPage.getByText("個人のお名前と電話番号を削除してください。")).toBeVisible();
  await memberContext.close();
});

test("Every console route has no serious accessibility violation on a phone @mobile", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, MODERATOR, true);
  await expectNoSeriousA11yViolations(page);
  for (const [path, heading] of [
    ["/admin/reviews", "レビュー審査"],
    ["/admin/audit", "操作ログ"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
