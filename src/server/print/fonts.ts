/**
 * The one home of the printed sheets' typeface. pdfkit's standard fonts (Helvetica…) encode
 * only Latin-1: "Łukasz Żółw" printed as "?ukasz ?ó?w" and the tie-break arrows as "?". Every
 * PDF the server makes embeds DejaVu Sans instead (the dejavu-fonts-ttf package: TrueType, one
 * file a style, covering Latin Extended, Vietnamese, Greek, Cyrillic, arrows and dashes); pdfkit
 * embeds only the glyphs a document uses, so a sheet stays a few tens of kB.
 *
 * Each document parses the faces anew from bytes read once. Handing every document one parsed
 * fontkit face was five times faster (a standings sheet in 38 ms against 210 ms on a loaded
 * 2-core machine; Helvetica took 25 ms), but fontkit caches each glyph with the characters it
 * was first asked for: a glyph first reached as part of an accented letter ("A" in "Á") kept
 * none, and later documents lost that letter from their copyable text ("notador" for
 * "Anotador"). Right text before speed: a sheet is printed a few times a night.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The styles a sheet writes in, by the names a sheet passes to `doc.font()`. */
export const FONT = {
  regular: "mingo-regular",
  bold: "mingo-bold",
  oblique: "mingo-oblique",
} as const;

export type FontStyle = keyof typeof FONT;

const FILES: Readonly<Record<FontStyle, string>> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
  oblique: "dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf",
};

let loaded: Readonly<Record<FontStyle, Buffer>> | null = null;

/** The font files' bytes, read once per process (about 2 MB for the three). */
function fontBytes(): Readonly<Record<FontStyle, Buffer>> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const read = (s: FontStyle) => readFileSync(require.resolve(FILES[s]));
  loaded = { regular: read("regular"), bold: read("bold"), oblique: read("oblique") };
  return loaded;
}

/** Registers the three styles on a new document and makes the regular one current. */
export function useSheetFonts(doc: PDFKit.PDFDocument): void {
  const bytes = fontBytes();
  for (const style of Object.keys(FONT) as FontStyle[]) doc.registerFont(FONT[style], bytes[style]);
  doc.font(FONT.regular);
}
