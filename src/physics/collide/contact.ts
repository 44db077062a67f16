/**
 * Shared pieces of the collision models: the motion state a ball leaves an impact in, and
 * Coulomb friction capped at the impulse that stops the slip.
 */
import type { Vec3 } from "../../core/index.ts";
import { ballState } from "../motion.ts";
import type { BallState } from "../types.ts";

/**
 * A ball that is not in the air rests on a surface (the cloth, or a rail top it landed on):
 * the surface takes any downward impulse.
 */
export const isOnSurface = (ball: BallState): boolean => ball.motion !== "airborne";

/**
 * Below this upward speed a hop (under 2 mm high, 40 ms long) is ignored and the ball stays on
 * the cloth: it changes nothing a player would see, and the event loop should not spend events
 * on micro-bounces. Friction at a ball–ball contact with follow or draw, for one, lifts a ball
 * at a few cm/s (pooltool's 2D models drop all such vertical velocity).
 */
export const MIN_HOP_SPEED = 0.2;

/**
 * The state a ball leaves an impact in. A ball on the cloth cannot move down (the slate takes
 * any downward impulse) and keeps sliding unless it rises at MIN_HOP_SPEED or more; a ball
 * already in the air stays airborne. (A ball–ball impact first bounces a ball driven hard into
 * the slate back up off it: ballBall.ts, `leaving`.)
 */
export function afterImpact(ball: BallState, v: Vec3, w: Vec3): BallState {
  // Built with ballState, not spread: every state the event loop sees keeps one shape.
  if (isOnSurface(ball)) {
    if (v[2] >= MIN_HOP_SPEED) return ballState(ball.id, ball.r, v, w, "airborne");
    return ballState(ball.id, ball.r, [v[0], v[1], 0], w, "sliding");
  }
  return ballState(ball.id, ball.r, v, w, "airborne");
}

/**
 * Magnitude of the friction impulse: Coulomb's μ·P_n, but never more than the impulse
 * `stick` that brings the contact's slip to zero (beyond that friction would reverse the slip
 * and feed energy in).
 */
export const frictionImpulse = (mu: number, normalImpulse: number, stick: number): number =>
  Math.min(mu * normalImpulse, stick);
