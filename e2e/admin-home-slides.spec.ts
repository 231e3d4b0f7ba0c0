// The home slides with pictures (issue 24 item 4; ADR 174): an operator uploads a slide picture of the
// wrong size (0102003 next to the field), then the right ones, publishes, and the home carousel shows the
// image slide; the carousel's controls and keyboard work; axe on the editor and home, desktop and mobile;
// rolled back to the seeded slides at the end, as later specs of a run expect them.
import { ADMIN, signInToConsole } from "./admin-console.js";
import { expect, test } from "./fixtures.js";
import { expectNoSeriousA11yViolations } from "./helpers.js";
import { png, pngFile } from "./png.js";

const ALT = "冬のオンラインセミナー特集";
const SIZE_MESSAGE = "画像は1318×100ピクセルのサイズでアップロードしてください。";

test.describe("home slides in the operator console", () => {
  // A console sign-in may wait for the next TOTP step; axe on a busy machine takes seconds.
  test.beforeEach(() => {
    test.setTimeout(240_000);
  });

  test("an operator's slide picture of the wrong size is refused (0102003); the right ones show in the home carousel", async ({
    page,
  }) => {
    await signInToConsole(page, ADMIN);
    await page.goto("/admin/content/home_slide");
    // The console's chunk may take a while on a busy machine.
    await expect(page.getByRole("heading", { level: 1, name: "トップページのスライドの編集" })).toBeVisible({
      timeout: 30_000,
    });
    // The shipped slides are text slides in the form, not JSON.
    await expect(page.getByRole("group", { name: "スライド 1", exact: true }).getByLabel("見出し")).toHaveValue("探す");

    await page.getByRole("button", { name: "スライドを追加" }).click();
    const slide = page.getByRole("group", { name: "スライド 1", exact: true });
    await expect(slide.getByRole("radio", { name: "画像" })).toBeChecked();
    await slide.getByLabel("代替テキスト").fill(ALT);
    await slide.getByLabel("リンク先").fill("/seminars/list");
    // 1318×101: refused, with the size the PC picture must have next to the field.
    await slide.getByLabel(/PC用画像/).setInputFiles(pngFile("wrong.png", png(1318, 101, [30, 90, 180])));
    await expect(slide.getByText(SIZE_MESSAGE)).toBeVisible();
    await expect(slide.getByLabel(/PC用画像/)).toHaveAccessibleDescription(SIZE_MESSAGE);
    await slide.getByLabel(/PC用画像/).setInputFiles(pngFile("pc.png", png(1318, 100, [30, 90, 180])));
    await expect(slide.getByText(SIZE_MESSAGE)).toBeHidden();
    await slide.getByLabel(/スマートフォン用画像/).setInputFiles(pngFile("sp.png", png(750, 176, [30, 90, 180])));
    await expect(slide.locator("img")).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "スライドを公開する" }).click();
    await expect(page.getByText("トップページのスライドを公開しました。")).toBeVisible();
    await expect(page.getByText(/現在：第\d+版/)).toBeVisible();

    // The carousel shows the image slide first once the catalogue event has reached the BFF. Under
    // prefers-reduced-motion it does not play, so slide 1 stays in view while it is checked.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = page.getByRole("region", { name: "医療ITナビでできること" });
    const picture = carousel.getByRole("img", { name: ALT });
    await expect(async () => {
      await page.goto("/");
      await expect(picture).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(carousel.getByRole("button", { name: "スライドの自動再生を再開" })).toBeVisible();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await expect(carousel).toHaveAttribute("aria-roledescription", "カルーセル");
    await expect(carousel.locator('[aria-roledescription="スライド"]')).toHaveCount(5);
    await expect(picture).toHaveAttribute("src", /^\/media\/site\/[0-9a-f]{32}\.png$/);
    await expect(picture).toHaveAttribute("width", "1318");
    await expect(picture).toHaveAttribute("height", "100");
    // The first slide is fetched at once (not lazy); its mobile source has its own size.
    await expect(picture).not.toHaveAttribute("loading", /.*/);
    await expect(carousel.locator("source")).toHaveAttribute("media", "(max-width: 768px)");
    await expect(carousel.locator("source")).toHaveAttribute("width", "750");
    expect(await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1318, 100,
    ]);
    // The slide's link goes where the operator said.
    await expect(carousel.getByRole("link", { name: ALT })).toHaveAttribute("href", "/seminars/list");

    // Next, previous and the arrow keys.
    await carousel.getByRole("button", { name: "次のスライド" }).click();
    await expect(carousel.getByRole("heading", { name: "探す" })).toBeVisible();
    await expect(picture).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByRole("heading", { name: "比べる" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await carousel.getByRole("button", { name: "前のスライド" }).click();
    await expect(picture).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Without the preference, five slides play until the pointer rests on the carousel; the pause button stops them.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.mouse.move(0, 0);
    await page.reload();
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    // Keyboard focus inside stops it too, until focus leaves.
    const next = carousel.getByRole("button", { name: "次のスライド" });
    await next.focus();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await next.evaluate((button: HTMLButtonElement) => button.blur());
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await carousel.getByRole("button", { name: "スライドの自動再生を停止" }).click();
    await page.mouse.move(0, 0);
    await carousel
      .getByRole("button", { name: "スライドの自動再生を再開" })
      .evaluate((b: HTMLButtonElement) => b.blur());
    await expect(carousel).toHaveAttribute("data-playing", "false");

    // A phone-wide window takes the mobile picture.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/site\/[0-9a-f]{32}\.png$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe(
      await picture.evaluate((img: HTMLImageElement) => new URL(img.src).href),
    );
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Rolled back to the first version (the shipped slides).
    await page.goto("/admin/content/home_slide");
    await expect(page.getByRole("heading", { level: 1, name: "トップページのスライドの編集" })).toBeVisible();
    const firstVersion = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "第1版", exact: true }) });
    await firstVersion.getByRole("button", { name: "この版に戻す…" }).click();
    await firstVersion.getByRole("button", { name: "第1版に戻す" }).click();
    await expect(page.getByText("第1版の内容を新しい版として公開しました。")).toBeVisible();
    await expect(async () => {
      await page.goto("/");
      await expect(carousel.getByRole("img", { name: ALT })).toHaveCount(0, { timeout: 1_000 });
      await expect(carousel.getByRole("heading", { name: "探す" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("the home slide carousel on a phone: one slide shown, buttons work, nothing serious for axe @mobile", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "医療ITナビでできること" });
    await expect(carousel.getByRole("heading", { name: "探す" })).toBeVisible();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await carousel.getByRole("button", { name: "次のスライド" }).click();
    await expect(carousel.getByRole("heading", { name: "比べる" })).toBeVisible();
    await expect(carousel.getByRole("heading", { name: "探す" })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });
});
