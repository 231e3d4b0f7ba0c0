import ExcelJS from "exceljs";
import type { SheetModel } from "./sheet-model.js";

/** The mark of a row on which the candidates differ: a word, not only a colour (ADR 155). */
export const DIFFERS_MARK = "差あり";

const border: Partial<ExcelJS.Borders> = {
  top: { style: "thin", color: { argb: "FFB0B7C3" } },
  bottom: { style: "thin", color: { argb: "FFB0B7C3" } },
  left: { style: "thin", color: { argb: "FFB0B7C3" } },
  right: { style: "thin", color: { argb: "FFB0B7C3" } },
};

/** The 稟議 sheet as an xlsx workbook: one sheet, A4 landscape, one page wide, headings repeated. */
export async function writeWorkbook(model: SheetModel): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "医療ITナビ";
  book.created = new Date(`${model.made_on}T00:00:00+09:00`);
  const sheet = book.addWorksheet("比較表", {
    pageSetup: {
      paperSize: 9,
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
      printTitlesRow: "3:3",
    },
    headerFooter: { oddFooter: "&C&P / &N ページ" },
    views: [{ state: "frozen", xSplit: 1, ySplit: 3 }],
  });
  const n = model.candidates.length;
  sheet.columns = [
    { width: 34 },
    ...model.candidates.map(() => ({ width: Math.max(28, Math.floor(120 / n)) })),
    { width: 9 },
  ];

  const title = sheet.addRow([model.title]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([
    `作成日: ${model.made_on.replaceAll("-", "/")}　出典: 医療ITナビ（各社の申告と運営の確認による）`,
  ]).font = {
    size: 9,
  };
  const head = sheet.addRow(["項目", ...model.candidates.map((c) => `${c.name}\n（${c.provider}）`), "比較"]);
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF7" } };
    cell.border = border;
    cell.alignment = { wrapText: true, vertical: "middle" };
  });

  for (const block of model.blocks) {
    const heading = sheet.addRow([block.title]);
    heading.font = { bold: true };
    heading.getCell(1).fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFF2F2F2" } };
    if (block.provenance.length > 0) {
      const p = sheet.addRow(["時点・確認", ...block.provenance]);
      p.font = { size: 9, italic: true };
    }
    for (const row of block.rows) {
      const line = sheet.addRow([row.label, ...row.values, row.differs ? DIFFERS_MARK : ""]);
      line.eachCell({ includeEmpty: true }, (cell, col) => {
        if (col > n + 2) return;
        cell.border = border;
        cell.alignment = { wrapText: true, vertical: "top" };
      });
      if (row.differs) {
        line.getCell(n + 2).font = { bold: true };
        for (let c = 2; c <= n + 1; c += 1)
          line.getCell(c).fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF4D6" } };
      }
    }
  }
  sheet.addRow([]);
  sheet.addRow(["検討メモ（手書き欄）"]).font = { bold: true };
  for (let i = 0; i < 3; i += 1) sheet.addRow([""]).height = 24;

  return Buffer.from(await book.xlsx.writeBuffer());
}
