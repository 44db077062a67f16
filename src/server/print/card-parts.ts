/**
 * What the printed cards share: half an A4 page a card (cut apart along a dashed line), a QR
 * code beside what it is for, and the link written out under it for anyone without a camera.
 */
import type { Lang } from "../../core/index.ts";
import { err, ok, type Result } from "../../core/index.ts";
import { FONT } from "./fonts.ts";
import type { Doc } from "./pdf.ts";
import { printable } from "./pdf.ts";
import { drawQr, qrOf } from "./qr.ts";
import { sheetWord } from "./words.ts";

/** The QR's side in points: 6.7 cm, read from a phone at arm's length across a table. */
export const QR_SIDE = 190;

export interface QrBlock {
  readonly title: string;
  readonly hint: string;
  readonly link: string;
}

/** A QR at (x, y) with its title, hint and link to its right; the link's QR, or why it could not be made. */
export function qrBlock(doc: Doc, block: QrBlock, x: number, y: number): Result<void, string> {
  const qr = qrOf(block.link);
  if (!qr.ok) return err(qr.error);
  drawQr(doc, qr.value, x, y, QR_SIDE);
  const textX = x + QR_SIDE + 18;
  const width = doc.page.width - doc.page.margins.right - textX;
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor("black")
    .text(printable(block.title), textX, y + 8, { width });
  doc.moveDown(0.4);
  doc.font(FONT.regular).fontSize(11).text(printable(block.hint), { width });
  doc.moveDown(0.6);
  // The link whole, broken anywhere (a token has no spaces): typed by hand if need be.
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor("#444")
    .text(block.link.replace(/(.)/gu, "$1\u200b"), { width });
  doc.fillColor("black");
  return ok(undefined);
}

/** The dashed line across the page between two half-page cards, with "✂ cortar aquí". */
export function cutLine(doc: Doc, y: number, lang: Lang): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.save();
  doc.moveTo(left, y).lineTo(right, y).dash(4, { space: 4 }).lineWidth(0.6).strokeColor("#888").stroke();
  doc.restore();
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor("#888")
    .text(`✂ ${sheetWord(lang, "cutHere")}`, left, y + 3, { lineBreak: false });
  doc.fillColor("black");
}

/** The card's top lines: the tournament's name and what it plays, then the card's big label. */
export function cardHeader(doc: Doc, top: number, small: string, big: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor("#444")
    .text(printable(small), left, top, { width, lineBreak: false, ellipsis: true });
  doc
    .font(FONT.bold)
    .fontSize(40)
    .fillColor("black")
    .text(printable(big), left, top + 20, { width, lineBreak: false, ellipsis: true });
}
