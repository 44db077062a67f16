/**
 * G-SPOT with coordinates: a ball goes on the foot spot; if that is taken, on the long axis
 * behind it toward the foot cushion, frozen to the ball in the way; if there is no room behind,
 * in front of the spot toward the centre. The cue ball is never touched: a spotted ball stops
 * CUE_CLEARANCE short of it. Several balls are spotted one after another, in the order given
 * (the referee lists them ascending, Piña 18).
 */
import { type BallId, err, type ObjectBallId, ok, type Result } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import { BALL_RADIUS, isOnCloth, overlapsAny, restingBall, type TableGeometry } from "./geometry.ts";

/** Gap left to the cue ball, m: above the 1 µm within which the physics calls two balls frozen. */
export const CUE_CLEARANCE = 1e-5;

export interface SpotError {
  readonly code: "no-room";
  readonly message: string;
}

/** The x on the long axis through the foot spot where ball `id` goes, given the balls on the cloth. */
export function spotPosition(
  id: BallId,
  balls: readonly BallState[],
  table: TableGeometry,
  radius = BALL_RADIUS,
): Result<[number, number], SpotError> {
  const [fx, fy] = table.footSpot;
  const others = balls.filter((b) => b.id !== id && isOnCloth(b));
  const xMax = table.length / 2 - radius;
  const xMin = -table.length / 2 + radius;
  // Each ball near the axis blocks an open interval of x; its ends are where a spotted ball would touch it.
  const ends: { behind: number; front: number }[] = [];
  for (const b of others) {
    const reach = 2 * radius + (b.id === 0 ? CUE_CLEARANCE : 0);
    const dy = b.r[1] - fy;
    if (Math.abs(dy) >= reach) continue;
    const half = Math.sqrt(reach * reach - dy * dy);
    ends.push({ behind: b.r[0] + half, front: b.r[0] - half });
  }
  const free = (x: number): boolean =>
    x <= xMax &&
    x >= xMin &&
    !others.some((b) => {
      const reach = 2 * radius + (b.id === 0 ? CUE_CLEARANCE : 0) - 1e-9;
      return Math.hypot(b.r[0] - x, b.r[1] - fy) < reach;
    });
  if (free(fx)) return ok([fx, fy]);
  const behind = ends
    .map((e) => e.behind)
    .filter((x) => x >= fx && free(x))
    .sort((a, b) => a - b)[0];
  if (behind !== undefined) return ok([behind, fy]);
  const front = ends
    .map((e) => e.front)
    .filter((x) => x <= fx && free(x))
    .sort((a, b) => b - a)[0];
  if (front !== undefined) return ok([front, fy]);
  return err({ code: "no-room", message: `no room on the long axis to spot ball ${id}` });
}

/**
 * Spots the balls in the order given; each takes the place G-SPOT gives it among the balls on
 * the cloth, including those spotted before it. Returns the new list of ball states.
 */
export function spotBalls(
  ids: readonly ObjectBallId[],
  balls: readonly BallState[],
  table: TableGeometry,
  radius = BALL_RADIUS,
): Result<BallState[], SpotError> {
  let out = balls.slice();
  for (const id of ids) {
    const without = out.filter((b) => b.id !== id);
    const p = spotPosition(id, without, table, radius);
    if (!p.ok) return p;
    const placed = restingBall(id, p.value[0], p.value[1], radius);
    if (overlapsAny(p.value, without, radius)) {
      return err({ code: "no-room", message: `spotting ball ${id} would overlap another ball` });
    }
    out = [...without, placed];
  }
  return ok(out);
}
