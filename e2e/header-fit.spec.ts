import { expect, test } from "./fixtures.js";
import { DEMO_EMAIL, DEMO_PASSWORD, logIn, logInTo } from "./helpers.js";

const PROVIDER_EMAIL = "provider@iryo-it-navi.example";

// Issue 13's polish: the logged-in header keeps one row from 1024 px up, with nothing cut.

test("When a member's header is 1024–1280 px wide, then it stays one row: no wrapped label, no overflow, the placeholder whole", async ({
  page,
}) => {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  for (const width of [1024, 1152, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: /マイページメニュー/ })).toBeVisible();
    const measured = await page.evaluate(() => {
      const inner = document.querySelector(".site-header__inner") as HTMLElement;
      const info = document.querySelector(".info-menu > button") as HTMLElement;
      const input = document.querySelector(".keyword-box input") as HTMLInputElement;
      // The placeholder's width as drawn in the field's font.
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      const style = getComputedStyle(input);
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      return {
        overflow: inner.scrollWidth - inner.clientWidth,
        infoHeight: info.getBoundingClientRect().height,
        placeholderFits: context.measureText(input.placeholder).width <= input.clientWidth - padding,
      };
    });
    expect(measured.overflow, `overflow at ${width}px`).toBeLessThanOrEqual(0);
    expect(measured.infoHeight, `お役立ち情報 wraps at ${width}px`).toBeLessThan(40);
    expect(measured.placeholderFits, `placeholder cut at ${width}px`).toBe(true);
    // Every main link shows on the one row.
    const nav = header.getByRole("navigation", { name: "メインメニュー" });
    for (const name of [/課題から/, /セミナー/, /記事/, "掲載のご案内"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
  }
});

// Issue 26: the provider's header (its console link and ログアウト instead of the member menu) fits too.
test("When a provider's console is 1024, 1280 or 1440 px wide, then the header fits: nothing cut, no sideways scroll", async ({
  page,
}) => {
  await logInTo(page, "/provider/negotiations", PROVIDER_EMAIL, DEMO_PASSWORD);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/provider/negotiations");
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "ログアウト" })).toBeVisible();
    const measured = await page.evaluate(() => {
      const inner = document.querySelector(".site-header__inner") as HTMLElement;
      const logout = [...inner.querySelectorAll("button")].find((b) => b.textContent === "ログアウト") as HTMLElement;
      return {
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        headerOverflow: inner.scrollWidth - inner.clientWidth,
        logoutRight: logout.getBoundingClientRect().right,
        viewport: document.documentElement.clientWidth,
      };
    });
    expect(measured.pageOverflow, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    expect(measured.headerOverflow, `header overflows at ${width}px`).toBeLessThanOrEqual(0);
    expect(measured.logoutRight, `ログアウト cut at ${width}px`).toBeLessThanOrEqual(measured.viewport);
    await expect(header.getByRole("link", { name: "事業者コンソール" })).toBeVisible();
    const nav = header.getByRole("navigation", { name: "メインメニュー" });
    for (const name of [/課題から/, /セミナー/, /記事/, "掲載のご案内"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
  }
});
