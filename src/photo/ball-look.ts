/**
 * How a ball looks in the photo: its disc's pixels sorted into white, black and coloured, and the
 * coloured ones' chromaticity and brightness, both measured against the photo's own white (the
 * brightest of the balls' pixels, and the white balance of their white pixels), so that the
 * lamp's strength and tint differ photo to photo without moving a ball's colour.
 */
import type { Vec2 } from "../core/index.ts";
import { BALL_RADIUS } from "./balls.ts";
import { type PhotoCamera, project } from "./camera.ts";
import { type ClothColour, clothDistance } from "./cloth.ts";
import { type Rgba, sampleAt } from "./image.ts";

/** A ball's disc as sampled: r, g, b of each sample point and its place (u, v in radii from the centre), flat. */
export type DiscSamples = Float32Array;
/** Numbers a sample. */
export const SAMPLE = 5;

/** The photo's white: per-channel gains (white balance) and the white's brightness (0–255). */
export interface PhotoWhite {
  readonly gain: readonly [number, number, number];
  readonly level: number;
}

export interface Look {
  /** Shares of the disc: white (the cue ball, a stripe's caps, a number's disc), black, coloured. */
  readonly white: number;
  /** How spread the white is (RMS from its centroid, in radii): a solid's number disc is compact, a stripe's caps are not. */
  readonly whiteSpread: number;
  readonly black: number;
  readonly coloured: number;
  /**
   * The coloured share of the rim, the cloth's colour left out: a stripe seen from its pole is
   * all white but for its band round the rim, where the cue ball is white to the edge.
   */
  readonly rimColour: number;
  /** The coloured pixels' mean chromaticity (r, g shares of the sum), after white balance. */
  readonly chroma: Vec2;
  /** The coloured pixels' upper-quartile brightness against the photo's white (0–1). */
  readonly value: number;
}

/** The look's shares are of the disc out to this share of the ball's radius: its shaded rim blends with the cloth. */
export const REACH = 0.95;
/** The rim (a stripe's band seen from its pole) is sampled from here out to the ball's edge. */
const RIM = 0.7;

/** The disc a ball centred at `at` shows, sampled on a grid of about 8 points a radius. */
export function sampleDisc(photo: Rgba, cam: PhotoCamera, at: Vec2): DiscSamples {
  const centre = project(cam, [at[0], at[1], BALL_RADIUS]);
  const C = cam.centre;
  // A sphere looks a disc of radius f·R/distance from wherever it is seen.
  const rPx = Math.max(2, (cam.f * BALL_RADIUS) / Math.hypot(C[0] - at[0], C[1] - at[1], C[2] - BALL_RADIUS));
  const step = Math.max(0.5, rPx / 8);
  const reach = rPx;
  const out: number[] = [];
  const c = [0, 0, 0];
  for (let dy = -reach; dy <= reach; dy += step)
    for (let dx = -reach; dx <= reach; dx += step)
      if (dx * dx + dy * dy <= reach * reach && sampleAt(photo, centre[0] + dx, centre[1] + dy, c))
        out.push(c[0]!, c[1]!, c[2]!, dx / rPx, dy / rPx);
  return Float32Array.from(out);
}

const maxOf = (d: DiscSamples, i: number) => Math.max(d[i]!, d[i + 1]!, d[i + 2]!);
/** A sample within REACH of the centre (the rim past it may show the cloth). */
const inside = (d: DiscSamples, i: number) => d[i + 3]! ** 2 + d[i + 4]! ** 2 <= REACH * REACH;
const minOf = (d: DiscSamples, i: number) => Math.min(d[i]!, d[i + 1]!, d[i + 2]!);

/**
 * The photo's white from all its balls' discs: the level is the 97th percentile of their pixels'
 * brightest channel (a cue ball's or a stripe's lit white; the specular glints above it are few);
 * the gains make the near-white pixels grey (within ±20 %: a lamp's tint, not a ball's colour).
 */
export function photoWhite(discs: readonly DiscSamples[]): PhotoWhite {
  const bright: number[] = [];
  for (const d of discs)
    for (let i = 0; i < d.length; i += SAMPLE) if (inside(d, i)) bright.push(maxOf(d, i));
  if (bright.length === 0) return { gain: [1, 1, 1], level: 255 };
  bright.sort((a, b) => a - b);
  const level = Math.max(40, bright[Math.floor(bright.length * 0.97)]!);
  const sum = [0, 0, 0];
  let n = 0;
  for (const d of discs)
    for (let i = 0; i < d.length; i += SAMPLE) {
      const mx = maxOf(d, i);
      if (inside(d, i) && mx > 0.6 * level && mx < 0.99 * 255 && (mx - minOf(d, i)) / mx < 0.2) {
        for (let k = 0; k < 3; k++) sum[k]! += d[i + k]!;
        n++;
      }
    }
  if (n < 20) return { gain: [1, 1, 1], level };
  const grey = (sum[0]! + sum[1]! + sum[2]!) / 3;
  const gain = sum.map((s) => Math.min(1.2, Math.max(0.8, grey / Math.max(1, s)))) as [
    number,
    number,
    number,
  ];
  return { gain, level };
}

/** Below this share of the white a pixel is black (the 8, a number's ink, the rim's shade). */
const BLACK = 0.22;

/** The look of one disc; `cloth`, the cloth's colour, tells the cloth seen past the rim from the ball's own colour there. */
export function lookOf(d: DiscSamples, w: PhotoWhite, cloth?: ClothColour): Look {
  let n = 0;
  let black = 0;
  let sr = 0;
  let sg = 0;
  let rim = 0;
  let rimColour = 0;
  const values: number[] = [];
  const whites: number[] = [];
  // A white ball's rim takes the cloth's hue (the cloth's light on the ball, the blur): not a band.
  const clothHue =
    cloth && Math.hypot(cloth.r - 1 / 3, cloth.g - 1 / 3) > 0.03 ? hueOf(cloth.r, cloth.g) : null;
  const clothHued = (r: number, g: number, b: number) =>
    clothHue !== null && angleBetween(hueOf(r / (r + g + b), g / (r + g + b)), clothHue) < CLOTH_HUE;
  for (let i = 0; i < d.length; i += SAMPLE) {
    const u = d[i + 3]!;
    const v = d[i + 4]!;
    const rho2 = u * u + v * v;
    const r = d[i]! * w.gain[0];
    const g = d[i + 1]! * w.gain[1];
    const b = d[i + 2]! * w.gain[2];
    const mx = Math.max(r, g, b);
    const sat = (mx - Math.min(r, g, b)) / Math.max(1, mx);
    if (rho2 >= RIM * RIM && !(cloth && clothDistance(cloth, d[i]!, d[i + 1]!, d[i + 2]!) < 2.5)) {
      rim++;
      if (sat > 0.35 && mx >= BLACK * w.level && !clothHued(r, g, b)) rimColour++;
    }
    if (rho2 > REACH * REACH) continue;
    // Out from the middle, a pale pixel of the cloth's hue may be the cloth's light on a white
    // ball: not counted either way (a ball of the cloth's colour is deeper: it still counts).
    if (rho2 >= RIM * RIM && sat > 0.35 && sat < 0.6 && clothHued(r, g, b)) continue;
    n++;
    if (mx < BLACK * w.level) black++;
    else if (sat < 0.25 && mx > 0.4 * w.level) whites.push(u, v);
    else if (sat > 0.35) {
      const sum = r + g + b;
      sr += r / sum;
      sg += g / sum;
      values.push(mx / w.level);
    }
  }
  n = Math.max(1, n);
  values.sort((a, b) => a - b);
  const coloured = values.length;
  return {
    white: whites.length / 2 / n,
    whiteSpread: spread(whites),
    black: black / n,
    coloured: coloured / n,
    rimColour: rim ? rimColour / rim : 0,
    chroma: coloured ? [sr / coloured, sg / coloured] : [1 / 3, 1 / 3],
    value: values[Math.floor(coloured * 0.75)] ?? 0,
  };
}

/** A chromaticity's hue: its angle about grey (radians). */
export const hueOf = (r: number, g: number) => Math.atan2(g - 1 / 3, r - 1 / 3);
/** The angle between two hues (0–π). */
export const angleBetween = (a: number, b: number) =>
  Math.abs(((a - b + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
/** Within this of the cloth's hue a rim pixel may be the cloth's light. */
const CLOTH_HUE = (30 * Math.PI) / 180;

/** The root-mean-square distance of points (u, v flat) from their centroid, in radii. */
function spread(uv: readonly number[]): number {
  const k = uv.length / 2;
  if (k < 2) return 0;
  let mu = 0;
  let mv = 0;
  for (let i = 0; i < uv.length; i += 2) {
    mu += uv[i]!;
    mv += uv[i + 1]!;
  }
  mu /= k;
  mv /= k;
  let s = 0;
  for (let i = 0; i < uv.length; i += 2) s += (uv[i]! - mu) ** 2 + (uv[i + 1]! - mv) ** 2;
  return Math.sqrt(s / k);
}
