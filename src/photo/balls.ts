/**
 * The balls on the cloth, found in the photo rectified to the cloth's plane (plain TypeScript,
 * no OpenCV: see docs/photo.md). Each pixel is scored by how far its colour is from the cloth's,
 * or its light from the cloth's light around it (cloth-light.ts: a ball of the cloth's own
 * colour); a ball is where the outline a ball would cast on the cloth from the camera (camera.ts
 * footprintOf: an ellipse, longer the lower the camera) is filled with non-cloth and the ring
 * around it is cloth. Frozen balls stand two radii apart and each keeps its own outline.
 */
import type { Vec2 } from "../core/index.ts";
import { type Footprint, footprintOf, type PhotoCamera } from "./camera.ts";
import { type ClothColour, clothColourIn, clothDistance } from "./cloth.ts";
import { lightContrast } from "./cloth-light.ts";
import { applyH } from "./homography.ts";
import { type Rgba, sampleAt } from "./image.ts";
import type { TableInPhoto } from "./table-fit.ts";

export const BALL_RADIUS = 0.028575;
/** Rectified pixels per metre: 2 mm a pixel. */
const SCALE = 500;

export interface FoundBall {
  /** The ball's centre on the table (metres, the engine's frame). */
  readonly at: Vec2;
  /** How ball-like the spot is, 0–1 (filled outline, clear ring). */
  readonly score: number;
}

/** The rectified cloth: how un-cloth-like each spot is (0 cloth … 1 surely not), over the bed. */
export interface Rectified {
  readonly width: number;
  readonly height: number;
  readonly halfX: number;
  readonly halfY: number;
  readonly notCloth: Float32Array;
  readonly cloth: ClothColour;
}

export function rectify(photo: Rgba, fit: TableInPhoto): Rectified {
  const halfX = fit.table.length / 2;
  const halfY = fit.table.width / 2;
  const width = Math.round(2 * halfX * SCALE);
  const height = Math.round(2 * halfY * SCALE);
  const rgb = new Uint8ClampedArray(width * height * 4);
  const c = [0, 0, 0];
  for (let j = 0; j < height; j++)
    for (let i = 0; i < width; i++) {
      const p = applyH(fit.ground, [i / SCALE - halfX, j / SCALE - halfY]);
      const o = (j * width + i) * 4;
      if (sampleAt(photo, p[0], p[1], c)) {
        rgb[o] = c[0]!;
        rgb[o + 1] = c[1]!;
        rgb[o + 2] = c[2]!;
      }
      rgb[o + 3] = 255;
    }
  const bed = { width, height, data: rgb };
  const cloth = clothColourIn(bed, { x0: 0, y0: 0, x1: width, y1: height });
  const notCloth = new Float32Array(width * height);
  const light = new Float32Array(width * height);
  const clothLike = new Float32Array(width * height);
  for (let p = 0, o = 0; p < notCloth.length; p++, o += 4) {
    const d = clothDistance(cloth, rgb[o]!, rgb[o + 1]!, rgb[o + 2]!);
    notCloth[p] = Math.min(1, Math.max(0, (d - 2) / 2));
    light[p] = LOG_SUM[rgb[o]! + rgb[o + 1]! + rgb[o + 2]!]!;
    clothLike[p] = d < 2 ? 1 : 0;
  }
  // A ball near the cloth's colour (white or black on grey, the 6 on green) still differs from
  // the cloth's light around it.
  // Not at the pockets: the holes and the jaws' shade are darker than any cloth.
  const contrast = lightContrast(light, clothLike, width, height);
  const pockets = fit.table.pockets.map((q) => ({ centre: q.centre, reach: q.radius + 2 * BALL_RADIUS }));
  for (let p = 0; p < notCloth.length; p++) {
    if (contrast[p]! <= notCloth[p]!) continue;
    const x = ((p % width) + 0.5) / SCALE - halfX;
    const y = (Math.floor(p / width) + 0.5) / SCALE - halfY;
    if (pockets.every((q) => Math.hypot(x - q.centre[0], y - q.centre[1]) > q.reach))
      notCloth[p] = contrast[p]!;
  }
  return { width, height, halfX, halfY, notCloth, cloth };
}

/** log(r + g + b + 3) for each possible sum, as cloth.ts measures light. */
const LOG_SUM = Float32Array.from({ length: 766 }, (_, s) => Math.log(s + 3));

/** The un-cloth-ness at a table point (bilinear), or NaN off the bed. */
function notClothAt(r: Rectified, p: Vec2): number {
  const x = (p[0] + r.halfX) * SCALE - 0.5;
  const y = (p[1] + r.halfY) * SCALE - 0.5;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= r.width - 1 || y0 >= r.height - 1) return Number.NaN;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * r.width + x0;
  const m = r.notCloth;
  const top = m[i]! + (m[i + 1]! - m[i]!) * fx;
  const bottom = m[i + r.width]! + (m[i + r.width + 1]! - m[i + r.width]!) * fx;
  return top + (bottom - top) * fy;
}

/** Unit-disc sample points: inside the outline, and a ring just outside it. */
const INSIDE: Vec2[] = [[0, 0]];
for (const rho of [0.3, 0.55, 0.8])
  for (let k = 0; k < 16; k++)
    INSIDE.push([rho * Math.cos((k * Math.PI) / 8), rho * Math.sin((k * Math.PI) / 8)]);
const RING: Vec2[] = [];
for (const rho of [1.15, 1.35])
  for (let k = 0; k < 24; k++)
    RING.push([rho * Math.cos((k * Math.PI) / 12), rho * Math.sin((k * Math.PI) / 12)]);

const onEllipse = (f: Footprint, u: Vec2): Vec2 => [
  f.centre[0] + f.along[0] * u[0] * f.halfLength - f.along[1] * u[1] * f.halfWidth,
  f.centre[1] + f.along[1] * u[0] * f.halfLength + f.along[0] * u[1] * f.halfWidth,
];

/**
 * How much a ring that is not cloth counts against a centre: a little more than the fill for it
 * (1.15; it was 0.7), so that a centre slid along a ball's long outline at a low camera, or onto
 * the far end of two balls in a line, loses to the true one (30–45°: false 1.4 → 0.6 per 10 photos).
 */
const RING_WEIGHT = 1.15;

/** How ball-like a centre is: the outline's fill less the ring's (the ring's parts on other balls left out). */
function ballScore(r: Rectified, cam: PhotoCamera, at: Vec2, others: readonly Footprint[]): number {
  const f = footprintOf(cam, at, BALL_RADIUS);
  let inSum = 0;
  let inN = 0;
  for (const u of INSIDE) {
    const v = notClothAt(r, onEllipse(f, u));
    if (!Number.isNaN(v)) {
      inSum += v;
      inN++;
    }
  }
  let outSum = 0;
  let outN = 0;
  for (const u of RING) {
    const p = onEllipse(f, u);
    if (others.some((o) => insideEllipse(o, p))) continue;
    const v = notClothAt(r, p);
    if (!Number.isNaN(v)) {
      outSum += v;
      outN++;
    }
  }
  if (inN < INSIDE.length / 2) return 0;
  return inSum / inN - (outN ? outSum / outN : 0) * RING_WEIGHT;
}

function insideEllipse(f: Footprint, p: Vec2): boolean {
  const dx = p[0] - f.centre[0];
  const dy = p[1] - f.centre[1];
  const a = (dx * f.along[0] + dy * f.along[1]) / f.halfLength;
  const b = (-dx * f.along[1] + dy * f.along[0]) / f.halfWidth;
  return a * a + b * b < 1.05;
}

/**
 * Two balls' centres are at least two radii apart (frozen balls touch); a spot found nearer a
 * better one than this (each a few millimetres off) is the same ball's other half, or a ball
 * behind it seen through it (a low camera), not a ball.
 */
const MIN_APART = 1.75 * BALL_RADIUS;

/** Balls with a score at least this are reported (below it a spot is cloth, a mark, a shadow). */
const MIN_SCORE = 0.42;

export function findBalls(r: Rectified, cam: PhotoCamera): FoundBall[] {
  const hx = r.halfX - BALL_RADIUS;
  const hy = r.halfY - BALL_RADIUS;
  // A coarse scan over centres every 6 mm, where the outline's middle is not cloth.
  const step = 0.006;
  const candidates: { at: Vec2; score: number }[] = [];
  for (let x = -hx; x <= hx; x += step)
    for (let y = -hy; y <= hy; y += step) {
      const at: Vec2 = [x, y];
      const mid = notClothAt(r, footprintOf(cam, at, BALL_RADIUS).centre);
      if (!(mid > 0.5)) continue;
      const score = ballScore(r, cam, at, []);
      if (score > MIN_SCORE * 0.8) candidates.push({ at, score });
    }
  candidates.sort((a, b) => b.score - a.score);
  const kept: { at: Vec2; score: number }[] = [];
  for (const c of candidates)
    if (kept.every((k) => Math.hypot(k.at[0] - c.at[0], k.at[1] - c.at[1]) > 1.6 * BALL_RADIUS)) kept.push(c);
  // Refine each against its neighbours' outlines, then keep those that still look like balls.
  let balls = kept.map((k) => ({ ...k }));
  for (let pass = 0; pass < 2; pass++)
    balls = balls.map((b, i) => {
      const others = balls.filter((_, j) => j !== i).map((o) => footprintOf(cam, o.at, BALL_RADIUS));
      return refine(r, cam, b.at, others, hx, hy);
    });
  const out: FoundBall[] = [];
  for (const b of balls.sort((p, q) => q.score - p.score))
    if (
      b.score >= MIN_SCORE &&
      out.every((o) => Math.hypot(o.at[0] - b.at[0], o.at[1] - b.at[1]) > MIN_APART)
    )
      out.push(b);
  return out;
}

/** The best centre near `at`: a local search at 2 mm, then 0.5 mm. */
function refine(
  r: Rectified,
  cam: PhotoCamera,
  at: Vec2,
  others: readonly Footprint[],
  hx: number,
  hy: number,
): { at: Vec2; score: number } {
  let best = { at, score: ballScore(r, cam, at, others) };
  for (const [step, reach] of [
    [0.002, 4],
    [0.0005, 4],
  ] as const) {
    const centre = best.at;
    for (let i = -reach; i <= reach; i++)
      for (let j = -reach; j <= reach; j++) {
        const p: Vec2 = [
          Math.max(-hx, Math.min(hx, centre[0] + i * step)),
          Math.max(-hy, Math.min(hy, centre[1] + j * step)),
        ];
        const s = ballScore(r, cam, p, others);
        if (s > best.score) best = { at: p, score: s };
      }
  }
  return best;
}
