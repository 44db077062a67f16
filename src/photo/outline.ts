/**
 * The cloth's outline as four lines, found robustly. The cloth's colour also matches, here and
 * there, shaded rails, a red cloth's wood or a grey cloth's floor, so the cloth region can leak
 * far past the cushions and its hull follows the leak. Instead: rays from inside the cloth, each
 * stopped where it first leaves the cloth (the cushions' outer edge, where the rails' wood
 * begins; a ball or a pocket stops a ray early, a speck of wood that looks like cloth does not
 * let it through); then the four sides are the four lines that most of those stops lie on
 * (RANSAC, one line at a time), each refitted to its own stops.
 */
import type { Vec2 } from "../core/index.ts";

/** A line: a point on it and its unit direction. */
export interface Line {
  readonly p: Vec2;
  readonly d: Vec2;
}

/** Rays cast from inside the cloth. */
const RAYS = 1440;
/** A ray has left the cloth after this many pixels of non-cloth in a row (specks are shorter). */
const EXIT_RUN = 2;
/** Stops this close to a line (pixels) are on it. */
const INLIER_PX = 1.25;
/** Candidate lines tried per side. */
const TRIALS = 400;

/**
 * Where each ray from `from` first leaves the cloth. A ball or a mark on the cloth stops some
 * rays early, but their stops crowd a small patch (see coverage); rays that leave the photo
 * first give none.
 */
export function exitsFrom(mask: Uint8Array, width: number, height: number, from: Vec2): Vec2[] {
  const out: Vec2[] = [];
  const step = 0.5;
  const need = EXIT_RUN / step;
  for (let i = 0; i < RAYS; i++) {
    const a = (2 * Math.PI * i) / RAYS;
    const dx = Math.cos(a) * step;
    const dy = Math.sin(a) * step;
    let x = from[0];
    let y = from[1];
    let run = 0;
    let runStart: Vec2 = [x, y];
    for (;;) {
      x += dx;
      y += dy;
      const xi = Math.round(x);
      const yi = Math.round(y);
      if (xi < 0 || yi < 0 || xi >= width || yi >= height) break;
      if (mask[yi * width + xi]) {
        run = 0;
        continue;
      }
      if (run === 0) runStart = [x - dx / 2, y - dy / 2];
      if (++run === need) {
        out.push(runStart);
        break;
      }
    }
  }
  return out;
}

/** A small deterministic generator (mulberry32), so the same photo always gives the same corners. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const distanceTo = (l: Line, q: Vec2) => Math.abs((q[0] - l.p[0]) * l.d[1] - (q[1] - l.p[1]) * l.d[0]);

/** Total least squares: the line through the points' centroid along their main direction. */
export function lineThrough(points: readonly Vec2[]): Line {
  const mx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p[1], 0) / points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p[0] - mx) ** 2;
    sxy += (p[0] - mx) * (p[1] - my);
    syy += (p[1] - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { p: [mx, my], d: [Math.cos(angle), Math.sin(angle)] };
}

/**
 * How much of a line the points cover: the number of 2-pixel stretches along it holding a point
 * within INLIER_PX. A side's stops spread along it; a ball's or a mark's crowd a few stretches,
 * however many rays they stopped.
 */
function coverage(line: Line, points: readonly Vec2[], bins: Uint32Array, mark: number): number {
  let count = 0;
  for (const q of points) {
    if (distanceTo(line, q) >= INLIER_PX) continue;
    const t = (q[0] - line.p[0]) * line.d[0] + (q[1] - line.p[1]) * line.d[1];
    const bin = (Math.floor(t / 2) + 2048) & 4095;
    if (bins[bin] !== mark) {
      bins[bin] = mark;
      count++;
    }
  }
  return count;
}

/** Whether a line through a and b runs along one of `taken` (a side already found, met again). */
function alongTaken(a: Vec2, b: Vec2, d: Vec2, taken: readonly Line[], near: number): boolean {
  const mid: Vec2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return taken.some((l) => Math.abs(l.d[0] * d[1] - l.d[1] * d[0]) < 0.26 && distanceTo(l, mid) < near);
}

/**
 * The line most of `points` lie on (within INLIER_PX), refitted to them; null if under `least`.
 * Lines along a side already `taken` are not candidates (a ragged edge's stops can make two).
 */
function bestLine(
  points: readonly Vec2[],
  next: () => number,
  least: number,
  taken: readonly Line[],
  near: number,
): { line: Line; on: Vec2[] } | null {
  if (points.length < least) return null;
  const bins = new Uint32Array(4096);
  let mark = 0;
  let best: Line | null = null;
  let bestCount = least - 1;
  for (let t = 0; t < TRIALS; t++) {
    const a = points[Math.floor(next() * points.length)]!;
    const b = points[Math.floor(next() * points.length)]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 8) continue;
    const line: Line = { p: a, d: [(b[0] - a[0]) / len, (b[1] - a[1]) / len] };
    if (alongTaken(a, b, line.d, taken, near)) continue;
    const count = coverage(line, points, bins, ++mark);
    if (count > bestCount) {
      bestCount = count;
      best = line;
    }
  }
  if (!best) return null;
  let line = best;
  let on: Vec2[] = [];
  // Refit to the inliers a few times (each refit may gather a few more, the line settles).
  for (let k = 0; k < 3; k++) {
    const l = line;
    on = points.filter((q) => distanceTo(l, q) < INLIER_PX);
    if (on.length < 2) return null;
    line = lineThrough(on);
  }
  return { line, on };
}

/**
 * The four sides among the stops, in order around `centre` (clockwise on screen), each with the
 * stops it was fitted to; null when fewer than four lines hold enough stops.
 */
export function fourSides(
  stops: readonly Vec2[],
  centre: Vec2,
  near: number,
): { line: Line; on: Vec2[] }[] | null {
  const next = random(42);
  let rest = [...stops];
  const sides: { line: Line; on: Vec2[]; angle: number }[] = [];
  const least = 8;
  for (let s = 0; s < 4; s++) {
    const found = bestLine(
      rest,
      next,
      least,
      sides.map((x) => x.line),
      near,
    );
    if (!found) return null;
    const mx = found.on.reduce((sum, p) => sum + p[0], 0) / found.on.length;
    const my = found.on.reduce((sum, p) => sum + p[1], 0) / found.on.length;
    sides.push({ ...found, angle: Math.atan2(my - centre[1], mx - centre[0]) });
    rest = rest.filter((q) => distanceTo(found.line, q) >= 2 * INLIER_PX);
  }
  return sides.sort((a, b) => a.angle - b.angle).map(({ line, on }) => ({ line, on }));
}

export function meet(l: Line, m: Line): Vec2 | null {
  const det = l.d[0] * m.d[1] - l.d[1] * m.d[0];
  if (Math.abs(det) < 1e-9) return null;
  const t = ((m.p[0] - l.p[0]) * m.d[1] - (m.p[1] - l.p[1]) * m.d[0]) / det;
  return [l.p[0] + l.d[0] * t, l.p[1] + l.d[1] * t];
}

/** The corners where consecutive sides meet; null if two sides are parallel. */
export function cornersOf(sides: readonly { line: Line }[]): Vec2[] | null {
  const corners: Vec2[] = [];
  for (let i = 0; i < sides.length; i++) {
    const p = meet(sides[(i + sides.length - 1) % sides.length]!.line, sides[i]!.line);
    if (!p) return null;
    corners.push(p);
  }
  return corners;
}

/** How far from the cloth (clothDistance) a pixel may be and still count as cloth: tried in turn. */
const LIMITS = [2, 2.5, 3, 4];

/**
 * The cloth's outline quadrilateral in a map of clothDistance: for each limit in LIMITS the
 * outline of the pixels under it, and of those the outline whose sides are best covered by the
 * rays' exits (too strict a limit stops rays on shaded cushions, too loose one lets them into
 * the wood; either way the exits stray from straight sides).
 */
export function outlineOf(distance: Float32Array, width: number, height: number, seed: Vec2): Vec2[] | null {
  let best: { corners: Vec2[]; support: number } | null = null;
  for (const limit of LIMITS) {
    const mask = new Uint8Array(distance.length);
    for (let i = 0; i < mask.length; i++) mask[i] = distance[i]! < limit ? 1 : 0;
    if (!mask[Math.round(seed[1]) * width + Math.round(seed[0])]) continue;
    const found = outlineAt(mask, width, height, seed);
    if (found && (!best || found.support > best.support)) best = found;
  }
  return best?.corners ?? null;
}

/**
 * One mask's outline: rays from `seed`, then again from the first outline's middle and from
 * points around it (so every side is met by rays at a fair angle, and a ball beside one origin
 * hides the cushion from that origin only). Its support: the share of its sides' length that
 * exits lie on.
 */
function outlineAt(
  mask: Uint8Array,
  width: number,
  height: number,
  seed: Vec2,
): { corners: Vec2[]; support: number } | null {
  const near = 0.06 * Math.min(width, height);
  const first = fourSides(exitsFrom(mask, width, height, seed), seed, near);
  const rough = first && cornersOf(first);
  if (!rough || !plausible(rough, width, height)) return null;
  const mid: Vec2 = [rough.reduce((s, p) => s + p[0], 0) / 4, rough.reduce((s, p) => s + p[1], 0) / 4];
  const origins = [
    mid,
    ...rough.map((c): Vec2 => [mid[0] + 0.4 * (c[0] - mid[0]), mid[1] + 0.4 * (c[1] - mid[1])]),
  ];
  const stops = origins
    .filter((o) => mask[Math.round(o[1]) * width + Math.round(o[0])])
    .flatMap((o) => exitsFrom(mask, width, height, o));
  const sides = fourSides(stops, mid, near);
  const corners = sides && cornersOf(sides);
  if (!sides || !corners || !plausible(corners, width, height)) return null;
  let covered = 0;
  let length = 0;
  sides.forEach((side, i) => {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    length += Math.hypot(b[0] - a[0], b[1] - a[1]);
    covered += 2 * coverageBetween(side.on, a, b);
  });
  return { corners, support: covered / length };
}

/** How many 2-pixel stretches of the segment a→b hold a point (the points are on its line). */
function coverageBetween(points: readonly Vec2[], a: Vec2, b: Vec2): number {
  const d = unit(a, b);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const seen = new Set<number>();
  for (const q of points) {
    const t = (q[0] - a[0]) * d[0] + (q[1] - a[1]) * d[1];
    if (t >= 0 && t <= len) seen.add(Math.floor(t / 2));
  }
  return seen.size;
}

/** A convex quadrilateral not far outside the photo. */
function plausible(quad: readonly Vec2[], width: number, height: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const c = quad[(i + 2) % 4]!;
    const cross = Math.sign((b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]));
    if (!cross || (sign && cross !== sign)) return false;
    sign = cross;
    if (a[0] < -width || a[0] > 2 * width || a[1] < -height || a[1] > 2 * height) return false;
  }
  return true;
}

function unit(a: Vec2, b: Vec2): Vec2 {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
}
