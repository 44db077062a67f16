/**
 * PC-45 and PC-FROZEN: the cue's horizontal direction judged against the line from the cue
 * ball's centre to the centre of the ball on.
 *
 * PC-45: within 45° either side of that line (45° itself is allowed); never backwards.
 * PC-FROZEN: when the gap between the balls is below frozenGapBallFraction of a diameter
 * ([interp] ¼), a straight push is forbidden: the cue must be ≥45° off the line of centres
 * (overriding PC-45's limit, still not backwards, i.e. up to 90°), or the shot is a massé
 * (elevation ≥ masseMinElevationDeg, [interp] 60°) whose horizontal aim is also ≥45° off the
 * line, so it does not push the cue ball along the object ball's path; a massé may aim backwards.
 */

import type { Vec2 } from "../../core/index.ts";
import { detAtan2 } from "../../core/index.ts";

export interface AimFacts {
  readonly cue: Vec2;
  readonly ballOn: Vec2;
  /** Cue direction, degrees counter-clockwise from +x (Strike.direction). */
  readonly directionDeg: number;
  readonly elevationDeg: number;
  readonly radius: number;
  readonly frozenGapBallFraction: number;
  readonly masseMinElevationDeg: number;
}

export const PC45_LIMIT_DEG = 45;

/** Unsigned angle between the cue direction and the line cue ball → ball on, in [0, 180]. */
export function aimOffLineDeg(cue: Vec2, ballOn: Vec2, directionDeg: number): number {
  // detAtan2: a PC-45 ruling must come out the same on the server and in the browser.
  const line = (detAtan2(ballOn[1] - cue[1], ballOn[0] - cue[0]) * 180) / Math.PI;
  const d = ((((directionDeg - line) % 360) + 540) % 360) - 180;
  return Math.abs(d);
}

/** Is the cue ball touching or nearer than the fraction of a diameter to the ball on? */
export function isFrozenToBallOn(cue: Vec2, ballOn: Vec2, radius: number, gapFraction: number): boolean {
  const gap = Math.hypot(ballOn[0] - cue[0], ballOn[1] - cue[1]) - 2 * radius;
  return gap < gapFraction * 2 * radius;
}

// Angles within a billionth of a degree of a limit count as on it: float noise must not foul.
const EPS = 1e-9;

export function judgeAim(f: AimFacts): "PC-45" | "PC-FROZEN" | null {
  const off = aimOffLineDeg(f.cue, f.ballOn, f.directionDeg);
  if (isFrozenToBallOn(f.cue, f.ballOn, f.radius, f.frozenGapBallFraction)) {
    if (off < PC45_LIMIT_DEG - EPS) return "PC-FROZEN";
    const masse = f.elevationDeg >= f.masseMinElevationDeg - EPS;
    if (!masse && off > 90 + EPS) return "PC-45";
    return null;
  }
  return off <= PC45_LIMIT_DEG + EPS ? null : "PC-45";
}
