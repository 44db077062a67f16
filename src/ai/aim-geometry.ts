/**
 * Aiming geometry on the cloth: where a ball's centre must go to drop in each pocket, the
 * lines ball centres bounce off, ghost balls, and whether a path is clear. Pure functions on
 * plain numbers so candidate generation can be tested on constructed positions.
 */
import type { PocketId, Vec2 } from "../core/index.ts";

export interface AimTable {
  /** Playing area between cushion noses, m. */
  readonly length: number;
  readonly width: number;
  /** Ball radius, m. */
  readonly radius: number;
}

export interface PocketTarget {
  readonly pocket: PocketId;
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
  return [
    { pocket: "foot-left", aim: [hx, hy], into: [SQRT1_2, SQRT1_2], side: false },
    { pocket: "foot-right", aim: [hx, -hy], into: [SQRT1_2, -SQRT1_2], side: false },
    { pocket: "side-left", aim: [0, hy], into: [0, 1], side: true },
    { pocket: "side-right", aim: [0, -hy], into: [0, -1], side: true },
    { pocket: "head-left", aim: [-hx, hy], into: [-SQRT1_2, SQRT1_2], side: false },
    { pocket: "head-right", aim: [-hx, -hy], into: [-SQRT1_2, -SQRT1_2], side: false },
  ];
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
