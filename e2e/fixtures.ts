// The tests' `test`: after `page.goto` to an app page it waits until the app has started (hydrated a
// server-rendered page, or rendered the shell), as a person would before using a control. A
// server-rendered page is readable earlier, but its selects and toggles work only once the app runs
// (the boot loader starts it after the first frame; ADR 095).
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
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
    await use(page);
  },
});
