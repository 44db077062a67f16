/**
 * Piña's break-out: pot this ball and carry the cue ball on into the pack that holds the next
 * one. The plain pace and spin variants of a pot aim at a leave; when none of them leaves a fair
 * shot on the next ball on (it lies in the pack, or behind it), a strong player pots the ball
 * firmly enough that the cue ball opens the pack. Each break-out's noiseless look is one throw
 * of the dice, so the best of them are always sampled under the hand's error before one is
 * chosen (select-shot.ts).
 */
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import type { Strike } from "../physics/index.ts";
import { nextActor } from "../rules/index.ts";
import { type AimTable, type Obstacle, pathClear, pocketTargets } from "./aim-geometry.ts";
import { pocketAim } from "./candidates.ts";
import { nextBallOnAfter, twoShotLeave } from "./leave.ts";
import type { PlayedOut } from "./play-out.ts";
import type { AiSituation } from "./situation.ts";
import { MAX_STROKE_SPEED } from "./speed.ts";

/** Below this leave (twoShotLeave's scale) a pot's best variant leaves no fair shot on the next ball. */
export const POOR_LEAVE = 0.25;

/** Pace factors on the pot's own speed, and [tipY, tipX]: draw, stun, follow and running side. */
const PACES = [2, 2.6, 3.3];
const TIPS: readonly (readonly [number, number])[] = [
  [-0.5, 0],
  [0, 0],
  [0.4, 0],
  [0.1, 0.3],
  [0.1, -0.3],
];

/** Whether `ball` has no pocket it could reach along a clear line (the cue ball aside). */
export function isLocked(table: AimTable, balls: readonly Obstacle[], ball: ObjectBallId): boolean {
  const at = balls.find((b) => b.id === ball)?.at;
  if (!at) return false;
  for (const p of pocketTargets(table)) {
    const w = pocketAim(p, at, table.radius);
    if (w.tolerance > 0 && pathClear(at, w.aim, balls, table.radius, [ball])) return false;
  }
  return true;
}

export interface BreakoutQuestion {
  readonly sit: AiSituation;
  readonly aim: AimTable;
  readonly radius: number;
  /** The hand's error on the cue line, radians (value.ts sigmaOf). */
  readonly sigmaRad: number;
  /** The object balls as they lie for this shot. */
  readonly balls: readonly Obstacle[];
  /** The ball this pot sends down. */
  readonly potted: ObjectBallId;
  /** The noiseless looks at this pot's variants already played. */
  readonly looks: readonly PlayedOut[];
}

/**
 * Does this pot call for a break-out? The next ball on has no clear line to any pocket, or none
 * of the variants looked at leaves a fair shot on it.
 */
export function wantsBreakout(q: BreakoutQuestion): boolean {
  const rest = q.balls.filter((b) => b.id !== q.potted);
  const next = nextBallOnAfter(q.balls, q.potted);
  if (next === undefined) return false;
  if (isLocked(q.aim, rest, next)) return true;
  const me: PlayerIndex = q.sit.me;
  for (const out of q.looks) {
    const state = out.applied.state;
    if (nextActor(state) !== me) continue;
    if (twoShotLeave(q.sit.table, q.radius, out.result.final, state, me, q.sigmaRad) >= POOR_LEAVE)
      return false;
  }
  return true;
}

/** The break-out strokes of a pot: its aim at firmer paces, with draw, stun, follow or side. */
export function breakoutStrikes(base: Strike): Strike[] {
  return PACES.flatMap((k) =>
    TIPS.map(([tipY, tipX]) => ({ ...base, speed: Math.min(MAX_STROKE_SPEED, base.speed * k), tipY, tipX })),
  );
}
