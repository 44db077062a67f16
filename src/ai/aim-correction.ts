/**
 * Aim correction by simulation: the ghost-ball aim ignores throw (friction at the contact turns
 * the object ball a degree or two off the line of centres on a cut) and the cue ball's curve.
 * Measure where the object ball really leaves in a noiseless simulation, then correct the cue
 * direction by one secant step: two extra simulations buy the aim a real player learns by feel.
 */
import type { BallId, Vec2 } from "../core/index.ts";
import type { BallState, ShotResult } from "../physics/index.ts";

/** The direction a ball first moves in after being struck, or null if it never moved. */
export function departure(result: ShotResult, balls: readonly BallState[], id: BallId): Vec2 | null {
  const i = balls.findIndex((b) => b.id === id);
  const segs = result.segments[i] ?? [];
  for (const s of segs) {
    if (s.t0 <= 0) continue;
    const [vx, vy] = s.state.v;
    if (Math.hypot(vx, vy) > 1e-6) return [vx, vy];
  }
  return null;
}

/** Signed angle from a to b, degrees, counter-clockwise positive, in (−180, 180]. */
export function signedAngleDeg(a: Vec2, b: Vec2): number {
  return (Math.atan2(a[0] * b[1] - a[1] * b[0], a[0] * b[0] + a[1] * b[1]) * 180) / Math.PI;
}

/** The cue direction that should send the ball along `want`, from two probes, or null. */
export function secantAim(
  dir0: number,
  err0: number,
  dir1: number,
  err1: number,
  maxStepDeg = 3,
): number | null {
  const slope = (err1 - err0) / (dir1 - dir0);
  if (!Number.isFinite(slope) || Math.abs(slope) < 1e-3) return null;
  const step = -err0 / slope;
  if (Math.abs(step) > maxStepDeg) return null;
  return dir0 + step;
}
