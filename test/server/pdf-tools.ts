/**
 * A PDF as a reader sees it, through Debian's poppler-utils: its text (pdftotext), its fonts
 * (pdffonts) and a page region rendered to pixels (pdftoppm) with the QR code there decoded
 * (jsqr). Without poppler-utils these fail with the install line, never pass unchecked. The
 * tools run asynchronously: a blocked event loop would make the server under test refuse
 * requests as overloaded (its back-pressure check).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jsqr from "jsqr";

// jsqr is CommonJS whose types declare an ES default: under NodeNext the default import is the
// module object, and its `default` is the decoder (the module itself is too, at run time).
const jsQR = jsqr.default;

async function poppler(
  tool: "pdftotext" | "pdffonts" | "pdftoppm",
  args: string[],
  pdf: Buffer,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "mingo-pdf-"));
  try {
    const file = join(dir, "in.pdf");
    await writeFile(file, pdf);
    // pdftotext writes to standard output when told "-"; pdftoppm and pdffonts do without a name.
    const out = tool === "pdftotext" ? [file, "-"] : [file];
    return await new Promise<Buffer>((resolve, reject) =>
      execFile(tool, [...args, ...out], { encoding: "buffer", maxBuffer: 64 << 20 }, (e, stdout, stderr) => {
        if (!e) return resolve(stdout);
        const missing = (e as NodeJS.ErrnoException).code === "ENOENT";
        reject(
          new Error(
            missing
              ? `${tool} is missing: install Debian's poppler-utils (apt-get install -y poppler-utils)`
              : `${tool} failed: ${e.message} ${String(stderr)}`,
          ),
        );
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The text a reader copies out of the PDF, pages in order, every run of white space (a line
 * wrapped in a narrow cell, a cell's end) as one space: the words and signs exactly as printed.
 */
export const pdfText = async (pdf: Buffer): Promise<string> =>
  (await poppler("pdftotext", ["-enc", "UTF-8"], pdf)).toString("utf8").replace(/\s+/g, " ");

/** Each font the PDF uses: its name and whether it is embedded. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const lines = (await poppler("pdffonts", [], pdf)).toString("utf8").split("\n").slice(2);
  return lines
    .filter((l) => l.trim() !== "")
    .map((l) => {
      // name, type (may hold spaces), encoding, emb, sub, uni, object, id: read from the right.
      const cols = l.trim().split(/\s+/);
      return { name: cols[0] ?? "", embedded: cols[cols.length - 5] === "yes" };
    });
}

/** A region of a page rendered in grey at `dpi` (x, y, width, height in pixels at that dpi). */
export async function pdfPixels(
  pdf: Buffer,
  page: number,
  dpi: number,
  crop: { x: number; y: number; w: number; h: number },
): Promise<{ width: number; height: number; grey: Uint8Array }> {
  const args = ["-gray", "-r", String(dpi), "-f", String(page), "-l", String(page)];
  args.push("-x", String(crop.x), "-y", String(crop.y), "-W", String(crop.w), "-H", String(crop.h));
  const pgm = await poppler("pdftoppm", args, pdf);
  // P5 header: "P5\n<width> <height>\n<maxval>\n", then one byte a pixel.
  const head = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString("latin1"));
  if (!head) throw new Error("pdftoppm did not write a PGM image");
  const width = Number(head[1]);
  const height = Number(head[2]);
  return {
    width,
    height,
    grey: new Uint8Array(pgm.subarray(head[0].length, head[0].length + width * height)),
  };
}

/** The text of the QR code in a region of a rendered page, or null when none is read there. */
export async function pdfQr(
  pdf: Buffer,
  page: number,
  crop: { x: number; y: number; w: number; h: number },
): Promise<string | null> {
  const img = await pdfPixels(pdf, page, 100, crop);
  const rgba = new Uint8ClampedArray(img.width * img.height * 4);
  img.grey.forEach((g, i) => {
    rgba.set([g, g, g, 255], i * 4);
  });
  return jsQR(rgba, img.width, img.height)?.data ?? null;
}
