/**
 * The words the rules' demonstrations (positions-bola8.ts, positions-pina.ts) are written in:
 * a stroke, an aim from one point to another, a ball placed, the spot behind a ball on its line
 * to a pocket. Plain numbers on a 9 ft table (physics/table.ts), x toward the foot, y to the left.
 */

import type { BallId, Vec2 } from "../core/index.ts";
import { detAtan2 } from "../core/index.ts";
import type { Strike } from "../physics/index.ts";

/** The ball's radius (m), for balls placed frozen to one another. */
export const R = 0.028575;

// detAtan2: a demonstration must come out the same on the server and in every browser.
/** The direction (degrees, as Strike.direction) from one point to another. */
export const degTo = (from: Vec2, to: Vec2): number =>
  (detAtan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;

/** A stroke: direction (degrees), speed (m/s), follow (+) or draw (−), cue elevation (degrees). */
export const strike = (direction: number, speed: number, tipY = 0, elevation = 0): Strike => ({
  speed,
  direction,
  tipX: 0,
  tipY,
  elevation,
});

/** Where the cue ball stands to send `ball` straight into the pocket at `pocket`: `back` m behind it. */
export function behind(ball: Vec2, pocket: Vec2, back: number): Vec2 {
  const d = Math.hypot(pocket[0] - ball[0], pocket[1] - ball[1]);
  return [ball[0] - (back * (pocket[0] - ball[0])) / d, ball[1] - (back * (pocket[1] - ball[1])) / d];
}

/** The foot pockets' centres on a 9 ft table (physics/table.ts). */
export const FOOT_LEFT: Vec2 = [1.3, 0.665];
export const FOOT_RIGHT: Vec2 = [1.3, -0.665];

/** Drawn back a little: a straight pot that leaves the cue ball on the table. */
export const straightIn = (cue: Vec2, ball: Vec2): Strike => strike(degTo(cue, ball), 1.6, -0.3);

export const place = (id: number, p: Vec2): { id: BallId; at: Vec2 } => ({ id: id as BallId, at: p });

/** Behind the head string on the long axis: where a break is often played from. */
export const BREAK_SPOT: Vec2 = [-0.85, 0];

/**
 * A jump played too hard near the foot cushion: from 0.7 m up the table the cue ball, struck at 15°
 * of elevation, lands on the ball 0.4 m ahead of it and flies on over the cushion, off the table.
 * The ball it lands on is driven into the slate, hops, and stays on the table.
 */
export const JUMP_CUE: Vec2 = [0.7, 0.2];
export const JUMP_BALL: Vec2 = [1.1, 0.2];
export const JUMP_OFF = strike(0, 5.5, 0, 15);

/**
 * A jump that comes down on a ball near the foot cushion: from 0.2 m behind it, at 20° of
 * elevation, the cue ball lands on its top, drives it into the slate, and the ball bounces up and
 * over the foot rail, off the table. The cue ball stays on the table.
 */
export const LIFT_CUE: Vec2 = [0.85, 0.1];
export const LIFT_BALL: Vec2 = [1.05, 0.1];
export const LIFT_OFF = strike(0, 5, 0, 20);
