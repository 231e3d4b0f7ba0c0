import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { SheetModel } from "./sheet-model.js";
import { DIFFERS_MARK } from "./workbook.js";

// Noto Sans JP from an npm package (no CDN); pdfkit embeds only the glyphs the sheet uses (a subset).
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf");
const FONT_BOLD = require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf");

const MARGIN = 28;
const LABEL_WIDTH = 150;
const MARK_WIDTH = 44;
const PADDING = 3;
const FONT_SIZE = 7.5;

/** The 稟議 sheet as an A4 landscape PDF with the Japanese font embedded; headings repeat on each page. */
export function writePdf(model: SheetModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    info: { Title: model.title, Creator: "医療ITナビ" },
    lang: "ja-JP",
    displayTitle: true,
  });
  doc.registerFont("jp", FONT_REGULAR);
  doc.registerFont("jp-bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const pageWidth = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN;
  const n = model.candidates.length;
  const valueWidth = (pageWidth - LABEL_WIDTH - MARK_WIDTH) / n;
  const widths = [LABEL_WIDTH, ...model.candidates.map(() => valueWidth), MARK_WIDTH];
  let y = MARGIN;

  const heightOf = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return (
      Math.max(...cells.map((text, i) => doc.heightOfString(text || " ", { width: (widths[i] ?? 0) - PADDING * 2 }))) +
      PADDING * 2
    );
  };
  const drawRow = (cells: readonly string[], font: string, fill?: string) => {
    const h = heightOf(cells, font);
    if (y + h > bottom) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
    }
    let x = MARGIN;
    cells.forEach((text, i) => {
      const w = widths[i] ?? 0;
      if (fill && i > 0) doc.rect(x, y, w, h).fill(fill);
      doc.rect(x, y, w, h).lineWidth(0.4).stroke("#9aa3b0");
      doc
        .fillColor("#111111")
        .font(i === cells.length - 1 && text ? "jp-bold" : font)
        .fontSize(FONT_SIZE)
        .text(text, x + PADDING, y + PADDING, { width: w - PADDING * 2 });
      x += w;
    });
    y += h;
  };
  const drawHeader = () =>
    drawRow(["項目", ...model.candidates.map((c) => `${c.name}（${c.provider}）`), "比較"], "jp-bold", "#e8eef7");

  doc.font("jp-bold").fontSize(13).fillColor("#111111").text(model.title, MARGIN, y);
  y = doc.y + 2;
  doc
    .font("jp")
    .fontSize(8)
    .text(`作成日: ${model.made_on.replaceAll("-", "/")}　出典: 医療ITナビ（各社の申告と運営の確認による）`, MARGIN, y);
  y = doc.y + 6;
  drawHeader();

  for (const block of model.blocks) {
    const title = [block.title, ...model.candidates.map(() => ""), ""];
    drawRow(title, "jp-bold", "#f2f2f2");
    if (block.provenance.length > 0) drawRow(["時点・確認", ...block.provenance, ""], "jp");
    for (const row of block.rows)
      drawRow([row.label, ...row.values, row.differs ? DIFFERS_MARK : ""], "jp", row.differs ? "#fff4d6" : undefined);
  }
  y += 8;
  if (y + 60 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font("jp-bold").fontSize(9).fillColor("#111111").text("検討メモ（手書き欄）", MARGIN, y);
  doc
    .rect(MARGIN, doc.y + 2, pageWidth, 50)
    .lineWidth(0.4)
    .stroke("#9aa3b0");
  doc.end();
  return done;
}
