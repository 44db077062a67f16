/**
 * The table facts the game's geometry needs, and small helpers on resting balls. Functions take
 * only the parts of a physics Table they read, so tests can build positions with plain numbers.
 */
import type { BallId, Vec2 } from "../core/index.ts";
import type { BallState, Table } from "../physics/index.ts";
import { DEFAULT_BALL_PARAMS } from "../physics/index.ts";

export type TableGeometry = Pick<Table, "length" | "width" | "headStringX" | "footSpot" | "pockets">;

/** Ball radius used for racking, spotting and placement: the physics default (WPA 57.15 mm ball). */
export const BALL_RADIUS = DEFAULT_BALL_PARAMS.radius;

/**
 * Two balls whose centres are this much closer than 2R still count as touching, not
 * overlapping: float rounding of a frozen position (SIMULATE.md allows 1 µm).
 */
export const TOUCH_TOLERANCE = 1e-9;

/** A ball at rest on the cloth at (x, y). */
export function restingBall(id: BallId, x: number, y: number, radius = BALL_RADIUS): BallState {
  return { id, r: [x, y, radius], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" };
}

/** True for a ball that is still on the playing surface (not pocketed, not off the table). */
export function isOnCloth(b: BallState): boolean {
  return b.motion !== "pocketed" && b.motion !== "off";
}

export function xy(b: BallState): Vec2 {
  return [b.r[0], b.r[1]];
}

/** The ball with this id, if it is on the cloth. */
export function findOnCloth(balls: readonly BallState[], id: BallId): BallState | undefined {
  return balls.find((b) => b.id === id && isOnCloth(b));
}

/** Would a ball centred at p overlap (not merely touch) any ball on the cloth other than `except`? */
export function overlapsAny(
  p: Vec2,
  balls: readonly BallState[],
  radius = BALL_RADIUS,
  except?: BallId,
): BallState | undefined {
  const min = 2 * radius - TOUCH_TOLERANCE;
  return balls.find((b) => b.id !== except && isOnCloth(b) && Math.hypot(b.r[0] - p[0], b.r[1] - p[1]) < min);
}

/** Is a centre at p inside the cushions (touching one is allowed)? */
export function withinCushions(p: Vec2, table: TableGeometry, radius = BALL_RADIUS): boolean {
  const hx = table.length / 2 - radius + TOUCH_TOLERANCE;
  const hy = table.width / 2 - radius + TOUCH_TOLERANCE;
  return Math.abs(p[0]) <= hx && Math.abs(p[1]) <= hy;
}

/** Behind the head string: the centre on the head side of it, or on it (G-BIH, G-KITCHEN). */
export function isBehindHeadString(x: number, table: Pick<TableGeometry, "headStringX">): boolean {
  return x <= table.headStringX;
}
