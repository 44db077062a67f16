/** Ball paths read from a physics ShotResult, one ball at a time (only that ball is evolved). */
import type { BallId } from "../../core/index.ts";
import type { BallParams, BallState, ShotResult } from "../../physics/index.ts";
import { DEFAULT_BALL_PARAMS, evolve } from "../../physics/index.ts";
import { type BallPath, PATH_STEP, samplePath } from "./path.ts";

/** The state of the ball at input index i at time t (clamped to the shot). */
export function ballAt(result: ShotResult, i: number, t: number, params: BallParams): BallState {
  const segs = result.segments[i] ?? [];
  const time = Math.min(Math.max(t, 0), result.duration);
  let seg = segs[0];
  for (const s of segs) {
    if (s.t0 <= time) seg = s;
    else break;
  }
  if (!seg) return result.final[i]!;
  return evolve(seg.state, time - seg.t0, params);
}

/** The path of ball `id` over the whole shot, or up to `until`; null if the ball is not in the shot. */
export function pathOf(
  result: ShotResult,
  id: BallId,
  params: BallParams = DEFAULT_BALL_PARAMS,
  until = result.duration,
  only: "every-sample" | "extremes" = "every-sample",
): BallPath | null {
  const i = result.final.findIndex((b) => b.id === id);
  if (i < 0) return null;
  return samplePath(result.segments[i] ?? [], (t) => ballAt(result, i, t, params), until, PATH_STEP, only);
}

/** Did the ball move at all during the shot? (A resting ball has a single segment.) */
export function moved(result: ShotResult, id: BallId): boolean {
  const i = result.final.findIndex((b) => b.id === id);
  return i >= 0 && (result.segments[i]?.length ?? 0) > 1;
}
