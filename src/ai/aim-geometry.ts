/**
 * Aiming geometry on the cloth: where a ball's centre must go to drop in each pocket, the
 * lines ball centres bounce off, ghost balls, and whether a path is clear. Pure functions on
 * plain numbers so candidate generation can be tested on constructed positions.
 */
import type { PocketId, Vec2 } from "../core/index.ts";
import type { MouthShape } from "./pocket-window.ts";

export interface AimTable {
  /** Playing area between cushion noses, m. */
  readonly length: number;
  readonly width: number;
  /** Ball radius, m. */
  readonly radius: number;
  /** The two jaw noses of each pocket, when known (the physics table's rounded jaw tips). */
  readonly mouths?: readonly PocketMouth[];
  /** Each pocket's mouth for the tracer (pocket-window.ts), when built from a physics table. */
  readonly shapes?: readonly MouthShape[];
}

export interface PocketMouth {
  readonly pocket: PocketId;
  readonly a: Vec2;
  readonly b: Vec2;
  readonly noseRadius: number;
  /** The straight jaw faces behind the noses. */
  readonly faces: readonly (readonly [Vec2, Vec2])[];
  /** The capture circle: a centre inside it drops. */
  readonly centre: Vec2;
  readonly captureRadius: number;
}

export interface PocketTarget {
  readonly pocket: PocketId;
  /** The jaw noses, when the table gives them. */
  readonly mouth?: PocketMouth;
  /** The mouth as the tracer sees it: the windows that drop, rails and jaws included. */
  readonly shape?: MouthShape;
  /** The point a ball's centre is aimed at: the middle of the pocket's mouth on the nose lines. */
  readonly aim: Vec2;
  /** Unit vector pointing into the pocket (the corner bisector, or straight out of a side). */
  readonly into: Vec2;
  readonly side: boolean;
}

const SQRT1_2 = Math.SQRT1_2;

export function pocketTargets(t: AimTable): readonly PocketTarget[] {
  const hx = t.length / 2;
  const hy = t.width / 2;
  const plain: PocketTarget[] = [
    { pocket: "foot-left", aim: [hx, hy], into: [SQRT1_2, SQRT1_2], side: false },
    { pocket: "foot-right", aim: [hx, -hy], into: [SQRT1_2, -SQRT1_2], side: false },
    { pocket: "side-left", aim: [0, hy], into: [0, 1], side: true },
    { pocket: "side-right", aim: [0, -hy], into: [0, -1], side: true },
    { pocket: "head-left", aim: [-hx, hy], into: [-SQRT1_2, SQRT1_2], side: false },
    { pocket: "head-right", aim: [-hx, -hy], into: [-SQRT1_2, -SQRT1_2], side: false },
  ];
  // With the jaws known, aim through the middle of the mouth: the noses are what a ball hits.
  return plain.map((p) => {
    const m = t.mouths?.find((q) => q.pocket === p.pocket);
    const shape = t.shapes?.find((s) => s.pocket === p.pocket);
    const withMouth: PocketTarget = m
      ? { ...p, mouth: m, aim: [(m.a[0] + m.b[0]) / 2, (m.a[1] + m.b[1]) / 2] }
      : p;
    return shape ? { ...withMouth, shape } : withMouth;
  });
}

export interface MouthWindow {
  /** The point to send the ball's centre through: the middle of the lines that drop. */
  readonly aim: Vec2;
  /** Half the width of that band of lines, m (0: nothing drops from this direction). */
  readonly tolerance: number;
}

/**
 * Which parallel lines (direction u) carry a ball's centre into the capture circle without
 * touching a jaw nose or a jaw face: a scan across the mouth in 1.5 mm steps. A shallow approach
 * to a corner is narrowed by the far jaw's face as well as the noses.
 */
export function mouthWindow(m: PocketMouth, u: Vec2, radius: number): MouthWindow {
  // The window depends only on the direction: cached per quarter degree, as every cue position
  // of a placement search asks again for the same ball-to-pocket lines.
  const key = Math.round(Math.atan2(u[1], u[0]) * (720 / Math.PI)) * 4096 + Math.round(radius * 1e5);
  let cache = windowCache.get(m);
  if (!cache) {
    cache = new Map();
    windowCache.set(m, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const q = (Math.round(Math.atan2(u[1], u[0]) * (720 / Math.PI)) * Math.PI) / 720;
  const w = scanMouth(m, [Math.cos(q), Math.sin(q)], radius);
  cache.set(key, w);
  return w;
}

const windowCache = new WeakMap<PocketMouth, Map<number, MouthWindow>>();

function scanMouth(m: PocketMouth, u: Vec2, radius: number): MouthWindow {
  const d = unit(u);
  const n: Vec2 = [-d[1], d[0]];
  const mid: Vec2 = [(m.a[0] + m.b[0]) / 2, (m.a[1] + m.b[1]) / 2];
  const step = 0.0015;
  let best: [number, number] | null = null;
  let runStart: number | null = null;
  for (let k = -50; k <= 51; k++) {
    const e = k * step;
    const okLine = k <= 50 && lineDrops(m, [mid[0] + e * n[0], mid[1] + e * n[1]], d, radius);
    if (okLine && runStart === null) runStart = e;
    if (!okLine && runStart !== null) {
      const run: [number, number] = [runStart, e - step];
      if (!best || run[1] - run[0] > best[1] - best[0]) best = run;
      runStart = null;
    }
  }
  if (!best) return { aim: mid, tolerance: 0 };
  const c = (best[0] + best[1]) / 2;
  return { aim: [mid[0] + c * n[0], mid[1] + c * n[1]], tolerance: (best[1] - best[0]) / 2 + step / 2 };
}

/** Does a centre moving along p + s·d (s ≥ −0.5 m) reach the capture circle before any jaw? */
function lineDrops(m: PocketMouth, p: Vec2, d: Vec2, radius: number): boolean {
  // Where the line enters the capture circle.
  const w: Vec2 = [m.centre[0] - p[0], m.centre[1] - p[1]];
  const along = dot(w, d);
  const perp2 = dot(w, w) - along * along;
  const r2 = m.captureRadius * m.captureRadius;
  if (perp2 >= r2) return false;
  const sIn = along - Math.sqrt(r2 - perp2);
  const from: Vec2 = [p[0] - 0.5 * d[0], p[1] - 0.5 * d[1]];
  const to: Vec2 = [p[0] + sIn * d[0], p[1] + sIn * d[1]];
  for (const nose of [m.a, m.b]) if (distanceToSegment(nose, from, to) < radius + m.noseRadius) return false;
  for (const [f1, f2] of m.faces) if (segmentDistance(from, to, f1, f2) < radius) return false;
  return true;
}

/** Shortest distance between two segments. */
function segmentDistance(a: Vec2, b: Vec2, c: Vec2, d: Vec2): number {
  const cross = (o: Vec2, p: Vec2, q: Vec2) => (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  const d1 = cross(a, b, c);
  const d2 = cross(a, b, d);
  const d3 = cross(c, d, a);
  const d4 = cross(c, d, b);
  if (d1 * d2 < 0 && d3 * d4 < 0) return 0;
  return Math.min(
    distanceToSegment(a, c, d),
    distanceToSegment(b, c, d),
    distanceToSegment(c, a, b),
    distanceToSegment(d, a, b),
  );
}

/** Rails as the lines ball centres touch them on: one radius inside the cushion nose. */
export const RAIL_NAMES = ["foot", "head", "left", "right"] as const;
export type RailName = (typeof RAIL_NAMES)[number];

export interface RailLine {
  readonly rail: RailName;
  /** 0: a line x = at; 1: a line y = at. */
  readonly axis: 0 | 1;
  readonly at: number;
}

export function railLines(t: AimTable): readonly RailLine[] {
  return [
    { rail: "foot", axis: 0, at: t.length / 2 - t.radius },
    { rail: "head", axis: 0, at: -t.length / 2 + t.radius },
    { rail: "left", axis: 1, at: t.width / 2 - t.radius },
    { rail: "right", axis: 1, at: -t.width / 2 + t.radius },
  ];
}

/** The rails that border a pocket: a bank off them into that pocket makes no sense. */
export function railsOfPocket(p: PocketId): readonly RailName[] {
  switch (p) {
    case "foot-left":
      return ["foot", "left"];
    case "foot-right":
      return ["foot", "right"];
    case "head-left":
      return ["head", "left"];
    case "head-right":
      return ["head", "right"];
    case "side-left":
      return ["left"];
    case "side-right":
      return ["right"];
  }
}

export function mirror(p: Vec2, line: RailLine): Vec2 {
  return line.axis === 0 ? [2 * line.at - p[0], p[1]] : [p[0], 2 * line.at - p[1]];
}

/** Where the segment a→b crosses the rail line, or undefined when it does not. */
export function crossing(a: Vec2, b: Vec2, line: RailLine): Vec2 | undefined {
  const da = a[line.axis] - line.at;
  const db = b[line.axis] - line.at;
  if (da * db > 0 || da === db) return undefined;
  const s = da / (da - db);
  return [a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1])];
}

/**
 * Is a cushion contact at p on a straight stretch of rail (not in a pocket's mouth)? The
 * margin keeps clear of the jaws, whose rebound no mirror predicts.
 */
export function onStraightRail(p: Vec2, line: RailLine, t: AimTable): boolean {
  const margin = 3 * t.radius;
  if (line.axis === 0) return Math.abs(p[1]) <= t.width / 2 - margin;
  const x = Math.abs(p[0]);
  return x >= margin && x <= t.length / 2 - margin;
}

export const sub = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]];
export const len = (a: Vec2): number => Math.hypot(a[0], a[1]);
export const dot = (a: Vec2, b: Vec2): number => a[0] * b[0] + a[1] * b[1];

export function unit(a: Vec2): Vec2 {
  const n = Math.hypot(a[0], a[1]);
  return n === 0 ? [1, 0] : [a[0] / n, a[1] / n];
}

/** Where the cue (or a first object) ball's centre must be at contact to send `ball` toward `to`. */
export function ghostBall(ball: Vec2, to: Vec2, radius: number): Vec2 {
  const u = unit(sub(to, ball));
  return [ball[0] - 2 * radius * u[0], ball[1] - 2 * radius * u[1]];
}

/** Angle between two directions, radians in [0, π]. */
export function angleBetween(a: Vec2, b: Vec2): number {
  const c = dot(unit(a), unit(b));
  return Math.acos(Math.max(-1, Math.min(1, c)));
}

/** Direction of a vector in degrees counter-clockwise from +x, in [0, 360). */
export function directionDeg(v: Vec2): number {
  const d = (Math.atan2(v[1], v[0]) * 180) / Math.PI;
  return d < 0 ? d + 360 : d;
}

/** Distance from point p to the segment a→b. */
export function distanceToSegment(p: Vec2, a: Vec2, b: Vec2): number {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  const s = l2 === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
  return Math.hypot(p[0] - (a[0] + s * ab[0]), p[1] - (a[1] + s * ab[1]));
}

export interface Obstacle {
  readonly id: number;
  readonly at: Vec2;
}

/**
 * Can a ball's centre travel a→b without touching any other ball? `skip` are the ids that
 * take part in the shot (the moving ball, the ball it is meant to hit at b).
 */
export function pathClear(
  a: Vec2,
  b: Vec2,
  obstacles: readonly Obstacle[],
  radius: number,
  skip: readonly number[],
): boolean {
  // A hair under 2R: a ball grazed by less than a micrometre is not in the way.
  const min = 2 * radius - 1e-6;
  for (const o of obstacles) {
    if (skip.includes(o.id)) continue;
    if (distanceToSegment(o.at, a, b) < min) return false;
  }
  return true;
}

/** Is a ball centre at p within the cushions? */
export function insideCushions(p: Vec2, t: AimTable): boolean {
  return Math.abs(p[0]) <= t.length / 2 - t.radius && Math.abs(p[1]) <= t.width / 2 - t.radius;
}
