/**
 * A player's strike checked before it reaches the physics: finite numbers, a speed a cue can
 * give (the same 20 m/s ceiling as `mingo simulate`), a tip on the ball, an elevation from 0 to
 * 90°. A saved file or a network message is untrusted input.
 */
import type { Strike } from "../physics/index.ts";

export const MAX_STRIKE_SPEED_MPS = 20;

/** Why the strike cannot be played, or null. */
export function strikeProblem(s: Strike): string | null {
  const values = [s.speed, s.direction, s.tipX, s.tipY, s.elevation];
  if (!values.every((v) => typeof v === "number" && Number.isFinite(v)))
    return "every strike value must be a finite number";
  if (s.speed <= 0 || s.speed > MAX_STRIKE_SPEED_MPS)
    return `speed must be above 0 and at most ${MAX_STRIKE_SPEED_MPS} m/s`;
  if (s.tipX * s.tipX + s.tipY * s.tipY > 1) return "the tip offset must lie on the ball: tipX² + tipY² ≤ 1";
  if (s.elevation < 0 || s.elevation > 90) return "elevation must be from 0 to 90 degrees";
  return null;
}
