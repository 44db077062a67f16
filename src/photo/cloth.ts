/**
 * The cloth in a photo: its colour (the commonest colour near the photo's middle), which pixels
 * are cloth (near that colour, in light or in shadow), and the cloth's outline as a
 * quadrilateral: the outer edge of the cushions' tops, where the rails' wood begins. The corner
 * pockets cut that outline's corners and the side pockets notch it, so the four sides are lines
 * fitted to the straight stretches between them and the corners are where the lines meet.
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

/** Which pixels are cloth: distance under `limit`. */
export function clothMask(img: Rgba, c: ClothColour, limit = 3): Uint8Array {
  const mask = new Uint8Array(img.width * img.height);
  for (let p = 0, i = 0; p < mask.length; p++, i += 4)
    mask[p] = clothDistance(c, img.data[i]!, img.data[i + 1]!, img.data[i + 2]!) < limit ? 1 : 0;
  return mask;
}

/** The connected region (4-neighbours) of `mask` holding the set pixel nearest `seed`; null if none near. */
export function regionAt(mask: Uint8Array, width: number, height: number, seed: Vec2): Uint8Array | null {
  let start = -1;
  for (let r = 0; r < Math.min(width, height) / 4 && start < 0; r++)
    for (let dy = -r; dy <= r && start < 0; dy++)
      for (let dx = -r; dx <= r; dx++) {
        const x = Math.round(seed[0]) + dx;
        const y = Math.round(seed[1]) + dy;
        if (x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x]) {
          start = y * width + x;
          break;
        }
      }
  if (start < 0) return null;
  const region = new Uint8Array(mask.length);
  const stack = [start];
  region[start] = 1;
  while (stack.length) {
    const p = stack.pop()!;
    const x = p % width;
    for (const q of [p - 1, p + 1, p - width, p + width]) {
      if (q < 0 || q >= mask.length || region[q] || !mask[q]) continue;
      if ((q === p - 1 && x === 0) || (q === p + 1 && x === width - 1)) continue;
      region[q] = 1;
      stack.push(q);
    }
  }
  return region;
}

/** The convex hull (counter-clockwise in pixel coordinates) of a region's row ends. */
export function hullOf(region: Uint8Array, width: number, height: number): Vec2[] {
  const pts: Vec2[] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++)
      if (region[y * width + x]) {
        if (first < 0) first = x;
        last = x;
      }
    if (first >= 0) pts.push([first, y], [last + 1, y], [first, y + 1], [last + 1, y + 1]);
  }
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Vec2, a: Vec2, b: Vec2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Vec2[]) => {
    const out: Vec2[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

/**
 * The quadrilateral of a convex outline: the hull cut down to four corners (dropping each time
 * the corner whose loss changes the area least), then each side refitted as a line through the
 * outline's points along its middle and the corners put where the lines meet.
 */
export function quadOf(hull: readonly Vec2[]): Vec2[] | null {
  if (hull.length < 4) return null;
  const poly = [...hull];
  const area = (a: Vec2, b: Vec2, c: Vec2) =>
    Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  while (poly.length > 4) {
    let drop = 0;
    let least = Number.POSITIVE_INFINITY;
    for (let i = 0; i < poly.length; i++) {
      const a = area(poly[(i + poly.length - 1) % poly.length]!, poly[i]!, poly[(i + 1) % poly.length]!);
      if (a < least) {
        least = a;
        drop = i;
      }
    }
    poly.splice(drop, 1);
  }
  // The hull's outline, densely: points every pixel or so along each hull edge.
  const outline: Vec2[] = [];
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1])));
    for (let k = 0; k < n; k++)
      outline.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  const lines = poly.map((a, i) => fitSide(outline, a, poly[(i + 1) % 4]!));
  const corners: Vec2[] = [];
  for (let i = 0; i < 4; i++) {
    const p = meet(lines[(i + 3) % 4]!, lines[i]!);
    if (!p) return null;
    corners.push(p);
  }
  return corners;
}

interface Line {
  readonly p: Vec2;
  readonly d: Vec2;
}

/** A line through the outline's points near side a→b, its ends (the pockets' cuts) left out. */
function fitSide(outline: readonly Vec2[], a: Vec2, b: Vec2): Line {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const d: Vec2 = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const near = outline.filter((p) => {
    const s = (p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1];
    const off = Math.abs((p[0] - a[0]) * d[1] - (p[1] - a[1]) * d[0]);
    return s > 0.15 * len && s < 0.85 * len && off < Math.max(3, 0.02 * len);
  });
  if (near.length < 2) return { p: a, d };
  // Total least squares: the line through the centroid along the points' main direction.
  const mx = near.reduce((s, p) => s + p[0], 0) / near.length;
  const my = near.reduce((s, p) => s + p[1], 0) / near.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of near) {
    sxx += (p[0] - mx) ** 2;
    sxy += (p[0] - mx) * (p[1] - my);
    syy += (p[1] - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { p: [mx, my], d: [Math.cos(angle), Math.sin(angle)] };
}

function meet(l: Line, m: Line): Vec2 | null {
  const det = l.d[0] * m.d[1] - l.d[1] * m.d[0];
  if (Math.abs(det) < 1e-9) return null;
  const t = ((m.p[0] - l.p[0]) * m.d[1] - (m.p[1] - l.p[1]) * m.d[0]) / det;
  return [l.p[0] + l.d[0] * t, l.p[1] + l.d[1] * t];
}
