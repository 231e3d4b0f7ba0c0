import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { logInTo, openPage } from "./helpers.js";

/** The seminar cards of a page: the articles that link to a seminar's detail. */
const seminarCards = (page: Page) =>
  page.getByRole("article").filter({ has: page.locator('a[href^="/seminars/detail/"]') });

// Server-rendered public pages (ADR 091): with JavaScript off the HTML alone holds the page and its data;
// with JavaScript on the browser hydrates it without asking for the page's data again.

test.describe("server-rendered pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("When a service detail is opened, then its name, prices, title and og meta are in the HTML", async ({
    page,
  }) => {
    const response = await page.goto("/services/detail/1");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await expect(page.getByRole("heading", { level: 1, name: "ミライカルテ クラウド" })).toBeVisible();
    await expect(page.getByText("月額38,000円〜（税別）").first()).toBeVisible();
    await expect(page).toHaveTitle("ミライカルテ クラウド｜医療ITナビ");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "ミライカルテ クラウド｜医療ITナビ",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/.+/);
  });

  test("When a category is opened, then its service cards with names and prices are in the HTML", async ({ page }) => {
    const response = await page.goto("/category/1");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "電子カルテ" })).toBeVisible();
    await expect(page.getByRole("link", { name: "ひかりレセコン" })).toBeVisible();
    // A service card is an article in the list of services (its classes are scoped, CSS Modules).
    const cards = page.getByRole("list", { name: "サービス一覧" }).getByRole("article");
    // Prices as the seed writes them; another spec may have changed one service's price text and so moved
    // it first (the list is in update order), so any card with one will do.
    await expect(cards.filter({ hasText: /円〜（税別）/ }).first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(5);
  });

  test("When home, the seminar list and a keyword search are opened, then their content is in the HTML", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("ad-card").first()).toBeVisible();
    await expect(seminarCards(page).first()).toBeVisible();

    await page.goto("/seminars/list");
    await expect(page).toHaveTitle("セミナー一覧｜医療ITナビ");
    await expect(seminarCards(page).first()).toBeVisible();

    await page.goto(`/search?keyword=${encodeURIComponent("電子カルテ")}`);
    await expect(page).toHaveTitle(/「電子カルテ」の検索結果/);
    await expect(page.getByRole("article").first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveText(
      /\S/,
    );
  });

  test("When an unknown path is opened, then the answer is HTTP 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
    await expect(page).toHaveTitle("ページが見つかりません｜医療ITナビ");
  });

  test("When a service id does not exist, then the answer is HTTP 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/services/detail/999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  });

  // Every detail route, with an id that cannot exist and one that names no row (ADR 168).
  for (const path of [
    "/services/detail/abc",
    "/category/0",
    "/services/abc/ratings-and-reviews",
    "/services/material_download/abc",
    "/services/material_download/999999",
    "/services/search?tab=1&issue_id=abc",
    "/services/search?tab=1&issue_id=999999",
    "/seminars/detail/abc",
    "/seminars/detail/999999",
    "/contents/detail/abc",
    "/contents/detail/999999",
  ]) {
    test(`When ${path} (an id that cannot exist) is opened, then the answer is HTTP 404 with the not-found page`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
      // The URL stays (no script runs to move it) and the error page names no canonical URL.
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test("When a service detail is opened, then it names its canonical URL and its JSON-LD blocks parse", async ({
    page,
  }) => {
    await page.goto("/services/detail/1");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/detail\/1$/);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { "@type": string; name?: string },
    );
    expect(blocks.map((b) => b["@type"]).sort()).toEqual(["BreadcrumbList", "SoftwareApplication"]);
    expect(blocks.find((b) => b["@type"] === "SoftwareApplication")?.name).toBe("ミライカルテ クラウド");
  });

  test("When robots.txt and the sitemap are read, then robots names the index and the index's parts list the pages", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(await index.text()).toContain("/sitemaps/services-1.xml</loc>");
    const services = await request.get("/sitemaps/services-1.xml");
    expect(await services.text()).toContain("/services/detail/1</loc>");
  });

  test("When /error/403 and /error/404 are opened, then they answer 403 and 404", async ({ page }) => {
    const forbidden = await page.goto("/error/403");
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "このページを表示する権限がありません" })).toBeVisible();
    const notFound = await page.goto("/error/404");
    expect(notFound?.status()).toBe(404);
  });

  test("When /home is opened, then the server redirects to /", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("ad-card").first()).toBeVisible();
  });

  test("When a phone opens a service detail without JavaScript, then its name and prices are there @mobile", async ({
    page,
  }) => {
    const response = await page.goto("/services/detail/1");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "ミライカルテ クラウド" })).toBeVisible();
    await expect(page.getByText("月額38,000円〜（税別）").first()).toBeVisible();
  });
});

/** Console errors (hydration mismatches are reported there) and the GraphQL operations sent. */
function watch(page: Page): { errors: string[]; operations: string[] } {
  const seen = { errors: [] as string[], operations: [] as string[] };
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(message.text());
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const body: unknown = request.postDataJSON();
    if (typeof body === "object" && body !== null && "operationName" in body && typeof body.operationName === "string")
      seen.operations.push(body.operationName);
  });
  return seen;
}

test.describe("hydration", () => {
  test("When a service detail is opened, then it hydrates without errors and without fetching its data again", async ({
    page,
  }) => {
    const seen = watch(page);
    await openPage(page, "/services/detail/1", "ミライカルテ クラウド");
    // The session check of every start shows that the app runs; the page's own query is not repeated.
    await expect.poll(() => seen.operations).toContain("MeQuery");
    expect(seen.operations).not.toContain("ServiceDetailRouteQuery");
    expect(seen.errors).toEqual([]);
    // Hydrated: a link navigates in the app.
    await page.getByRole("link", { name: "医療ITナビ ホーム" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("ad-card").first()).toBeVisible();
    expect(seen.errors).toEqual([]);
  });

  test("When home is opened, then the rules its first view uses come inline and apply under the CSP, and the whole stylesheet follows without blocking, hashed and immutable", async ({
    page,
    request,
  }) => {
    const seen = watch(page);
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/");
    const html = (await response?.text()) ?? "";
    const head = html.slice(0, html.indexOf("</head>"));
    const critical = /<style>([\s\S]+?)<\/style>/.exec(head)?.[1] ?? "";
    // Only what this page uses: the rules of a dialog it does not show stay in the whole sheet.
    const sheetPath = /data-styles="(\/assets\/[^"]+\.css)"/.exec(head)?.[1] ?? "";
    expect(sheetPath).toMatch(/^\/assets\/style-[\w-]+\.css$/);
    const sheet = await request.get(sheetPath);
    expect(sheet.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const whole = await sheet.text();
    expect(critical.length).toBeGreaterThan(1000);
    expect(critical.length).toBeLessThan(whole.length / 2);
    // No render-blocking stylesheet: the only <link rel="stylesheet"> is for a browser without scripts.
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toContain('rel="stylesheet"');
    const banner = page.getByRole("region", { name: "お知らせバナー" });
    await expect(banner).toBeVisible();
    // The app's own rules apply (the page background and margin are not the browser's), with no CSP error.
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(246, 248, 249)");
    await expect(page.locator("body")).toHaveCSS("margin-top", "0px");
    await expect.poll(() => seen.operations).toContain("MeQuery");
    expect(seen.errors).toEqual([]);
    expect(stylesheets).toEqual([sheetPath]);
  });

  test("When the page's own chunk arrives late, then the app is marked ready only once the page has hydrated, and its sort select works at once", async ({
    page,
  }) => {
    // The entry hydrates the layout first; the page stays server HTML (a dehydrated Suspense boundary)
    // until its chunk loads. A mark set before then let a test change a select nobody listened to yet.
    let released = false;
    await page.route(/\/assets\/ServiceSearchRoute-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      released = true;
      await route.continue();
    });
    await page.goto("/services/search?tab=3&page_number=2");
    expect(released).toBe(true);
    await page.getByLabel("並び順").selectOption({ label: "評価が高い順" });
    await expect(page).toHaveURL(/tab=3&sort=rating$/);
  });

  test("When a missing service is opened with JavaScript, then the browser shows the not-found page as before", async ({
    page,
  }) => {
    await page.goto("/services/detail/999999");
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  });

  test("When a member opens a service detail and their negotiation room, then both come rendered for them and hydrate without errors", async ({
    page,
  }) => {
    await logInTo(page, "/negotiation/list");
    const seen = watch(page);
    const firstRoom = page.locator('main a[href^="/negotiation/detail/"]').first();
    await expect(firstRoom).toBeVisible();
    const href = await firstRoom.getAttribute("href");
    expect(href).toMatch(/^\/negotiation\/detail\/\d+/);
    seen.operations.length = 0;

    // The service detail: the member's header and the page's data are in the HTML (ADR 190).
    const detail = await page.goto("/services/detail/1");
    expect(detail?.headers()["cache-control"]).toBe("private, no-store");
    const detailHtml = (await detail?.text()) ?? "";
    expect(detailHtml).toContain('"session":true');
    expect(detailHtml).toContain("マイページメニュー");
    await expect(page.getByRole("heading", { level: 1, name: "ミライカルテ クラウド" })).toBeVisible();
    await expect(page.getByRole("button", { name: /マイページメニュー/ })).toBeVisible();
    expect(seen.operations).not.toContain("ServiceDetailRouteQuery");
    expect(seen.operations).not.toContain("MeQuery");
    expect(seen.errors).toEqual([]);

    // The room: rendered with its messages' page, hydrated without asking for the negotiation again.
    const room = await page.goto(href ?? "");
    expect(room?.headers()["cache-control"]).toBe("private, no-store");
    expect((await room?.text()) ?? "").toContain('"session":true');
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "商談メニュー" })).toBeVisible();
    expect(seen.errors).toEqual([]);
  });

  test("When a member opens their my-page lists, then each comes rendered for them and hydrates without errors", async ({
    page,
  }) => {
    await logInTo(page, "/bookmark");
    const seen = watch(page);
    for (const path of ["/negotiation/list", "/bookmark", "/review", "/apply-seminar", "/ratings-and-reviews-posted"]) {
      const response = await page.goto(path);
      expect(response?.headers()["cache-control"], path).toBe("private, no-store");
      expect((await response?.text()) ?? "", path).toContain('"session":true');
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "マイページメニュー" })).toBeVisible();
      expect(seen.errors, path).toEqual([]);
    }
  });

  test("When a request carries a session cookie the api refuses, then it gets the SPA shell and no server-rendered data", async ({
    request,
  }) => {
    const visitor = await request.get("/services/detail/1");
    expect(await visitor.text()).toContain('id="ssr-state"');
    const member = await request.get("/services/detail/1", { headers: { cookie: "iryo_rt=not-a-real-token" } });
    expect(member.status()).toBe(200);
    const html = await member.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-state"');
    expect(html).not.toContain("ミライカルテ クラウド");
    expect(member.headers()["x-cache"]).toBeUndefined();
  });
});
