/** A PDF built with pdfkit, as bytes, in the sheets' embedded Unicode font (fonts.ts). */
import PDFDocument from "pdfkit";
import { FONT, useSheetFonts } from "./fonts.ts";

export type Doc = PDFKit.PDFDocument;

/** A4 with 40 pt margins (or `size` in points); `build` draws, the bytes come back when the document ends. */
export function renderPdf(
  title: string,
  build: (doc: Doc) => void,
  opts: { readonly size?: readonly [number, number]; readonly margin?: number } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: opts.size ? [...opts.size] : "A4",
    margin: opts.margin ?? 40,
    info: { Title: printable(title), Producer: "mingo", Creator: "mingo" },
  });
  useSheetFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  build(doc);
  doc.end();
  return done;
}

/**
 * A name as it is printed: composed (NFC, so "ễ" typed as e + two accents is the font's one
 * glyph) and without control characters, which would print as boxes. Every other character
 * prints as written: the embedded font covers Latin, Vietnamese, Greek and Cyrillic; a letter
 * it lacks (Chinese, say) prints as an empty box but copies out of the PDF as written.
 */
export function printable(s: string): string {
  return s.normalize("NFC").replace(/\p{Cc}/gu, " ");
}

export function heading(doc: Doc, title: string, subtitle: string): void {
  doc.font(FONT.bold).fontSize(18).text(printable(title));
  doc.font(FONT.regular).fontSize(11).fillColor("#444").text(printable(subtitle)).fillColor("black");
  doc.moveDown(0.8);
}

/** A row of cells at fixed x positions (widths in points), on a new page when the page is full. */
export function row(doc: Doc, cells: readonly string[], widths: readonly number[], bold = false): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(10);
  let h = 0;
  cells.forEach((c, i) => {
    const w = widths[i] ?? 60;
    doc.text(printable(c), x + 2, y, { width: w - 4, lineBreak: true });
    h = Math.max(h, doc.y - y);
    x += w;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + Math.max(h, 14) + 2;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
}
