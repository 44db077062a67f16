/**
 * Where every ball is at time t of a simulated shot, for drawing: the last segment that
 * started at or before t, evolved by the closed-form motion. Exact, not interpolated.
 */
import { evolve } from "./motion.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import type { BallParams, BallSegment, BallState, ShotResult } from "./types.ts";

/**
 * Ball states at time t (clamped to [0, duration]), in the order of the input balls, moved
 * with the ball parameters the shot was simulated with (result.ball; `ball` overrides, the
 * defaults stand in for results without them).
 */
export function positionsAt(result: ShotResult, t: number, ball?: BallParams): BallState[] {
  const params = ball ?? result.ball ?? DEFAULT_PHYSICS_OPTIONS.ball;
  const time = t < 0 ? 0 : Math.min(t, result.duration);
  return result.segments.map((segs, i) => {
    const seg = lastSegmentAt(segs, time);
    if (seg === undefined) return result.final[i]!;
    return evolve(seg.state, time - seg.t0, params);
  });
}

/** Binary search: the last segment with t0 ≤ t (segments are in time order). */
function lastSegmentAt(segs: readonly BallSegment[], t: number): BallSegment | undefined {
  let lo = 0;
  let hi = segs.length - 1;
  if (hi < 0 || segs[0]!.t0 > t) return segs[0];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segs[mid]!.t0 <= t) lo = mid;
    else hi = mid - 1;
  }
  return segs[lo];
}
