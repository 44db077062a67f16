/**
 * Which directions send a ball from where it lies into a pocket, traced the way the table
 * plays: the ball's centre runs straight, glances off the jaw noses, the jaw faces and the
 * rails beside the mouth (losing most of its speed into each, as a cushion takes it), and drops
 * once it enters the pocket's capture circle (the physics' own rule). A straight-line window
 * misses what makes corner pockets forgiving: a ball running along the rail is guided in, and a
 * ball a little off line is turned in by the far jaw. Measured against the physics on a 9 ft
 * table (bench/pocket-windows.ts) the traced windows agree with it on most lines, where the
 * straight model saw half the width and nothing at all for a ball frozen on a rail.
 */
import type { PocketId, Vec2 } from "../core/index.ts";
import type { Table } from "../physics/index.ts";

interface Wall {
  /** The line a ball's centre touches: the cushion face moved out by one ball radius. */
  readonly p1: Vec2;
  readonly p2: Vec2;
  /** Unit normal toward the playing side. */
  readonly n: Vec2;
}

interface Round {
  readonly c: Vec2;
  /** Centre distance at contact: nose radius plus ball radius. */
  readonly r: number;
}

/** A pocket's mouth as the tracer sees it, for one ball radius. */
export interface MouthShape {
  readonly pocket: PocketId;
  /** The middle of the mouth between the noses. */
  readonly middle: Vec2;
  readonly walls: readonly Wall[];
  readonly rounds: readonly Round[];
  readonly capture: Vec2;
  readonly captureRadius: number;
}

/**
 * Share of the speed into a cushion kept coming out (normal), and along it (tangent). Fitted to
 * the engine's cushion at pocket speeds with bench/pocket-windows.ts; the window's width is not
 * sensitive to them within ±0.15.
 */
export const WALL_RESTITUTION = 0.75;
export const WALL_GRIP = 0.8;
/** Bounces followed before the ball is taken to stay out, and the path traced after the first. */
const MAX_BOUNCES = 4;
const MAX_PATH_AFTER_BOUNCE = 0.5;

const shapesOf = new WeakMap<Table, Map<number, MouthShape[]>>();

/** Every pocket's mouth of a physics table, for a ball of `radius` (cached per table). */
export function mouthShapes(table: Table, radius: number): MouthShape[] {
  let byRadius = shapesOf.get(table);
  if (!byRadius) {
    byRadius = new Map();
    shapesOf.set(table, byRadius);
  }
  const key = Math.round(radius * 1e6);
  const hit = byRadius.get(key);
  if (hit) return hit;
  const out: MouthShape[] = [];
  for (const pocket of table.pockets) {
    const noses = table.jaws.filter((j) => j.pocket === pocket.id);
    const [a, b] = noses;
    if (!a || !b) continue;
    const near = (p: Vec2): boolean =>
      noses.some((j) => Math.hypot(p[0] - j.centre[0], p[1] - j.centre[1]) < j.radius + 0.03);
    const walls: Wall[] = table.cushions
      .filter((c) => (c.rail === "jaw" ? c.pocket === pocket.id : near(c.p1) || near(c.p2)))
      .map((c) => ({
        p1: [c.p1[0] + radius * c.normal[0], c.p1[1] + radius * c.normal[1]],
        p2: [c.p2[0] + radius * c.normal[0], c.p2[1] + radius * c.normal[1]],
        n: c.normal,
      }));
    out.push({
      pocket: pocket.id,
      middle: [(a.centre[0] + b.centre[0]) / 2, (a.centre[1] + b.centre[1]) / 2],
      walls,
      rounds: noses.map((j) => ({ c: j.centre, r: j.radius + radius })),
      capture: pocket.centre,
      captureRadius: pocket.radius,
    });
  }
  byRadius.set(key, out);
  return out;
}

/** First t > 0 at which p + t·d (|d| = 1) enters the circle (c, r), or Infinity. */
function circleEntry(p: Vec2, d: Vec2, c: Vec2, r: number): number {
  const wx = p[0] - c[0];
  const wy = p[1] - c[1];
  const b = wx * d[0] + wy * d[1];
  const cc = wx * wx + wy * wy - r * r;
  if (cc <= 0) return 0;
  if (b >= 0) return Number.POSITIVE_INFINITY;
  const disc = b * b - cc;
  if (disc < 0) return Number.POSITIVE_INFINITY;
  return -b - Math.sqrt(disc);
}

/** Does a centre leaving `from` along `dirRad` drop in the pocket? */
export function traceDrops(shape: MouthShape, from: Vec2, dirRad: number): boolean {
  let p: Vec2 = from;
  let d: Vec2 = [Math.cos(dirRad), Math.sin(dirRad)];
  let speed = 1;
  let travelled = 0;
  for (let bounce = 0; bounce <= MAX_BOUNCES; bounce++) {
    const tCapture = circleEntry(p, d, shape.capture, shape.captureRadius);
    let tHit = Number.POSITIVE_INFINITY;
    let normal: Vec2 = [0, 0];
    for (const w of shape.walls) {
      const toward = d[0] * w.n[0] + d[1] * w.n[1];
      if (toward >= -1e-12) continue;
      // Signed distance of p from the wall line, positive on the playing side.
      const h = (p[0] - w.p1[0]) * w.n[0] + (p[1] - w.p1[1]) * w.n[1];
      if (h < -0.002) continue;
      const t = Math.max(0, -h / toward);
      if (t >= tHit) continue;
      const x = p[0] + t * d[0];
      const y = p[1] + t * d[1];
      const ex = w.p2[0] - w.p1[0];
      const ey = w.p2[1] - w.p1[1];
      const s = ((x - w.p1[0]) * ex + (y - w.p1[1]) * ey) / (ex * ex + ey * ey);
      if (s < 0 || s > 1) continue;
      tHit = t;
      normal = w.n;
    }
    for (const r of shape.rounds) {
      const t = circleEntry(p, d, r.c, r.r);
      if (t >= tHit) continue;
      const x = p[0] + t * d[0];
      const y = p[1] + t * d[1];
      const nx = (x - r.c[0]) / r.r;
      const ny = (y - r.c[1]) / r.r;
      if (nx * d[0] + ny * d[1] >= 0) continue;
      tHit = t;
      normal = [nx, ny];
    }
    if (tCapture <= tHit)
      return Number.isFinite(tCapture) && (bounce === 0 || tCapture <= MAX_PATH_AFTER_BOUNCE - travelled);
    if (!Number.isFinite(tHit)) return false;
    if (bounce > 0) travelled += tHit;
    if (travelled > MAX_PATH_AFTER_BOUNCE) return false;
    p = [p[0] + tHit * d[0], p[1] + tHit * d[1]];
    const vn = d[0] * normal[0] + d[1] * normal[1];
    const tx = (d[0] - vn * normal[0]) * WALL_GRIP;
    const ty = (d[1] - vn * normal[1]) * WALL_GRIP;
    const ox = tx - WALL_RESTITUTION * vn * normal[0];
    const oy = ty - WALL_RESTITUTION * vn * normal[1];
    const m = Math.hypot(ox, oy);
    speed *= m;
    // A ball driven square into the jaw comes back too slowly to matter: it stays out.
    if (m < 1e-9 || speed < 0.2) return false;
    d = [ox / m, oy / m];
    // Step off the contact so the next leg does not meet the same surface at t = 0.
    p = [p[0] + 1e-7 * normal[0], p[1] + 1e-7 * normal[1]];
  }
  return false;
}

export interface DropWindow {
  /** A point on the middle line of the widest band of dropping directions, at the mouth's distance. */
  readonly aim: Vec2;
  /** Half the band's width measured across the line at the mouth, m (0: nothing drops). */
  readonly tolerance: number;
}

/** Lateral spacing of the scan at the mouth, and how far either side of its middle it looks. */
const SCAN_STEP = 0.003;
const SCAN_HALF = 0.1;

const windowCache = new WeakMap<MouthShape, Map<string, DropWindow>>();

/**
 * The widest band of directions from `from` that drop, scanned across the mouth in 3 mm steps
 * and its edges refined: where to aim a ball's centre and how much it may stray.
 */
export function dropWindow(shape: MouthShape, from: Vec2): DropWindow {
  let cache = windowCache.get(shape);
  if (!cache) {
    cache = new Map();
    windowCache.set(shape, cache);
  }
  const key = `${Math.round(from[0] * 5000)},${Math.round(from[1] * 5000)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const w = scanWindow(shape, from);
  if (cache.size > 20000) cache.clear();
  cache.set(key, w);
  return w;
}

function scanWindow(shape: MouthShape, from: Vec2): DropWindow {
  const dx = shape.middle[0] - from[0];
  const dy = shape.middle[1] - from[1];
  const dist = Math.hypot(dx, dy);
  if (dist < 1e-6) return { aim: shape.middle, tolerance: 0 };
  const base = Math.atan2(dy, dx);
  const step = Math.atan2(SCAN_STEP, dist);
  const k = Math.round(SCAN_HALF / SCAN_STEP);
  let best: [number, number] | null = null;
  let run: number | null = null;
  for (let i = -k; i <= k + 1; i++) {
    const ok = i <= k && traceDrops(shape, from, base + i * step);
    if (ok && run === null) run = i;
    if (!ok && run !== null) {
      const r: [number, number] = [run, i - 1];
      const wider = !best || r[1] - r[0] > best[1] - best[0];
      const asWideNearer =
        best && r[1] - r[0] === best[1] - best[0] && Math.abs(r[0] + r[1]) < Math.abs(best[0] + best[1]);
      if (wider || asWideNearer) best = r;
      run = null;
    }
  }
  if (!best) return { aim: shape.middle, tolerance: 0 };
  // Edges to a quarter step: between the last direction that drops and the first that does not.
  const edge = (inside: number, outside: number): number => {
    let a = inside;
    let b = outside;
    for (let n = 0; n < 2; n++) {
      const m = (a + b) / 2;
      if (traceDrops(shape, from, base + m * step)) a = m;
      else b = m;
    }
    return (a + b) / 2;
  };
  const lo = edge(best[0], best[0] - 1);
  const hi = edge(best[1], best[1] + 1);
  const mid = base + ((lo + hi) / 2) * step;
  const half = ((hi - lo) / 2) * step;
  return {
    aim: [from[0] + dist * Math.cos(mid), from[1] + dist * Math.sin(mid)],
    tolerance: dist * Math.tan(half),
  };
}
