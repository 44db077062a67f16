/** A photo's pixels as RGBA bytes (a canvas's ImageData, or a JPEG decoded in Node). */
export interface Rgba {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** The photo made no larger than `maxSide` on its long side (box average), for speed. */
export function shrink(img: Rgba, maxSide: number): Rgba {
  const k = Math.ceil(Math.max(img.width, img.height) / maxSide);
  if (k <= 1) return img;
  const width = Math.floor(img.width / k);
  const height = Math.floor(img.height / k);
  const data = new Uint8ClampedArray(width * height * 4);
  const n = k * k;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < k; dy++)
        for (let dx = 0; dx < k; dx++) {
          const i = ((y * k + dy) * img.width + x * k + dx) * 4;
          r += img.data[i]!;
          g += img.data[i + 1]!;
          b += img.data[i + 2]!;
        }
      const o = (y * width + x) * 4;
      data[o] = r / n;
      data[o + 1] = g / n;
      data[o + 2] = b / n;
      data[o + 3] = 255;
    }
  return { width, height, data };
}

/** The colour at a point (bilinear), into `out` as r, g, b; false off the photo. */
export function sampleAt(img: Rgba, x: number, y: number, out: number[]): boolean {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= img.width - 1 || y0 >= img.height - 1) return false;
  const fx = x - x0;
  const fy = y - y0;
  const i = (y0 * img.width + x0) * 4;
  const j = i + img.width * 4;
  const d = img.data;
  for (let c = 0; c < 3; c++) {
    const top = d[i + c]! + (d[i + 4 + c]! - d[i + c]!) * fx;
    const bottom = d[j + c]! + (d[j + 4 + c]! - d[j + c]!) * fx;
    out[c] = top + (bottom - top) * fy;
  }
  return true;
}
