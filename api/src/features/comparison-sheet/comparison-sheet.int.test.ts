import { attributeSections } from "@iryo/domain/service-attribute-rows";
import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { serviceAttributesOf } from "../../lib/catalog/service-attributes.js";
import { bearer } from "../../test/auth.test-kit.js";
import { getError } from "../../test/error-answer.js";
import { binaryParser } from "../../test/member-features.test-kit.js";
import { startMemberTestKit } from "../../test/member-test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);

async function threeEmrs(): Promise<{ id: number; name: string }[]> {
  const categories = await request(kit.app).get("/v1/categories").expect(200);
  const emr = categories.body.categories.find((c: { category_name: string }) => c.category_name === "電子カルテ");
  const page = await request(kit.app).get(`/v1/categories/${emr.category_id}/services`).expect(200);
  return page.body.services.slice(0, 3).map((s: { service_id: number; service_name: string }) => ({
    id: s.service_id,
    name: s.service_name,
  }));
}

/** The attribute rows the sheet must show for a service (the same domain rows as /compare). */
async function expectedRows(id: number) {
  const attributes = (await serviceAttributesOf(kit.database.db, [id])).get(id);
  if (!attributes) throw new Error(`service ${id} has no attributes`);
  return attributeSections(attributes, tokyoDateKey(new Date())).flatMap((s) => s.rows);
}

describe("GET /v1/comparison-sheet", () => {
  it("When a visitor downloads the xlsx, then the workbook reads back with the candidates, their attributes and A4 landscape", async () => {
    const services = await threeEmrs();
    const res = await request(kit.app)
      .get(`/v1/comparison-sheet?ids=${services.map((s) => s.id).join(",")}&format=xlsx`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent("サービス比較表")}_`);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.body as Buffer).buffer);
    const sheet = book.getWorksheet("比較表");
    if (!sheet) throw new Error("no sheet 比較表");
    expect(sheet.pageSetup.orientation).toBe("landscape");
    expect(sheet.pageSetup.paperSize).toBe(9);
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? "" : String(v))));
    });
    const header = rows.find((r) => r[0] === "項目");
    for (const [i, s] of services.entries()) expect(header?.[i + 1]).toContain(s.name);

    const expected = await Promise.all(services.map((s) => expectedRows(s.id)));
    for (const label of [
      "データセンターの所在地",
      "二要素認証",
      "この製品で満たせる加算",
      "デジタル化・AI導入補助金2026",
    ]) {
      const row = rows.find((r) => r[0] === label);
      expect(row, label).toBeDefined();
      services.forEach((_, i) => {
        const want = expected[i]?.find((r) => r.label === label);
        expect(row?.[i + 1]).toBe(want?.value);
      });
      const differs = new Set(row?.slice(1, 4)).size > 1;
      expect(row?.[4] ?? "").toBe(differs ? "差あり" : "");
    }
    const criteria = rows.find((r) => r[0] === "総合評価");
    expect(criteria?.[1]).toMatch(/（\d+件）$/);
  });

  it("When the PDF is downloaded, then it embeds the Japanese font and its text holds the names and values", async () => {
    const services = await threeEmrs();
    const res = await request(kit.app)
      .get(`/v1/comparison-sheet?ids=${services.map((s) => s.id).join(",")}&format=pdf`)
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2/);
    expect(bytes.toString("latin1")).toMatch(/NotoSansJP/);
    // A subset, not the 5 MB font.
    expect(bytes.length).toBeLessThan(1_000_000);

    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text.replace(/\s+/g, "");
    await parser.destroy();
    expect(text).toContain("サービス比較表");
    for (const s of services) expect(text).toContain(s.name.replace(/\s+/g, ""));
    expect(text).toContain("データセンターの所在地");
    expect(text).toContain("電子的診療情報連携体制整備加算");
    const first = await expectedRows(services[0]?.id ?? 0);
    const fhir = first.find((r) => r.key === "io.fhir")?.value ?? "";
    expect(text).toContain(fhir.replace(/\s+/g, ""));
  });

  it("When the format or the ids are wrong, then 400 0109004; unknown ids only, then 404 0109005", async () => {
    await getError(kit.app, "/v1/comparison-sheet?ids=1&format=docx", 400, "0109004");
    await getError(kit.app, "/v1/comparison-sheet?ids=1,2,3,4,5,6&format=pdf", 400, "0109004");
    await getError(kit.app, "/v1/comparison-sheet?ids=999999&format=pdf", 404, "0109005");
  });
});

describe("GET /v1/consideration-list/sheet", () => {
  it("When a visitor asks, then 401; a member with an empty list 404 0304001; with a service on the list, its sheet", async () => {
    await getError(kit.app, "/v1/consideration-list/sheet?format=xlsx", 401, "0109006");
    const member = await kit.member("ringi");
    const empty = await request(kit.app)
      .get("/v1/consideration-list/sheet?format=xlsx")
      .set(bearer(member))
      .expect(404);
    expect(empty.body.error_code).toBe("0304001");

    const [service] = await threeEmrs();
    await request(kit.app).put(`/v1/consideration-list/${service?.id}`).set(bearer(member)).expect(204);
    const res = await request(kit.app)
      .get("/v1/consideration-list/sheet?format=xlsx")
      .set(bearer(member))
      .buffer(true)
      .parse(binaryParser)
      .expect(200);
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent("検討リスト比較表"));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.body as Buffer).buffer);
    const title = book.getWorksheet("比較表")?.getCell("A1").value;
    expect(title).toBe("検討リスト比較表（稟議用）");
    const header = book.getWorksheet("比較表")?.getRow(3).getCell(2).value;
    expect(String(header)).toContain(service?.name);
  });
});
