import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test } from "./fixtures.js";
import { API, expectNoSeriousA11yViolations } from "./helpers.js";

const DOMESTIC_DC = 1;
const TWO_FACTOR = 2;

interface CategoryAnswer {
  total_count: number;
  services: { service_id: number; service_name: string }[];
  facets: { facet: number; count: number }[];
}

test.describe("security and compliance attributes (issue 28)", () => {
  test("When 電子カルテ is narrowed to 国内データセンター and 二要素認証, then the counts are right, three results compare row by row and the 稟議 sheet downloads", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const categories = await (await request.get(`${API}/v1/categories`)).json();
    const emr = categories.categories.find((c: { category_name: string }) => c.category_name === "電子カルテ");
    const answer = async (facets: number[]): Promise<CategoryAnswer> =>
      (
        await request.get(
          `${API}/v1/categories/${emr.category_id}/services?page_size=50${facets.length ? `&facets=${facets.join(",")}` : ""}`,
        )
      ).json();
    const none = await answer([]);
    const one = await answer([DOMESTIC_DC]);
    const both = await answer([DOMESTIC_DC, TWO_FACTOR]);
    expect(both.total_count).toBeGreaterThanOrEqual(3);
    expect(both.total_count).toBeLessThan(none.total_count);

    await page.goto(`/category/${emr.category_id}`);
    await expect(page.getByRole("heading", { level: 1, name: "電子カルテ" })).toBeVisible();
    const facets = page.getByRole("group", { name: "セキュリティ・制度対応で絞り込む" });
    const countOf = (all: CategoryAnswer, facet: number) => all.facets.find((f) => f.facet === facet)?.count;
    await expect(
      facets.getByRole("checkbox", { name: new RegExp(`^国内データセンター\\s*（${countOf(none, DOMESTIC_DC)}件）$`) }),
    ).toBeVisible();

    await facets.getByRole("checkbox", { name: /国内データセンター/ }).click();
    await expect(facets.getByRole("checkbox", { name: /国内データセンター/ })).toBeChecked();
    await expect(page).toHaveURL(/\?facet=domestic-dc$/);
    await expect(page.getByText(new RegExp(`^全${one.total_count}件中`))).toBeVisible();
    await expect(
      facets.getByRole("checkbox", { name: new RegExp(`^二要素認証\\s*（${countOf(one, TWO_FACTOR)}件）$`) }),
    ).toBeVisible();

    await facets.getByRole("checkbox", { name: /二要素認証/ }).click();
    await expect(page).toHaveURL(/\?facet=domestic-dc&facet=two-factor$/);
    await expect(page.getByText(new RegExp(`^全${both.total_count}件中`))).toBeVisible();
    const cards = page.getByRole("list", { name: "サービス一覧" }).getByRole("article");
    await expect(cards).toHaveCount(Math.min(both.total_count, 20));
    await expectNoSeriousA11yViolations(page);

    // The filtered page is server-rendered with the same selection (a reload keeps it).
    await page.reload();
    await expect(facets.getByRole("checkbox", { name: /二要素認証/ })).toBeChecked();

    const names: string[] = [];
    for (const i of [0, 1, 2]) {
      const card = cards.nth(i);
      names.push(((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim());
      await card.getByRole("button", { name: /を比較に追加$/ }).click();
    }
    await expect(page.getByRole("region", { name: "比較リスト" })).toContainText("3/5件");
    await page.getByRole("link", { name: "比較する" }).click();
    await expect(page).toHaveURL(/\/compare$/);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(3);

    // Every attribute is a row; all three keep their data in Japan, so that row is the same for all.
    const dataCentre = page.getByRole("row", { name: /データセンターの所在地/ });
    await expect(dataCentre).toContainText("国内");
    await expect(dataCentre).not.toContainText("差あり");
    for (const label of ["二要素認証", "この製品で満たせる加算", "HL7 FHIR（JP Core）", "デジタル化・AI導入補助金2026"])
      await expect(page.getByRole("row", { name: new RegExp(label) }).first()).toBeVisible();
    expect(await page.getByRole("rowheader", { name: /差あり/ }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "稟議用の比較表（Excel）をダウンロード" }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^サービス比較表_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await readFile(await xlsx.path())).buffer);
    const sheet = book.getWorksheet("比較表");
    if (!sheet) throw new Error("the workbook has no sheet 比較表");
    expect(sheet.pageSetup.orientation).toBe("landscape");
    const header = (sheet.getRow(3).values as unknown[]).map(String).join(" ");
    for (const name of names) expect(header).toContain(name);

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "PDF（A4横）をダウンロード" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^サービス比較表_\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("NotoSansJP");
  });

  test("When a service's detail page opens, then 「セキュリティ・制度対応」 shows each group with its date and the 加算 the product supports", async ({
    page,
  }) => {
    await page.goto("/services/detail/1");
    const section = page.getByRole("region", { name: "セキュリティ・制度対応" });
    await expect(section).toBeVisible();
    await expect(section.getByText("電子的診療情報連携体制整備加算", { exact: false }).first()).toBeVisible();
    await expect(section.getByRole("heading", { name: "施設側の要件（製品に依存しません）" })).toBeVisible();
    await expect(section.getByText(/時点（提供者の申告）/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("When a phone filters a category and opens a detail page, then both stay accessible @mobile", async ({
    page,
  }) => {
    await page.goto("/category/1?facet=domestic-dc");
    const facets = page.getByRole("group", { name: "セキュリティ・制度対応で絞り込む" });
    await expect(facets.getByRole("checkbox", { name: /国内データセンター/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/services/detail/1");
    await expect(page.getByRole("region", { name: "セキュリティ・制度対応" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("server-rendered facets without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("When a filtered category and a detail page are opened, then the selection, the counts and the compliance section are in the HTML", async ({
    page,
    request,
  }) => {
    const answer = await (await request.get(`${API}/v1/categories/1/services?facets=1,2`)).json();
    await page.goto("/category/1?facet=domestic-dc&facet=two-factor");
    const facets = page.getByRole("group", { name: "セキュリティ・制度対応で絞り込む" });
    await expect(facets.getByRole("checkbox", { name: /国内データセンター/ })).toBeChecked();
    await expect(facets.getByRole("checkbox", { name: /二要素認証/ })).toBeChecked();
    await expect(page.getByText(new RegExp(`^全${answer.total_count}件中`))).toBeVisible();

    await page.goto("/services/detail/1");
    const section = page.getByRole("region", { name: "セキュリティ・制度対応" });
    await expect(section.getByRole("heading", { name: "セキュリティ・提供形態" })).toBeVisible();
  });
});
