/** A PDF built with pdfkit, as bytes; text any standard PDF font can show. */
import PDFDocument from "pdfkit";

export type Doc = PDFKit.PDFDocument;

/** A4 with 40 pt margins; `build` draws, the bytes come back when the document ends. */
export function renderPdf(title: string, build: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: printable(title), Producer: "mingo", Creator: "mingo" },
  });
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
 * The standard PDF fonts encode Latin-1 (every Spanish letter, ¿ and ¡, the dashes used here);
 * any other character a name may hold is printed as "?", never as garbage or an error.
 */
export function printable(s: string): string {
  return s
    .normalize("NFC")
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u00bd]/gu, "?");
}

export function heading(doc: Doc, title: string, subtitle: string): void {
  doc.font("Helvetica-Bold").fontSize(18).text(printable(title));
  doc.font("Helvetica").fontSize(11).fillColor("#444").text(printable(subtitle)).fillColor("black");
  doc.moveDown(0.8);
}

/** A row of cells at fixed x positions (widths in points); returns the row's height. */
export function row(doc: Doc, cells: readonly string[], widths: readonly number[], bold = false): void {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
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
