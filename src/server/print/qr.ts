/**
 * A QR code drawn into a sheet as vector squares (qrcode computes the modules): sharp at any
 * print size, no image to embed. Error correction M (15%) survives a crease or a stain on a
 * card at a table; the quiet zone of four modules the standard asks for is left white.
 */
import QRCode from "qrcode";
import type { Result } from "../../core/index.ts";
import type { Doc } from "./pdf.ts";

export interface QrModules {
  readonly size: number;
  isDark(row: number, col: number): boolean;
}

/** The QR symbol for a link, or why none can be made (a link too long for a QR). */
export function qrOf(text: string): Result<QrModules, string> {
  try {
    const m = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
    return { ok: true, value: { size: m.size, isDark: (r, c) => m.get(r, c) === 1 } };
  } catch (e) {
    return { ok: false, error: `no QR code for a link of ${text.length} characters: ${String(e)}` };
  }
}

/** Draws the symbol with its quiet zone in a square of `side` points whose top left is (x, y). */
export function drawQr(doc: Doc, qr: QrModules, x: number, y: number, side: number): void {
  const quiet = 4;
  const cell = side / (qr.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, side, side).fill("white");
  // A run of dark modules in a row is one rectangle: fewer edges, no hairline seams between squares.
  for (let r = 0; r < qr.size; r++) {
    let c = 0;
    while (c < qr.size) {
      if (!qr.isDark(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < qr.size && qr.isDark(r, c)) c++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + r) * cell, (c - start) * cell, cell);
    }
  }
  doc.fill("black");
  doc.restore();
}
