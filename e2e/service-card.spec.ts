import { expect, test } from "./fixtures.js";
import { openPage } from "./helpers.js";

// One ServiceCard for every list (ADR 040). The category page's cards used to have no link, no rating
// and no compare toggle.
test.describe("the service card on the category page", () => {
  test("When a visitor opens a category, then each card links to the detail and shows its rating and a compare toggle", async ({
    page,
  }) => {
    await openPage(page, "/category/1", "電子カルテ");
    const first = page
      .getByRole("list")
      .filter({ has: page.getByRole("article") })
      .getByRole("listitem")
      .first();
    const name = first.getByRole("heading", { level: 3 });
    const serviceName = (await name.textContent())?.trim() ?? "";
    expect(serviceName).not.toBe("");
    // The rating always comes with its count.
    await expect(first.getByText(/^(\d\.\d|評価なし)（[\d,]+件）$/)).toBeVisible();
    await first.getByRole("button", { name: `${serviceName}を比較に追加` }).click();
    await expect(first.getByRole("button", { name: `${serviceName}を比較から外す` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await name.getByRole("link", { name: serviceName }).click();
    await expect(page).toHaveURL(/\/services\/detail\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: serviceName })).toBeVisible();
  });
});

// Logos are versioned image URLs on the site origin, cached for a year (ADR 092), in a reserved box.
test.describe("service logos", () => {
  test("When a visitor opens a category, then each card's logo loads from /media/logos/ with its size reserved", async ({
    page,
  }) => {
    const logoAnswers: { url: string; cacheControl: string | undefined }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/media/logos/")) {
        logoAnswers.push({ url: response.url(), cacheControl: response.headers()["cache-control"] });
      }
    });
    await page.goto("/category/1");
    const logo = page.getByRole("img", { name: /のロゴ$/ }).first();
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute("src", /^\/media\/logos\/\d+-[0-9a-f]{16}\.svg$/);
    await expect(logo).toHaveAttribute("width", "64");
    await expect(logo).toHaveAttribute("height", "64");
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(logoAnswers.length).toBeGreaterThan(0);
    expect(logoAnswers[0]?.cacheControl).toBe("public, max-age=31536000, immutable");
  });
});
