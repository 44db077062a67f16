/**
 * The cloth in a photo: its colour (the commonest colour near the photo's middle) and how far
 * each pixel's colour is from it (cloth in light or in shadow is near). The cloth's outline is
 * outline.ts's.
 */
import type { Vec2 } from "../core/index.ts";
import type { Rgba } from "./image.ts";

/** A cloth's colour: chromaticity (r, g shares of the sum) and log brightness, with their spreads. */
export interface ClothColour {
  readonly r: number;
  readonly g: number;
  readonly logSum: number;
  readonly chromaSpread: number;
  readonly lightSpread: number;
}

/** How far a colour is from the cloth, in the cloth's own spreads (about 1 is cloth-like). */
export function clothDistance(c: ClothColour, r: number, g: number, b: number): number {
  const sum = r + g + b + 3;
  const dr = (r + 1) / sum - c.r;
  const dg = (g + 1) / sum - c.g;
  const dl = Math.log(sum) - c.logSum;
  // Cloth in shade (the cushions' slopes, the corners away from the lamp) is cloth down to about
  // a quarter of its light, and its colour grows noisier as it darkens; a highlight is not.
  const light = dl < 0 ? dl / (3 * c.lightSpread) : dl / c.lightSpread;
  const chroma = c.chromaSpread * (1 + 1.5 * Math.max(0, -dl));
  return Math.sqrt((dr * dr + dg * dg) / (chroma * chroma) + light * light);
}

/** The commonest chromaticity among the pixels of a box (a 2-D histogram's peak), refined by its bin's pixels. */
export function clothColourIn(
  img: Rgba,
  box: { x0: number; y0: number; x1: number; y1: number },
): ClothColour {
  const BINS = 24;
  const hist = new Float64Array(BINS * BINS);
  const step = Math.max(1, Math.floor(Math.sqrt(((box.x1 - box.x0) * (box.y1 - box.y0)) / 20000)));
  const pixels: [number, number, number][] = [];
  for (let y = Math.max(0, box.y0); y < Math.min(img.height, box.y1); y += step)
    for (let x = Math.max(0, box.x0); x < Math.min(img.width, box.x1); x += step) {
      const i = (y * img.width + x) * 4;
      const r = img.data[i]!;
      const g = img.data[i + 1]!;
      const b = img.data[i + 2]!;
      const sum = r + g + b + 3;
      pixels.push([(r + 1) / sum, (g + 1) / sum, Math.log(sum)]);
    }
  const bin = (v: number) => Math.min(BINS - 1, Math.floor(v * BINS));
  for (const [r, g] of pixels) hist[bin(r) * BINS + bin(g)]! += 1;
  let best = 0;
  for (let i = 1; i < hist.length; i++) if (hist[i]! > hist[best]!) best = i;
  const br = Math.floor(best / BINS);
  const bg = best % BINS;
  const near = pixels.filter(([r, g]) => Math.abs(bin(r) - br) <= 1 && Math.abs(bin(g) - bg) <= 1);
  const mean = (k: 0 | 1 | 2) => near.reduce((s, p) => s + p[k], 0) / near.length;
  const r = mean(0);
  const g = mean(1);
  const lights = near.map((p) => p[2]).sort((a, b) => a - b);
  const logSum = lights[Math.floor(lights.length / 2)]!;
  const chroma = near.map((p) => Math.hypot(p[0] - r, p[1] - g)).sort((a, b) => a - b);
  const spread = (xs: number[]) => xs[Math.floor(xs.length * 0.8)] ?? 0;
  return {
    r,
    g,
    logSum,
    chromaSpread: Math.max(0.025, 1.5 * spread(chroma)),
    lightSpread: Math.max(0.17, 1.5 * spread(lights.map((l) => Math.abs(l - logSum)).sort((a, b) => a - b))),
  };
}

/** Each pixel's clothDistance. */
export function clothDistances(img: Rgba, c: ClothColour): Float32Array {
  const distance = new Float32Array(img.width * img.height);
  for (let p = 0, i = 0; p < distance.length; p++, i += 4)
    distance[p] = clothDistance(c, img.data[i]!, img.data[i + 1]!, img.data[i + 2]!);
  return distance;
}

/** The set pixel of `mask` nearest `seed` (within a quarter of the photo), or null if none. */
export function nearestSet(mask: Uint8Array, width: number, height: number, seed: Vec2): Vec2 | null {
  for (let r = 0; r < Math.min(width, height) / 4; r++)
    for (let dy = -r; dy <= r; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const x = Math.round(seed[0]) + dx;
        const y = Math.round(seed[1]) + dy;
        if (x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x]) return [x, y];
      }
  return null;
}
