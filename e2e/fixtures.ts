// The tests' `test`: after `page.goto` to an app page it waits until the app has started (hydrated a
// server-rendered page, or rendered the shell), as a person would before using a control. A
// server-rendered page is readable earlier, but its selects and toggles work only once the app runs
// (the boot loader starts it after the first frame; ADR 095). A radio checked before hydration is
// checked in the DOM but not in React's state, so a test that does not wait can fail far from the
// cause. Pages a test opens itself (a second person's context) come from `appPage`, which waits the
// same way.
import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** Makes `page.goto` wait, after an app page's HTML arrives, until the app has started. */
function waitForAppAfterGoto(page: Page, javaScriptEnabled: boolean): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
    if (javaScriptEnabled && html) {
      // Only the app's pages (its scripts live under /assets/; the playground's do not).
      await page.waitForFunction(
        () =>
          document.querySelector('script[src^="/assets/"]') === null ||
          document.documentElement.hasAttribute("data-app-ready"),
      );
    }
    return response;
  };
  return page;
}

/** A new page in `owner` (a browser: its own new context) whose `goto` waits like the fixture's page. */
export async function appPage(owner: Browser | BrowserContext): Promise<Page> {
  return waitForAppAfterGoto(await owner.newPage(), true);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitForAppAfterGoto(page, javaScriptEnabled));
  },
});
