import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

// Issue 26: 「無料で会員登録する」 led to a 404. A visitor's crawl of the public pages: every in-app link
// on them answers a page (the server answers an unknown path with its 404 page and status 404).

const PUBLIC_PAGES = [
  "/",
  "/services/search?tab=1",
  "/category/1",
  "/services/detail/1",
  "/services/1/ratings-and-reviews",
  "/compare",
  "/search?tab=0&keyword=カルテ",
  "/seminars/list",
  "/contents/list",
  "/concept",
  "/guide",
  "/faq",
  "/review-guidelines",
  "/terms",
  "/privacy",
];

/** The in-app paths the page links to (same origin, without the fragment). */
async function internalHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((a) => a.origin === window.location.origin)
      .map((a) => `${a.pathname}${a.search}`),
  );
}

test("When a visitor's links on the public pages are followed, then none answers the not-found page", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const found = new Map<string, string>();
  const pages = [...PUBLIC_PAGES];
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const hrefs = await internalHrefs(page);
    for (const href of hrefs) if (!found.has(href)) found.set(href, path);
    // One article and one seminar too: the article's members-only prompt links to the sign-up.
    for (const detail of ["/contents/detail/", "/seminars/detail/"]) {
      const first = hrefs.find((href) => href.startsWith(detail));
      if (first && !pages.includes(first)) pages.push(first);
    }
  }
  for (const path of pages.slice(PUBLIC_PAGES.length)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const href of await internalHrefs(page)) if (!found.has(href)) found.set(href, path);
  }
  expect(found.has("/register-email"), "the sign-up link is among them").toBe(true);

  const broken: string[] = [];
  for (const [href, from] of found) {
    // Ad clicks count a click and leave the site; they are not pages of their own.
    if (/^\/ads\/\d+\/click/.test(href)) continue;
    const response = await page.request.get(href, { maxRedirects: 0 });
    if (response.status() >= 400) broken.push(`${href} (on ${from}): ${response.status()}`);
  }
  expect(broken).toEqual([]);
});
